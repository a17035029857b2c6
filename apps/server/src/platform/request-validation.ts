import type { FastifySchemaCompiler } from 'fastify';
import { parse as parseQueryString } from 'fast-querystring';
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

/** Distinct query strings remembered, parsed (by the router) and validated (per route). */
export const REMEMBERED_QUERIES_MAX = 512;

/** Longer query strings are parsed afresh each time: a lobby read's is well under this. */
export const REMEMBERED_QUERY_LENGTH_MAX = 512;

/** What the router hands the validator: the query string's parameters, frozen when shared. */
export type ParsedQuery = Readonly<Record<string, string | readonly string[]>>;

/** Fastify's own parse (fast-querystring, through find-my-way), the same for an empty query. */
function parseAfresh(query: string): ParsedQuery {
  return query.length === 0 ? {} : (parseQueryString(query) as ParsedQuery);
}

/**
 * The router's query-string parser (`routerOptions.querystringParser`), remembering the parameters
 * of the last few hundred distinct query strings. Lobby reads repeat a few (a category's page, hot
 * games in a language), so the same string gives the same frozen object, and each route's
 * validator below knows that object's checked value without parsing or checking it again: the
 * validation is remembered per raw query string. Bounded twice: by count (an attacker sending
 * unique query strings only pushes older ones out) and by length (a long one is never kept).
 */
export function createQueryStringParser(): (query: string) => ParsedQuery {
  const parsed = createCache<string, ParsedQuery>({ max: REMEMBERED_QUERIES_MAX });
  return (query) => {
    if (query.length > REMEMBERED_QUERY_LENGTH_MAX) return parseAfresh(query);
    return parsed.remember(query, () => deepFreeze(parseAfresh(query)));
  };
}

function deepFreeze(query: ParsedQuery): ParsedQuery {
  for (const value of Object.values(query)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(query);
}

type Validate = ReturnType<FastifySchemaCompiler<z.ZodType>>;

/**
 * Zod's parse was a twentieth of a game-list read. A query that passed once passes again with the
 * same value, so a route keeps the frozen value (handlers only read their input) of each shared,
 * frozen parameters object the parser above handed out, for as long as the parser keeps that
 * object (a WeakMap: a query string the parser forgets is forgotten here too). Anything else (a
 * long query string, a query a test hands over) is checked afresh; refused queries are never kept,
 * so their translated error is built each time.
 */
function rememberingValid(validate: Validate): Validate {
  const valid = new WeakMap<object, unknown>();
  return (data) => {
    const input: unknown = data;
    const shared = typeof input === 'object' && input !== null && Object.isFrozen(input) ? input : null;
    if (shared !== null) {
      const known = valid.get(shared);
      if (known !== undefined) return { value: known };
    }
    const result = validate(input);
    if (shared !== null && typeof result === 'object' && 'value' in result && result.error === undefined) {
      const value: unknown = result.value;
      if (typeof value === 'object' && value !== null) valid.set(shared, Object.freeze(value));
    }
    return result;
  };
}
