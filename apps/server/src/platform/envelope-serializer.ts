/**
 * Serializes success envelopes: the value is checked against the contract's zod schema before it
 * leaves, and a value object seen before (the services hand out cached, never-mutated objects:
 * help centre, countries, whitelabel…) is sent from its first serialization instead of being
 * re-validated and re-stringified on every request.
 */
import { failureEnvelope } from '@openlobby/contract';
import type { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';

export function createEnvelopeSerializer(
  value: z.ZodType,
  method: string,
  url: string,
): (data: unknown) => string {
  const seen = new WeakMap<object, string>();
  return (data) => {
    const raw = (data as { value?: unknown } | null)?.value;
    const cacheable = typeof raw === 'object' && raw !== null;
    const hit = cacheable ? seen.get(raw) : undefined;
    if (hit !== undefined) return `{"success":true,"value":${hit}}`;
    const parsed = value.safeParse(raw);
    if (!parsed.success) throw new ResponseSerializationError(method, url, { cause: parsed.error });
    const json = JSON.stringify(parsed.data);
    if (cacheable) seen.set(raw, json);
    return `{"success":true,"value":${json}}`;
  };
}

export function createFailureSerializer(method: string, url: string): (data: unknown) => string {
  return (data) => {
    const parsed = failureEnvelope.safeParse(data);
    if (!parsed.success) throw new ResponseSerializationError(method, url, { cause: parsed.error });
    return JSON.stringify(parsed.data);
  };
}
