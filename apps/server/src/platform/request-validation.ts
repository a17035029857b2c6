import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
  if (!acceptsAnyObjectAsEmpty(route.schema)) return validate;
  return (data) =>
    typeof data === 'object' && data !== null && !Array.isArray(data) ? { value: EMPTY } : validate(data);
};
