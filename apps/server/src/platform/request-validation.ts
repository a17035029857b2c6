import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCache } from './cache.ts';

const EMPTY: Readonly<Record<string, never>> = Object.freeze({});

/** `z.object({})` with zod's default of dropping unknown keys: any object comes out as `{}`. */
function acceptsAnyObjectAsEmpty(schema: unknown): boolean {
  return (
    schema instanceof z.ZodObject &&
    Object.keys(schema.shape).length === 0 &&
    schema.def.catchall === undefined
  );
}

/**
 * The contract's zod validation, with a shortcut for the many endpoints whose request is the empty
 * object (most lobby reads): their answer is `{}` for any object, so the query string need not be
 * parsed by zod on every call. Anything else (a non-object body) still goes to zod for its error.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (acceptsAnyObjectAsEmpty(route.schema)) {
    return (data) =>
      typeof data === 'object' && data !== null && !Array.isArray(data) ? { value: EMPTY } : validate(data);
  }
  return route.httpPart === 'querystring' ? rememberingValid(validate) : validate;
};

/** Distinct query strings a route remembers; past that the oldest is forgotten (a scan of pages, say). */
const REMEMBERED_QUERIES_MAX = 512;

type Validate = ReturnType<FastifySchemaCompiler<z.ZodType>>;

/**
 * Lobby reads repeat the same few query strings (a category's page, hot games in a language), and
 * zod's parse was a twentieth of a game-list read. A query that passed once passes again with the
 * same value, so the value is kept, frozen (handlers only read their input), per distinct query.
 * Refused queries are not kept: their error is built each time.
 */
function rememberingValid(validate: Validate): Validate {
  const valid = createCache<string, unknown>({ max: REMEMBERED_QUERIES_MAX });
  return (data) => {
    const key = JSON.stringify(data);
    const known = valid.peek(key);
    if (known !== undefined) return { value: known };
    const result = validate(data);
    if (typeof result === 'object' && 'value' in result && result.error === undefined) {
      const value: unknown = result.value;
      if (typeof value === 'object' && value !== null) {
        valid.remember(key, () => Object.freeze(value));
      }
    }
    return result;
  };
}
