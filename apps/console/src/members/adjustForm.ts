/**
 * The balance adjustment form: a direction, an amount the operator types without a sign, and a
 * reason. What is sent is the contract's request (a signed decimal string, never a number) with one
 * request id per form, so sending again after a lost answer moves the money once.
 */
import { opsAdjustRequest } from '@openlobby/contract';
import { z } from 'zod';
import { type FieldMessages, contractRules } from './formRules.ts';

export type Direction = 'credit' | 'debit';

export interface AdjustValues extends Record<string, unknown> {
  direction: Direction;
  amount: string;
  reason: string;
}

export const EMPTY_ADJUST: AdjustValues = { direction: 'credit', amount: '', reason: '' };

/** A positive decimal: digits, at most one point, not all zeros (the server checks the currency's scale). */
const POSITIVE_DECIMAL = /^(?=.*[1-9])\d{1,18}(\.\d{1,8})?$/;

const adjustFormSchema = z.object({
  direction: z.enum(['credit', 'debit']),
  amount: z.string().trim().regex(POSITIVE_DECIMAL),
  reason: opsAdjustRequest.shape.reason.refine((value) => value.trim() !== ''),
});

const MESSAGES: FieldMessages<AdjustValues> = {
  amount: 'member.adjust.amountInvalid',
  reason: 'member.reasonRequired',
};

export const adjustRules = contractRules<AdjustValues>(adjustFormSchema, MESSAGES);

export type AdjustBody = z.output<typeof opsAdjustRequest>;

/** The request for checked values, itself checked against the contract's schema. */
export function adjustBody(values: AdjustValues, requestId: string): AdjustBody {
  const sign = values.direction === 'debit' ? '-' : '+';
  return opsAdjustRequest.parse({
    amount: `${sign}${values.amount.trim()}`,
    reason: values.reason.trim(),
    requestId,
  });
}

/**
 * An idempotency key the contract accepts ([A-Za-z0-9_-], 8 to 64). getRandomValues, unlike
 * randomUUID, works on a page not served over TLS too.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `console-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
