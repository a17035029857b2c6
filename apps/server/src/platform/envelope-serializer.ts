/**
 * Serializes success envelopes. Every value is checked against the contract's zod schema before
 * it leaves, but the services hand out cached objects that are never mutated (help centre,
 * countries, the parts of the consolidated settings…), so an object is validated and stringified
 * the first time it is sent and its JSON reused after that. For object schemas this works per
 * property, and a handler can go one step further with `splice`: a cached object plus one fresh
 * property (consolidated settings plus the per-client status). The JSON around the fresh property
 * is then built once per cached object, and a request only pays for the fresh part and one join.
 *
 * Reused answers are kept as UTF-8 buffers, not strings: profiling the lobby reads showed the
 * per-request cost of a cached answer was then mostly measuring (Buffer.byteLength) and encoding
 * the same few kilobytes of text again for the socket, which a buffer does once.
 *
 * Validation stays on in production: profiling showed the zod checks of the fresh parts cost well
 * under a microsecond a request, while the reuse of serialized JSON is where the time went, so
 * there is nothing to gain from trading the check for a schema-compiled stringifier.
 */
import { failureEnvelope } from '@openlobby/contract';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (value: unknown) => string | undefined;

/**
 * `base` with `key` set to `fresh`, for a serializer that has seen `base` before. `base` must not
 * be mutated after it is first sent (the same rule as for any cached answer).
 */
export class Spliced<T> {
  declare private readonly shape: T;
  constructor(
    readonly base: object,
    readonly key: string,
    readonly fresh: unknown,
  ) {}
}

export function splice<T extends object, K extends keyof T & string>(
  base: Omit<T, K>,
  key: K,
  fresh: T[K],
): Spliced<T> {
  return new Spliced<T>(base, key, fresh);
}

const ENVELOPE_START = '{"success":true,"value":';

/**
 * Answers reused from request to request (a cached object's envelope, or a spliced one for a
 * reused fresh part). They never change, so their compressed twins can be kept too
 * (json-answer-compression.ts).
 */
const reused = new WeakSet<Buffer>();

export function isReusedEnvelope(bytes: Buffer): boolean {
  return reused.has(bytes);
}

export function createEnvelopeSerializer(
  value: z.ZodType,
  method: string,
  url: string,
): (data: unknown) => string | Buffer {
  const fail = (error: z.ZodError) => new ResponseSerializationError(method, url, { cause: error });
  const object = value instanceof z.ZodObject ? objectSerializer(value, fail) : null;
  const serializeValue = object?.serialize ?? leafSerializer(value, fail);
  const envelopes = new WeakMap<object, Buffer>();
  return (data) => {
    const answer = (data as { value?: unknown } | null)?.value;
    if (answer instanceof Spliced) {
      if (object === null) throw new Error(`${method} ${url} cannot splice a value that is not an object`);
      return object.splice(answer);
    }
    const cacheable = typeof answer === 'object' && answer !== null;
    const known = cacheable ? envelopes.get(answer) : undefined;
    if (known !== undefined) return known;
    const json = serializeValue(answer);
    if (json === undefined) throw new Error(`${method} ${url} answered without a value`);
    const envelope = `${ENVELOPE_START}${json}}`;
    if (!cacheable) return envelope;
    const bytes = Buffer.from(envelope);
    envelopes.set(answer, bytes);
    reused.add(bytes);
    return bytes;
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

/** The whole envelope but the spliced property: before it and after it. */
interface Frame {
  readonly key: string;
  readonly serializeFresh: Serialize;
  readonly head: Buffer;
  readonly tail: Buffer;
  /** Whole answers by the bytes of a reused fresh part. */
  readonly joined: WeakMap<Buffer, Buffer>;
}

/** Properties in schema order; unknown properties are dropped, as zod's default object does. */
function objectSerializer(schema: z.ZodObject, fail: (error: z.ZodError) => Error) {
  const properties = Object.entries(schema.shape).map(
    ([key, property]) =>
      [JSON.stringify(key), memoised(leafSerializer(property as z.ZodType, fail)), key] as const,
  );
  const whole = leafSerializer(schema, fail);

  /** `"name":json` of each property of `record` in schema order, with `skip` left out. */
  function members(record: Record<string, unknown>, skip: string | null, into: string[][]): void {
    let part = 0;
    for (const [name, serialize, key] of properties) {
      if (key === skip) {
        part = 1;
        continue;
      }
      const json = serialize(record[key]);
      if (json !== undefined) into[part]?.push(`${name}:${json}`);
    }
  }

  const frames = new WeakMap<object, Frame>();
  function frameOf(base: object, key: string): Frame {
    const known = frames.get(base);
    if (known?.key === key) return known;
    const spliced = properties.find((property) => property[2] === key);
    if (spliced === undefined) throw new Error(`cannot splice ${key}: not a property of the answer`);
    const parts: string[][] = [[], []];
    members(base as Record<string, unknown>, key, parts);
    const [before = [], after = []] = parts;
    const frame: Frame = {
      key,
      serializeFresh: spliced[1],
      joined: new WeakMap(),
      head: Buffer.from(`${ENVELOPE_START}{${before.map((member) => `${member},`).join('')}${spliced[0]}:`),
      tail: Buffer.from(`${after.map((member) => `,${member}`).join('')}}}`),
    };
    frames.set(base, frame);
    return frame;
  }

  function serialize(value: unknown): string | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return whole(value);
    const parts: string[][] = [[]];
    members(value as Record<string, unknown>, null, parts);
    return `{${parts[0]?.join(',')}}`;
  }

  // The fresh part's bytes, for fresh parts that are themselves reused objects (a client's status).
  const freshBytes = new WeakMap<object, Buffer>();
  const freshBytesReused = new WeakSet<Buffer>();
  function bytesOf(fresh: unknown, serializeFresh: Serialize): Buffer | undefined {
    const cacheable = typeof fresh === 'object' && fresh !== null;
    const known = cacheable ? freshBytes.get(fresh) : undefined;
    if (known !== undefined) return known;
    const json = serializeFresh(fresh);
    if (json === undefined) return undefined;
    const bytes = Buffer.from(json);
    if (cacheable) {
      freshBytes.set(fresh, bytes);
      freshBytesReused.add(bytes);
    }
    return bytes;
  }

  return {
    serialize,
    splice({ base, key, fresh }: Spliced<unknown>): string | Buffer {
      const frame = frameOf(base, key);
      const bytes = bytesOf(fresh, frame.serializeFresh);
      // An optional property left out: the JSON then has no member for it.
      if (bytes === undefined) return `${ENVELOPE_START}${serialize(base)}}`;
      // A reused fresh part (its bytes are cached) makes a reused answer: joined once.
      const known = frame.joined.get(bytes);
      if (known !== undefined) return known;
      const joined = Buffer.concat(
        [frame.head, bytes, frame.tail],
        frame.head.length + bytes.length + frame.tail.length,
      );
      if (freshBytesReused.has(bytes)) {
        frame.joined.set(bytes, joined);
        reused.add(joined);
      }
      return joined;
    },
  };
}
