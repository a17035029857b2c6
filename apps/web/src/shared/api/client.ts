import {
  ApiHeader,
  apiPaths,
  Device,
  ERROR_CODES,
  type EndpointName,
  type ErrorCode,
  type HttpMethod,
  type RequestOf,
  type ValueOf,
} from '@openlobby/contract/client';
import { encryptEnvelope, ENCRYPTION_VERSION, type EncryptionKey } from '../crypto/envelope.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { isStandalone } from '../platform/standalone.ts';
import { readSessionInfo } from '../session/sessionInfo.ts';
import { ApiError } from './ApiError.ts';
import { checkAnswer } from './checkAnswer.ts';

/**
 * The web's one HTTP client of the server's API: every call goes through `send` below. Lint forbids
 * `fetch` anywhere else in the app (eslint.config.js), so headers, encryption, errors and the
 * development check of answers against the contract are the same for every screen.
 */

export interface CallOptions {
  signal?: AbortSignal;
  /** Only for tests and odd deployments; omitted means the server's default merchant. */
  merchant?: string;
}

type Query = Record<string, string | number | boolean | undefined>;

interface SendInit {
  query?: Query;
  body?: object;
  /** Sends the body as the encrypted envelope of the contract. */
  encrypted?: boolean;
  device?: string;
  merchant?: string;
  signal?: AbortSignal;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

let keyPromise: Promise<EncryptionKey> | undefined;

/** The server's public key, fetched once per page load (a failed fetch is retried next time). */
export function encryptionKey(): Promise<EncryptionKey> {
  keyPromise ??= send<EncryptionKey>('GET', '/wps/system/encryptionKey').catch((error: unknown) => {
    keyPromise = undefined;
    throw error;
  });
  return keyPromise;
}

/** Only for tests. */
export function resetEncryptionKey(): void {
  keyPromise = undefined;
}

async function requestBody(init: SendInit, headers: Headers): Promise<string | undefined> {
  if (!init.body) return undefined;
  headers.set('content-type', 'application/json');
  if (!init.encrypted) return JSON.stringify(init.body);
  headers.set(ApiHeader.ENCRYPTION, ENCRYPTION_VERSION);
  return JSON.stringify(await encryptEnvelope({ ...init.body }, await encryptionKey()));
}

async function readEnvelope(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) return body as Record<string, unknown>;
  } catch {
    // Falls through to the bad-response error below.
  }
  throw new ApiError('BAD_RESPONSE', '', {}, response.status);
}

/** The one `fetch` of the API: returns the envelope's `value` or throws an ApiError. */
async function send<T>(method: HttpMethod, path: string, init: SendInit = {}): Promise<T> {
  const headers = new Headers({ accept: 'application/json', [ApiHeader.LANGUAGE]: currentLanguage() });
  if (init.merchant) headers.set(ApiHeader.MERCHANT, init.merchant);
  const session = readSessionInfo();
  if (session) headers.set(ApiHeader.AUTHORIZATION, session.token);
  if (init.device) headers.set(ApiHeader.DEVICE, init.device);
  const body = await requestBody(init, headers);
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
    throw new ApiError('NETWORK', '', {}, 0);
  }
  const envelope = await readEnvelope(response);
  if (envelope.success === true && response.ok) return envelope.value as T;
  const data =
    typeof envelope.data === 'object' && envelope.data !== null
      ? (envelope.data as Record<string, unknown>)
      : {};
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  throw new ApiError(isErrorCode(envelope.code) ? envelope.code : 'INTERNAL', message, data, response.status);
}

/**
 * Answers are checked against the contract's zod schemas in development and tests only: the check
 * is cut from production builds, so zod stays out of the phone bundle (the server validates every
 * response it sends).
 */
async function checked<N extends EndpointName>(name: N, value: ValueOf<N>): Promise<ValueOf<N>> {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') await checkAnswer(name, value);
  return value;
}

/**
 * Calls one contract endpoint with a flat request (the query of GET and DELETE, the body
 * otherwise). The installed app (PWA or home-screen clip) identifies itself as OTHERS (spec 7.1).
 */
export async function callApi<N extends EndpointName>(
  name: N,
  request?: RequestOf<N>,
  options: CallOptions = {},
): Promise<ValueOf<N>> {
  const endpoint = apiPaths[name];
  const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  // GET and DELETE requests are flat objects by contract; bodies may nest (e.g. the slider trail).
  const value = await send<ValueOf<N>>(endpoint.method, endpoint.path, {
    query: inQuery ? (request as Query | undefined) : undefined,
    body: !inQuery && request !== undefined ? request : undefined,
    merchant: options.merchant,
    signal: options.signal,
    device: isStandalone() ? Device.OTHERS : undefined,
  });
  return checked(name, value);
}

export interface Send {
  query?: Record<string, string | number | undefined>;
  body?: object;
  /** The Device header, for calls that name the device themselves (login). */
  device?: string;
  signal?: AbortSignal;
}

/**
 * One call of the contract's endpoint table with query and body given apart: method, path and
 * whether the body travels encrypted come from the contract, so a renamed path or a changed value
 * shape fails the web's typecheck.
 */
export async function contractCall<N extends EndpointName>(name: N, request: Send = {}): Promise<ValueOf<N>> {
  const meta = apiPaths[name];
  const value = await send<ValueOf<N>>(meta.method, meta.path, { ...request, encrypted: meta.encrypted });
  return checked(name, value);
}

/** Whether a page of our server (e.g. a lottery's frame) answers at all, without reading it. */
export async function pageAnswers(url: string, signal?: AbortSignal): Promise<boolean> {
  return (await fetch(url, { method: 'HEAD', signal, credentials: 'same-origin' })).ok;
}
