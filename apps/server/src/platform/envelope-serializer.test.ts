import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createEnvelopeSerializer, createFailureSerializer } from './envelope-serializer.ts';

describe('envelope serializer', () => {
  const title = z.string();
  const schema = z.object({ title });

  it('validates a value once and reuses its JSON for the same object', () => {
    const parse = vi.spyOn(title, 'safeParse');
    const serialize = createEnvelopeSerializer(schema, 'GET', '/x');
    const cached = { title: 'Help', internal: 'dropped by the schema' };
    expect(serialize({ success: true, value: cached })).toBe('{"success":true,"value":{"title":"Help"}}');
    expect(serialize({ success: true, value: cached })).toBe('{"success":true,"value":{"title":"Help"}}');
    expect(parse).toHaveBeenCalledTimes(1);
    serialize({ success: true, value: { title: 'Other' } });
    expect(parse).toHaveBeenCalledTimes(2);
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
    expect(serialize({ success: true, value: { cached, fresh: 1, extra: true } })).toBe(
      '{"success":true,"value":{"fresh":1,"cached":["a","b"]}}',
    );
    expect(serialize({ success: true, value: { cached, fresh: 2, optional: 'x' } })).toBe(
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
