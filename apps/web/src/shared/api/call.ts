import {
  ApiHeader,
  apiPaths,
  type EndpointName,
  errorCatalogue,
  type Language,
  type ValueOf,
} from '@openlobby/contract/client';
import type { TFunction } from 'i18next';
import { encryptEnvelope, ENCRYPTION_VERSION, type EncryptionKey } from '../crypto/envelope.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { readSessionInfo } from '../session/sessionInfo.ts';

/**
 * Calls of member-facing endpoints (accounts, wallet) that may travel encrypted. The failure keeps
 * the server's code, message and data as they are: `data.captcha` tells the login screen to show
 * the captcha, the wallet reads its limits from `data`.
 */
export class CallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown>,
    readonly status: number,
  ) {
    super(message || code);
    this.name = 'CallError';
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
  keyPromise ??= rawCall<EncryptionKey>('GET', '/wps/system/encryptionKey').catch((error: unknown) => {
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

export async function rawCall<T>(method: Method, path: string, init: CallInit = {}): Promise<T> {
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
    throw new CallError('NETWORK', '', {}, 0);
  }
  let envelope: Record<string, unknown>;
  try {
    envelope = (await response.json()) as Record<string, unknown>;
  } catch {
    throw new CallError('BAD_RESPONSE', '', {}, response.status);
  }
  if (envelope.success === true && response.ok) return envelope.value as T;
  const data =
    typeof envelope.data === 'object' && envelope.data !== null
      ? (envelope.data as Record<string, unknown>)
      : {};
  throw new CallError(
    typeof envelope.code === 'string' ? envelope.code : 'INTERNAL',
    typeof envelope.message === 'string' ? envelope.message : '',
    data,
    response.status,
  );
}

export interface Send {
  query?: Record<string, string | number | undefined>;
  body?: object;
  device?: string;
  signal?: AbortSignal;
}

/**
 * One call of the contract's endpoint table: method, path and whether the body travels encrypted
 * come from the contract, so a renamed path or a changed value shape fails the web's typecheck.
 */
export function contractCall<N extends EndpointName>(name: N, send: Send = {}): Promise<ValueOf<N>> {
  const meta = apiPaths[name];
  return rawCall<ValueOf<N>>(meta.method, meta.path, { ...send, encrypted: meta.encrypted });
}

/** Text of a failed call: the shared catalogue first, then the server's translated message. */
export function callErrorText(error: unknown, language: Language, t: TFunction): string {
  if (error instanceof CallError) {
    if (error.code === 'NETWORK') return t('errors.network');
    const known = (errorCatalogue as Partial<Record<string, Record<Language, string>>>)[error.code];
    if (known) return known[language];
    if (error.message && error.message !== error.code) return error.message;
  }
  return t('errors.unknown');
}
