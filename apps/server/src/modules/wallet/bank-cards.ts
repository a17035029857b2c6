/**
 * Bank cards: bound in the member's payee name only (payouts go to the account holder), capped per
 * payout type by member type, stored masked for display with the full number sealed at rest.
 */
import { createHmac } from 'node:crypto';
import {
  type BankCard,
  type BankCardsValue,
  type PayoutType,
  type bindBankCardRequest,
  maskPayoutAccount,
  payoutAccountNumber,
} from '@openlobby/contract';
import type { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import type { BankCardRow } from './cashier.repository.ts';
import { type WalletCaller, type WalletDeps, cashierMemberOf } from './context.ts';

/** Names compare without case, spacing or accents that a bank form would not keep. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return norm(a) === norm(b);
}

export function bankCard(row: BankCardRow): BankCard {
  return {
    cardId: String(row.id),
    bankCode: row.bank_code,
    bankName: row.bank_name,
    payoutType: row.payout_type as PayoutType,
    maskedNumber: row.masked_number,
    accountName: row.account_name,
    branch: row.branch,
    createdAt: row.created_at,
  };
}

/** Card ids travel as strings; anything that is not a small positive integer names no card. */
export function cardIdOf(raw: string): number {
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new ApiError('BANK_CARD_NOT_FOUND');
  return id;
}

export function createBankCards(deps: WalletDeps) {
  const limitFor = (type: number) => deps.config.bankCardLimits.get(type) ?? 2;

  return {
    async list(caller: WalletCaller): Promise<BankCardsValue> {
      const member = await cashierMemberOf(deps, caller);
      const rows = await deps.cashier.cards(member.id);
      return { cards: rows.map(bankCard), maxPerType: limitFor(member.type), payeeName: member.payee_name };
    },

    async bind(caller: WalletCaller, input: z.output<typeof bindBankCardRequest>) {
      const member = await cashierMemberOf(deps, caller);
      if (member.payee_name === null) throw new ApiError('PAYEE_NAME_REQUIRED');
      if (!sameName(member.payee_name, input.accountName))
        throw new ApiError('PAYEE_NAME_MISMATCH', { field: 'accountName' });
      const bank = await deps.cashier.withdrawBank(caller.merchantId, input.bankCode);
      if (bank === undefined) throw new ApiError('BANK_NOT_FOUND', { field: 'bankCode' });
      const type = bank.payout_type as PayoutType;
      // E-wallets are keyed by the mobile number (JazzCash, Easypaisa); banks by the account or card number.
      const digits = payoutAccountNumber(type, input.cardNumber);
      if (digits === null) {
        const code = type === 'ewallet' ? 'EWALLET_NUMBER_INVALID' : 'BANK_CARD_NUMBER_INVALID';
        throw new ApiError(code, { field: 'cardNumber' });
      }
      const cards = await deps.cashier.cards(member.id);
      const digest = createHmac('sha256', deps.cardDigestKey).update(digits).digest('hex');
      if (cards.some((card) => card.number_digest === digest))
        throw new ApiError('BANK_CARD_EXISTS', { field: 'cardNumber' });
      const limit = limitFor(member.type);
      if (cards.filter((card) => card.payout_type === bank.payout_type).length >= limit) {
        throw new ApiError('BANK_CARD_LIMIT', { max: limit });
      }
      const { id } = await deps.cashier.insertCard({
        merchant_id: caller.merchantId,
        member_id: member.id,
        bank_code: bank.bank_code,
        bank_name: bank.bank_name,
        payout_type: bank.payout_type,
        masked_number: maskPayoutAccount(type, digits),
        number_sealed: deps.cardBox.seal(digits),
        number_digest: digest,
        account_name: member.payee_name,
        branch: input.branch ?? null,
        created_at: deps.now().toISOString(),
      });
      const row = await deps.cashier.card(member.id, id);
      if (row === undefined) throw new Error(`card ${id} vanished`);
      return { card: bankCard(row) };
    },

    async remove(caller: WalletCaller, cardId: string) {
      const member = await cashierMemberOf(deps, caller);
      // Another member's card is "not found": no hint that the id exists.
      if (!(await deps.cashier.deleteCard(member.id, cardIdOf(cardId), deps.now().toISOString()))) {
        throw new ApiError('BANK_CARD_NOT_FOUND');
      }
      return { deleted: true as const };
    },

    async banks(caller: WalletCaller) {
      await cashierMemberOf(deps, caller);
      const rows = await deps.cashier.withdrawBanks(caller.merchantId);
      return {
        banks: rows.map((row) => ({
          bankCode: row.bank_code,
          bankName: row.bank_name,
          payoutType: row.payout_type as PayoutType,
          logoUrl: row.logo_url,
        })),
      };
    },
  };
}
