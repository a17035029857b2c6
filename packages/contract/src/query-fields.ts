/**
 * Query-string fields every area reads the same way: a query carries text where a typed client
 * sends a number, and people type a language in either case.
 */
import { z } from 'zod';
import { Language } from './enums.ts';

/**
 * Text or a number, as a number; NaN when it is not one, so the service answers a bad page number
 * or size with its own clear error (PAGE_NO_INVALID, PAGE_SIZE_INVALID), not a generic validation
 * failure.
 */
export const queryNumber = z.union([z.number(), z.string().max(16)]).transform((raw) => Number(raw));

/** Text of at most `max` characters, upper-cased, then read by `schema`: codes typed in either case. */
export const queryUpperCase = <T extends z.ZodType<unknown, string>>(max: number, schema: T) =>
  z
    .string()
    .max(max)
    .transform((raw) => raw.toUpperCase())
    .pipe(schema);

/** Case-insensitive on the way in: "ur" and "UR" are the same language. */
export const queryLanguage = queryUpperCase(8, z.enum(Language));
