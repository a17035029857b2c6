import type { z } from 'zod';
import type { ModuleId } from './enums.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** none: never reads a session; optional: reads one when sent; required: refuses without one. */
export type TokenRule = 'none' | 'optional' | 'required';

/** What both apps know about an endpoint without loading zod (the web imports only this part). */
export interface EndpointMeta {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Whitelabel module that must be on for the merchant; null when the endpoint is always on. */
  readonly module: ModuleId | null;
  readonly token: TokenRule;
  /** Accepts the hybrid RSA-OAEP + AES-GCM envelope flagged by the Encryption header. */
  readonly encrypted: boolean;
}

/**
 * The full contract of one endpoint. `request` validates the query string of GET and DELETE
 * calls and the body of POST and PUT calls; `response` validates the envelope's `value`.
 */
export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> extends EndpointMeta {
  readonly request: Req;
  readonly response: Res;
}

export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType, M extends EndpointMeta>(
  meta: M,
  request: Req,
  response: Res,
): M & Endpoint<Req, Res> {
  return { ...meta, request, response };
}

/** Where the request schema applies for a method. */
export function requestPart(method: HttpMethod): 'querystring' | 'body' {
  return method === 'GET' || method === 'DELETE' ? 'querystring' : 'body';
}
