import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createEnvelopeSerializer, createFailureSerializer, splice } from './envelope-serializer.ts';

const text = (payload: string | Buffer) => payload.toString();

describe('envelope serializer', () => {
  const title = z.string();
  const schema = z.object({ title });

  it('validates a value once and reuses its JSON for the same object', () => {
    const parse = vi.spyOn(title, 'safeParse');
    const serialize = createEnvelopeSerializer(schema, 'GET', '/x');
    const cached = { title: 'Help', internal: 'dropped by the schema' };
    const first = serialize({ success: true, value: cached });
    expect(text(first)).toBe('{"success":true,"value":{"title":"Help"}}');
    expect(serialize({ success: true, value: cached })).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    serialize({ success: true, value: { title: 'Other' } });
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('keeps text outside ASCII intact in reused answers', () => {
    const serialize = createEnvelopeSerializer(schema, 'GET', '/x');
    const cached = { title: 'خوش آمدید ¥' };
    expect(JSON.parse(text(serialize({ success: true, value: cached })))).toEqual({
      success: true,
      value: cached,
    });
  });

  it('refuses values that break the schema', () => {
    const serialize = createEnvelopeSerializer(schema, 'GET', '/x');
    expect(() => serialize({ success: true, value: { title: 42 } })).toThrow();
    expect(() =>
      createFailureSerializer('GET', '/x')({ success: false, code: 'NOPE', message: '', data: {} }),
    ).toThrow();
  });
});

describe('envelope serializer for object values', () => {
  const part = z.array(z.string());
  const schema = z.object({ fresh: z.number(), cached: part, optional: z.string().optional() });

  it('validates only the parts it has not seen and keeps schema order', () => {
    const parsePart = vi.spyOn(part, 'safeParse');
    const serialize = createEnvelopeSerializer(schema, 'GET', '/x');
    const cached = ['a', 'b'];
    expect(text(serialize({ success: true, value: { cached, fresh: 1, extra: true } }))).toBe(
      '{"success":true,"value":{"fresh":1,"cached":["a","b"]}}',
    );
    expect(text(serialize({ success: true, value: { cached, fresh: 2, optional: 'x' } }))).toBe(
      '{"success":true,"value":{"fresh":2,"cached":["a","b"],"optional":"x"}}',
    );
    expect(parsePart).toHaveBeenCalledTimes(1);
  });

  it('still refuses a fresh part that breaks the schema, and a missing value', () => {
    const serialize = createEnvelopeSerializer(schema, 'GET', '/x');
    expect(() => serialize({ success: true, value: { cached: [], fresh: 'one' } })).toThrow();
    expect(() => serialize({ success: true, value: { fresh: 1 } })).toThrow();
    expect(() => serialize({ success: true })).toThrow();
  });
});

describe('spliced answers', () => {
  const status = z.object({ ip: z.string() });
  const names = z.array(z.string());
  const schema = z.object({ first: z.string(), status, names, last: z.boolean().optional() });
  type Value = z.infer<typeof schema>;

  it('writes the same JSON as the whole object would, in schema order', () => {
    const serialize = createEnvelopeSerializer(schema, 'GET', '/x');
    const base = { names: ['a'], first: 'A', last: true, ignored: 1 };
    const whole = text(serialize({ success: true, value: { ...base, status: { ip: '1.2.3.4' } } }));
    const spliced = text(
      serialize({ success: true, value: splice<Value, 'status'>(base, 'status', { ip: '1.2.3.4' }) }),
    );
    expect(spliced).toBe(whole);
    expect(spliced).toBe(
      '{"success":true,"value":{"first":"A","status":{"ip":"1.2.3.4"},"names":["a"],"last":true}}',
    );
  });

  it('validates the cached part once and the fresh part every time it is new', () => {
    const parseNames = vi.spyOn(names, 'safeParse');
    const parseStatus = vi.spyOn(status, 'safeParse');
    const serialize = createEnvelopeSerializer(schema, 'GET', '/x');
    const base = { first: 'A', names: ['a', 'b'] };
    const seen = { ip: '10.0.0.1' };
    for (const fresh of [seen, { ip: '10.0.0.2' }, seen]) {
      const json = JSON.parse(
        text(serialize({ success: true, value: splice<Value, 'status'>(base, 'status', fresh) })),
      ) as { value: Value };
      expect(json.value.status).toEqual(fresh);
    }
    expect(parseNames).toHaveBeenCalledTimes(1);
    expect(parseStatus).toHaveBeenCalledTimes(2);
  });

  it('refuses a cached or fresh part that breaks the schema', () => {
    const serialize = createEnvelopeSerializer(schema, 'GET', '/x');
    const bad = { first: 'A', names: [1] } as unknown as Omit<Value, 'status'>;
    expect(() =>
      serialize({ success: true, value: splice<Value, 'status'>(bad, 'status', { ip: 'x' }) }),
    ).toThrow();
    const good = { first: 'A', names: [] };
    const badStatus = { ip: 7 } as unknown as Value['status'];
    expect(() =>
      serialize({ success: true, value: splice<Value, 'status'>(good, 'status', badStatus) }),
    ).toThrow();
  });
});
