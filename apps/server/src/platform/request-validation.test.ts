import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler } from './request-validation.ts';

const pageQuery = z.object({ pageNo: z.coerce.number().int().min(1), gameType: z.string().optional() });

const compile = (httpPart: string) =>
  validatorCompiler({
    schema: pageQuery,
    method: 'GET',
    url: '/games',
    httpPart,
  });

describe('query validation', () => {
  it('gives a repeated query the same checked value, which nobody can change', () => {
    const validate = compile('querystring');
    const first = validate({ pageNo: '2', gameType: 'RNG' }) as { value: unknown };
    const again = validate({ pageNo: '2', gameType: 'RNG' }) as { value: unknown };
    expect(first.value).toEqual({ pageNo: 2, gameType: 'RNG' });
    expect(again.value).toBe(first.value);
    expect(Object.isFrozen(again.value)).toBe(true);
    expect((validate({ pageNo: '3', gameType: 'RNG' }) as { value: unknown }).value).toEqual({
      pageNo: 3,
      gameType: 'RNG',
    });
  });

  it('refuses a bad query every time it comes', () => {
    const validate = compile('querystring');
    for (let i = 0; i < 2; i += 1) {
      const result = validate({ pageNo: '0' }) as { error?: unknown; value?: unknown };
      expect(result.error).toBeDefined();
      expect(result.value).toBeUndefined();
    }
  });

  it('checks bodies afresh every time', () => {
    const validate = compile('body');
    const first = validate({ pageNo: 2 }) as { value: unknown };
    expect((validate({ pageNo: 2 }) as { value: unknown }).value).not.toBe(first.value);
    expect(Object.isFrozen(first.value)).toBe(false);
  });
});
