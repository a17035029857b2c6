import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createEnvelopeSerializer, createFailureSerializer } from './envelope-serializer.ts';

describe('envelope serializer', () => {
  const schema = z.object({ title: z.string() });

  it('validates a value once and reuses its JSON for the same object', () => {
    const parse = vi.spyOn(schema, 'safeParse');
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
