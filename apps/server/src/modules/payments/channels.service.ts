/**
 * Creating deposit channels and keeping their receiving accounts (the console's Deposit channels
 * tab, settings.manage). A gateway or QR channel needs the server's payment gateway; a manual or
 * crypto channel is offered to members once it has a receiving account (cashier.repository.ts).
 */
import {
  ACCOUNT_DEPOSIT_KINDS,
  DEPOSIT_KIND_MODES,
  type DepositKind,
  type OpsChannelAccountsValue,
  decimalToMinor,
  type opsChannelAccountRequest,
  type opsChannelCreateRequest,
} from '@openlobby/contract';
import type { z } from 'zod';
import type { WalletConfig } from '../../config-wallet.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { AuditActor } from '../audit/repository.ts';
import { formatMinor } from '../wallet/money.ts';
import type { AccountFields, ChannelAdminRepository } from './channels.repository.ts';

export interface ChannelAdminDeps {
  readonly repository: ChannelAdminRepository;
  readonly gateway: WalletConfig['gateway'];
  /** The lobby's caches, dropped after a change. */
  readonly lobby: { contentChanged(): void };
  readonly now: () => Date;
}

export interface ChannelMerchant {
  readonly id: number;
  readonly currencyScale: number;
}

type CreateInput = z.output<typeof opsChannelCreateRequest>;
type AccountInput = z.output<typeof opsChannelAccountRequest>;

const takesAccounts = (kind: string) => (ACCOUNT_DEPOSIT_KINDS as readonly string[]).includes(kind);

/** A percentage with at most two decimals ("1.5") in basis points (150). */
export function feeBasisPoints(rate: string): number {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** An id from a channel's name: "Meezan Bank transfer" becomes MEEZAN_BANK_TRANSFER. */
export function channelIdFromName(name: string): string {
  const id = name
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^[^A-Z]+/, '')
    .replace(/_+$/, '')
    .slice(0, 56)
    .replace(/_+$/, '');
  return id.length >= 2 ? id : 'CHANNEL';
}

export function createChannelAdmin(deps: ChannelAdminDeps) {
  const at = () => deps.now().toISOString();

  function minorOf(value: string, scale: number, field: string): bigint {
    const minor = decimalToMinor(value.trim(), scale);
    if (minor === null) throw new ApiError('VALIDATION_FAILED', { field });
    return minor;
  }

  async function kindOf(merchant: ChannelMerchant, channelId: string): Promise<string> {
    const kind = await deps.repository.channelKind(merchant.id, channelId);
    if (kind === undefined) throw new ApiError('DEPOSIT_CHANNEL_NOT_FOUND');
    return kind;
  }

  function fieldsOf(kind: string, input: AccountInput): AccountFields {
    if (!takesAccounts(kind)) throw new ApiError('CHANNEL_TAKES_NO_ACCOUNTS');
    if (kind === 'crypto' && input.network === undefined)
      throw new ApiError('CHANNEL_ACCOUNT_NETWORK_REQUIRED', { field: 'network' });
    return {
      bankName: input.bankName,
      accountName: input.accountName,
      accountNumber: input.accountNumber,
      network: input.network ?? null,
    };
  }

  return {
    /** Creates the channel; answers its id. */
    async create(merchant: ChannelMerchant, input: CreateInput, by: AuditActor): Promise<string> {
      const scale = merchant.currencyScale;
      const min = minorOf(input.minAmount, scale, 'minAmount');
      const max = minorOf(input.maxAmount, scale, 'maxAmount');
      if (min <= 0n) throw new ApiError('VALIDATION_FAILED', { field: 'minAmount' });
      if (min > max) throw new ApiError('LIMIT_MIN_ABOVE_MAX', { field: 'minAmount' });
      const viaGateway = !takesAccounts(input.kind);
      if (viaGateway && deps.gateway.kind === 'none')
        throw new ApiError('PAYMENT_GATEWAY_NOT_CONFIGURED', { field: 'kind' });
      let channelId = input.channelId;
      if (channelId === undefined) {
        const taken = await deps.repository.channelIds(merchant.id);
        const base = channelIdFromName(input.name);
        channelId = base;
        for (let n = 2; taken.has(channelId); n += 1) channelId = `${base}_${n}`;
      }
      const channel = {
        channelId,
        kind: input.kind,
        mode: DEPOSIT_KIND_MODES[input.kind],
        name: input.name,
        logoUrl: input.logoUrl ?? null,
        gateway: viaGateway ? deps.gateway.kind : null,
        minMinor: min,
        maxMinor: max,
        feeBp: feeBasisPoints(input.feeRate),
        sortOrder: input.sortOrder,
        enabled: input.enabled,
      };
      const created = await deps.repository.createChannel(merchant.id, channel, by, at(), {
        channelId,
        kind: channel.kind,
        name: channel.name,
        logoUrl: channel.logoUrl,
        minAmount: formatMinor(min, scale),
        maxAmount: formatMinor(max, scale),
        feeRate: input.feeRate,
        sortOrder: channel.sortOrder,
        enabled: channel.enabled,
      });
      if (!created) throw new ApiError('DEPOSIT_CHANNEL_TAKEN', { field: 'channelId' });
      deps.lobby.contentChanged();
      return channelId;
    },

    async accounts(merchant: ChannelMerchant, channelId: string): Promise<OpsChannelAccountsValue> {
      const kind = await kindOf(merchant, channelId);
      return {
        channelId,
        kind: kind as DepositKind,
        accounts: await deps.repository.accounts(merchant.id, channelId),
      };
    },

    async addAccount(merchant: ChannelMerchant, channelId: string, input: AccountInput, by: AuditActor) {
      const fields = fieldsOf(await kindOf(merchant, channelId), input);
      await deps.repository.addAccount(merchant.id, channelId, fields, by, at());
      deps.lobby.contentChanged();
      return this.accounts(merchant, channelId);
    },

    /** Changes (input) or removes (null) one receiving account. */
    async setAccount(
      merchant: ChannelMerchant,
      channelId: string,
      accountId: string,
      input: AccountInput | null,
      by: AuditActor,
    ) {
      const kind = await kindOf(merchant, channelId);
      const fields = input === null ? null : fieldsOf(kind, input);
      const found = await deps.repository.setAccount(
        merchant.id,
        channelId,
        Number(accountId),
        fields,
        by,
        at(),
      );
      if (!found) throw new ApiError('CHANNEL_ACCOUNT_NOT_FOUND');
      deps.lobby.contentChanged();
      return this.accounts(merchant, channelId);
    },
  };
}
