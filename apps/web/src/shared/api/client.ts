import {
  ApiHeader,
  apiPaths,
  Device,
  ERROR_CODES,
  type EndpointName,
  type ErrorCode,
  type RequestOf,
  type ValueOf,
} from '@openlobby/contract/client';
import { currentLanguage } from '../i18n/i18n.ts';
import { isStandalone } from '../platform/standalone.ts';
import { readSessionInfo } from '../session/sessionInfo.ts';
import { ApiError } from './ApiError.ts';

export interface CallOptions {
  signal?: AbortSignal;
  /** Only for tests and odd deployments; omitted means the server's default merchant. */
  merchant?: string;
}

type Query = Record<string, string | number | boolean | undefined>;

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

function buildUrl(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function requestHeaders(hasBody: boolean, merchant: string | undefined): Headers {
  const headers = new Headers({ accept: 'application/json', [ApiHeader.LANGUAGE]: currentLanguage() });
  if (hasBody) headers.set('content-type', 'application/json');
  if (merchant) headers.set(ApiHeader.MERCHANT, merchant);
  const session = readSessionInfo();
  if (session) headers.set(ApiHeader.AUTHORIZATION, session.token);
  // Spec 7.1: the installed app (PWA or home-screen clip) identifies itself as OTHERS.
  if (isStandalone()) headers.set(ApiHeader.DEVICE, Device.OTHERS);
  return headers;
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

/**
 * Calls one contract endpoint and returns its `value`. The envelope is not re-validated with zod
 * here on purpose: zod stays out of the phone bundle, and the server validates every response.
 */
export async function callApi<N extends EndpointName>(
  name: N,
  request?: RequestOf<N>,
  options: CallOptions = {},
): Promise<ValueOf<N>> {
  const endpoint = apiPaths[name];
  const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  // GET and DELETE requests are flat objects by contract; bodies may nest (e.g. the slider trail).
  const url = buildUrl(endpoint.path, inQuery ? (request as Query | undefined) : undefined);
  const body = !inQuery && request !== undefined ? JSON.stringify(request) : undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers: requestHeaders(body !== undefined, options.merchant),
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK', '', {}, 0);
  }
  const envelope = await readEnvelope(response);
  if (envelope.success === true && response.ok) return envelope.value as ValueOf<N>;
  const data =
    typeof envelope.data === 'object' && envelope.data !== null
      ? (envelope.data as Record<string, unknown>)
      : {};
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  throw new ApiError(isErrorCode(envelope.code) ? envelope.code : 'INTERNAL', message, data, response.status);
}
