/**
 * Serializes success envelopes. Every value is checked against the contract's zod schema before
 * it leaves, but the services hand out cached objects that are never mutated (help centre,
 * countries, the parts of the consolidated settings…), so an object is validated and stringified
 * the first time it is sent and its JSON reused after that. For object schemas this works per
 * property, so an answer that mixes cached parts with a fresh one (consolidated settings with the
 * per-client status) only pays for the fresh part.
 */
import { failureEnvelope } from '@openlobby/contract';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (value: unknown) => string | undefined;

export function createEnvelopeSerializer(
  value: z.ZodType,
  method: string,
  url: string,
): (data: unknown) => string {
  const fail = (error: z.ZodError) => new ResponseSerializationError(method, url, { cause: error });
  const serializeValue = memoised(
    value instanceof z.ZodObject ? objectSerializer(value, fail) : leafSerializer(value, fail),
  );
  return (data) => {
    const json = serializeValue((data as { value?: unknown } | null)?.value);
    if (json === undefined) throw new Error(`${method} ${url} answered without a value`);
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

/** Reuses the JSON of an object value seen before; primitives are cheap and not remembered. */
function memoised(serialize: Serialize): Serialize {
  const seen = new WeakMap<object, string>();
  return (value) => {
    const cacheable = typeof value === 'object' && value !== null;
    const hit = cacheable ? seen.get(value) : undefined;
    if (hit !== undefined) return hit;
    const json = serialize(value);
    if (cacheable && json !== undefined) seen.set(value, json);
    return json;
  };
}

function leafSerializer(schema: z.ZodType, fail: (error: z.ZodError) => Error): Serialize {
  return (value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw fail(parsed.error);
    return JSON.stringify(parsed.data);
  };
}

/** Properties in schema order; unknown properties are dropped, as zod's default object does. */
function objectSerializer(schema: z.ZodObject, fail: (error: z.ZodError) => Error): Serialize {
  const properties = Object.entries(schema.shape).map(
    ([key, property]) =>
      [JSON.stringify(key), memoised(leafSerializer(property as z.ZodType, fail)), key] as const,
  );
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return leafSerializer(schema, fail)(value);
    const record = value as Record<string, unknown>;
    const parts: string[] = [];
    for (const [name, serialize, key] of properties) {
      const json = serialize(record[key]);
      if (json !== undefined) parts.push(`${name}:${json}`);
    }
    return `{${parts.join(',')}}`;
  };
}
