import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors.ts';

/** Every success answer: HTTP 200 `{ success: true, value }`. */
export function successEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

/** Every failure answer: 4xx/5xx `{ success: false, code, message, data }`. */
export const failureEnvelope = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;
