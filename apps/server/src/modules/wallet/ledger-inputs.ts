/** What the ledger is asked (transfers, hold resolutions) and what it answers (results, balances). */
import type { TxCode } from '@openlobby/contract';
import type { AccountSpec } from './accounts.ts';
import type { TransferRow } from './ledger.repository.ts';

export interface TransferInput {
  /** Idempotency key: the same id always means the same transfer. */
  readonly id: string;
  readonly merchantId: number;
  readonly currency: string;
  readonly debit: AccountSpec;
  readonly credit: AccountSpec;
  /** Minor units, > 0. */
  readonly amount: bigint;
  readonly code: TxCode;
  readonly reference?: string | null;
  readonly remark?: string | null;
}

export interface ResolveInput {
  readonly id: string;
  readonly merchantId: number;
  readonly pendingId: string;
  readonly action: 'post' | 'void';
  readonly code: TxCode;
  readonly remark?: string | null;
}

export interface TransferResult {
  readonly transfer: TransferRow;
  /** True when this id had been applied before and nothing moved now. */
  readonly replayed: boolean;
}

export interface Balance {
  readonly accountId: number | null;
  readonly posted: bigint;
  readonly pendingDebits: bigint;
  /** posted - pendingDebits: what may be spent now. */
  readonly available: bigint;
}

export class LedgerError extends Error {
  override readonly name = 'LedgerError';
}
