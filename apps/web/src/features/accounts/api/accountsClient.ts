import { ApiHeader, errorCatalogue, type Language } from '@openlobby/contract/client';
import type { TFunction } from 'i18next';
import { encryptEnvelope, ENCRYPTION_VERSION, type EncryptionKey } from '../../../shared/crypto/envelope.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { readSessionInfo } from '../../../shared/session/sessionInfo.ts';

/**
 * Calls of the accounts endpoints (issue 3). The failure envelope keeps the server's code, message
 * and data as they are: `data.captcha` tells the login screen to show the captcha.
 */
export class AccountsError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown>,
    readonly status: number,
  ) {
    super(message || code);
    this.name = 'AccountsError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Query = Record<string, string | number | undefined>;

interface CallInit {
  query?: Query;
  body?: object;
  /** Sends the body as the encrypted envelope of the contract. */
  encrypted?: boolean;
  /** Device header OTHERS when installed as a standalone app. */
  device?: string;
  signal?: AbortSignal;
}

let keyPromise: Promise<EncryptionKey> | undefined;

/** The server's public key, fetched once per page load (a failed fetch is retried next time). */
export function encryptionKey(): Promise<EncryptionKey> {
  keyPromise ??= accountsCall<EncryptionKey>('GET', '/wps/system/encryptionKey').catch((error: unknown) => {
    keyPromise = undefined;
    throw error;
  });
  return keyPromise;
}

/** Only for tests. */
export function resetEncryptionKey(): void {
  keyPromise = undefined;
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function accountsCall<T>(method: Method, path: string, init: CallInit = {}): Promise<T> {
  const headers = new Headers({ accept: 'application/json', [ApiHeader.LANGUAGE]: currentLanguage() });
  const session = readSessionInfo();
  if (session) headers.set(ApiHeader.AUTHORIZATION, session.token);
  if (init.device) headers.set(ApiHeader.DEVICE, init.device);
  let body: string | undefined;
  if (init.body) {
    headers.set('content-type', 'application/json');
    if (init.encrypted) {
      headers.set(ApiHeader.ENCRYPTION, ENCRYPTION_VERSION);
      body = JSON.stringify(await encryptEnvelope({ ...init.body }, await encryptionKey()));
    } else body = JSON.stringify(init.body);
  }
  let response: Response;
  try {
    response = await fetch(withQuery(path, init.query), {
      method,
      headers,
      body,
      signal: init.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AccountsError('NETWORK', '', {}, 0);
  }
  let envelope: Record<string, unknown>;
  try {
    envelope = (await response.json()) as Record<string, unknown>;
  } catch {
    throw new AccountsError('BAD_RESPONSE', '', {}, response.status);
  }
  if (envelope.success === true && response.ok) return envelope.value as T;
  const data =
    typeof envelope.data === 'object' && envelope.data !== null
      ? (envelope.data as Record<string, unknown>)
      : {};
  throw new AccountsError(
    typeof envelope.code === 'string' ? envelope.code : 'INTERNAL',
    typeof envelope.message === 'string' ? envelope.message : '',
    data,
    response.status,
  );
}

/** Text of an accounts failure: the shared catalogue first, then the server's translated message. */
export function accountsErrorText(error: unknown, language: Language, t: TFunction): string {
  if (error instanceof AccountsError) {
    if (error.code === 'NETWORK') return t('errors.network');
    const known = (errorCatalogue as Partial<Record<string, Record<Language, string>>>)[error.code];
    if (known) return known[language];
    if (error.message && error.message !== error.code) return error.message;
  }
  return t('errors.unknown');
}
