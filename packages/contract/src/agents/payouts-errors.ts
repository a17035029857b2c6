/**
 * The errors of agents' payouts, apart from their schemas: the lobby's error catalogue (on every
 * page's first load) imports these, and must not bring zod with them.
 */
import type { ErrorDefinition } from '../lobby-errors.ts';

export const agentPayoutErrorCatalogue = {
  PAYOUTS_ON_HOLD: {
    status: 403,
    EN: 'Your payouts are on hold. Please contact customer service.',
    UR: 'آپ کی ادائیگیاں روک دی گئی ہیں۔ براہِ کرم کسٹمر سروس سے رابطہ کریں۔',
  },
} as const satisfies Record<string, ErrorDefinition>;

/** The back office's own (spread into the operator API's catalogue). */
export const opsPayoutErrorCatalogue = {
  PAYOUTS_HOLD_UNCHANGED: {
    status: 409,
    EN: "This agent's payouts are already in that state",
    UR: 'اس ایجنٹ کی ادائیگیاں پہلے ہی اسی حالت میں ہیں',
  },
} as const satisfies Record<string, ErrorDefinition>;
