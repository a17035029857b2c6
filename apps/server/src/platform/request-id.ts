import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ApiHeader } from '@openlobby/contract';

/** Letters, digits and - _ . : only, so an incoming id can be logged and echoed without injection. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honour a caller's x-request-id when it is a sane token (tracing across proxies), else make one. */
export function requestIdFor(raw: IncomingMessage): string {
  const incoming = raw.headers[ApiHeader.REQUEST_ID];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
