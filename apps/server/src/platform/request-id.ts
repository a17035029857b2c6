import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ApiHeader } from '@openlobby/contract';

/** Letters, digits and - _ . : only, so an incoming id can be logged and echoed without injection. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Ids keep the UUID shape log tooling expects: a random UUID's first 24 characters, drawn once per
 * process (74 random bits, so processes do not collide), then a 48-bit counter in hex. A counter
 * costs nothing next to drawing random bytes on every request; ids are for tracing, not secrets.
 */
const processPrefix = randomUUID().slice(0, 24);
const COUNTER_LIMIT = 2 ** 48;
let counter = 0;

function nextRequestId(): string {
  counter = (counter + 1) % COUNTER_LIMIT;
  return processPrefix + counter.toString(16).padStart(12, '0');
}

/** Honour a caller's x-request-id when it is a sane token (tracing across proxies), else make one. */
export function requestIdFor(raw: IncomingMessage): string {
  const incoming = raw.headers[ApiHeader.REQUEST_ID];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : nextRequestId();
}
