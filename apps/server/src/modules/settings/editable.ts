/**
 * The merchant rules an operator edits in the console: limits and region rules (stored over the
 * environment's values, settings/rules.ts), registration fields and deposit channels. Each change
 * is checked as a whole before anything is written, audited with before and after, and the
 * caches that serve it are dropped (this process at once, others within RULES_CACHE_MS).
 */
import type {
  OpsDepositChannelsValue,
  OpsRegistrationValue,
  opsDepositChannelRequest,
  opsLimitsRequest,
  opsRegionRequest,
  opsRegistrationRequest,
} from '@openlobby/contract';
import { REGISTER_FIELD_NAMES, decimalToMinor } from '@openlobby/contract';
import ipaddr from 'ipaddr.js';
import type { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import { type CountryLookup, type RegionRules, createRegionPolicy } from '../../platform/region.ts';
import { DEFAULT_REGISTER_RULES } from '../accounts/rules.ts';
import type { AuditActor } from '../audit/repository.ts';
import { formatMinor } from '../wallet/money.ts';
import type { ChannelRow, EditableRepository, FieldSwitch } from './editable.repository.ts';
import type { MerchantRules } from './rules.ts';

export interface EditableDeps {
  readonly rules: MerchantRules;
  readonly repository: EditableRepository;
  /** The lobby's caches (merchant access with its region policy), dropped after a change. */
  readonly lobby: { contentChanged(): void };
  readonly lookupCountry: CountryLookup;
  readonly now: () => Date;
}

export interface EditableMerchant {
  readonly id: number;
  readonly currencyCode: string;
  readonly currencyScale: number;
}

/** Region codes that name no country (Intl answers them with a name all the same). */
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO', 'XA', 'XB']);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** An ISO 3166-1 alpha-2 code the runtime knows as a country. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  try {
    return regionNames.of(code) !== code;
  } catch {
    return false;
  }
}

/** A CIDR range as the network it matches (10.1.2.3/8 becomes 10.0.0.0/8), or REGION_RULE_INVALID. */
function rangeOf(text: string, field: string): string {
  try {
    const [address, bits] = ipaddr.parseCIDR(text);
    const network =
      address.kind() === 'ipv4'
        ? ipaddr.IPv4.networkAddressFromCIDR(text)
        : ipaddr.IPv6.networkAddressFromCIDR(text);
    return `${network.toString()}/${bits}`;
  } catch {
    throw new ApiError('REGION_RULE_INVALID', { field, value: text });
  }
}

export function createEditable(deps: EditableDeps) {
  const at = () => deps.now().toISOString();

  /** A decimal amount in the currency's minor units, or VALIDATION_FAILED naming the field. */
  function minorOf(value: string, scale: number, field: string): bigint {
    const minor = decimalToMinor(value.trim(), scale);
    if (minor === null) throw new ApiError('VALIDATION_FAILED', { field });
    return minor;
  }

  return {
    async setLimits(
      merchant: EditableMerchant,
      input: z.output<typeof opsLimitsRequest>,
      by: AuditActor,
    ): Promise<void> {
      const scale = merchant.currencyScale;
      const min = minorOf(input.withdrawMin, scale, 'withdrawMin');
      const max = minorOf(input.withdrawMax, scale, 'withdrawMax');
      const adjust = minorOf(input.adjustApprovalAbove, scale, 'adjustApprovalAbove');
      const second = minorOf(input.withdrawApprovalAbove, scale, 'withdrawApprovalAbove');
      if (min <= 0n) throw new ApiError('VALIDATION_FAILED', { field: 'withdrawMin' });
      if (min > max) throw new ApiError('LIMIT_MIN_ABOVE_MAX', { field: 'withdrawMin' });
      await deps.rules.saveLimits(
        merchant.id,
        {
          withdrawMin: formatMinor(min, scale),
          withdrawMax: formatMinor(max, scale),
          withdrawDailyCount: input.withdrawDailyCount,
          withdrawProcessingMinutes: input.withdrawProcessingMinutes,
          adjustApprovalAbove: formatMinor(adjust, scale),
          withdrawApprovalAbove: formatMinor(second, scale),
        },
        by,
        at(),
      );
    },

    /** Refuses rules that would shut out the operator's own address (`by.address`). */
    async setRegion(
      merchant: EditableMerchant,
      input: z.output<typeof opsRegionRequest>,
      by: AuditActor,
    ): Promise<void> {
      const countries = [...new Set(input.blockedCountries.map((code) => code.toUpperCase()))];
      const unknown = countries.find((code) => !isCountryCode(code));
      if (unknown !== undefined) {
        throw new ApiError('REGION_RULE_INVALID', { field: 'blockedCountries', value: unknown });
      }
      const ranges = (list: readonly string[], field: string) => [
        ...new Set(list.map((text) => rangeOf(text, field))),
      ];
      const rules: RegionRules = {
        blockedCountries: countries,
        allowCidrs: ranges(input.allowCidrs, 'allowCidrs'),
        denyCidrs: ranges(input.denyCidrs, 'denyCidrs'),
      };
      const address = by.address ?? null;
      if (address !== null && createRegionPolicy(rules, deps.lookupCountry).check(address).restricted) {
        throw new ApiError('REGION_BLOCKS_OPERATOR', { address });
      }
      await deps.rules.saveRegion(merchant.id, rules, by, at());
      deps.lobby.contentChanged();
    },

    async registration(merchant: EditableMerchant): Promise<OpsRegistrationValue> {
      const stored = await deps.repository.fields(merchant.id);
      const fields: FieldSwitch[] =
        stored.length > 0
          ? stored
          : DEFAULT_REGISTER_RULES.map(({ name, enabled, required }) => ({ name, enabled, required }));
      const order = (name: string) =>
        REGISTER_FIELD_NAMES.indexOf(name as (typeof REGISTER_FIELD_NAMES)[number]);
      return { fields: [...fields].sort((a, b) => order(a.name) - order(b.name)) };
    },

    async setRegistration(
      merchant: EditableMerchant,
      input: z.output<typeof opsRegistrationRequest>,
      by: AuditActor,
    ): Promise<OpsRegistrationValue> {
      await deps.repository.setFields(
        merchant.id,
        input.fields,
        (after) => {
          const on = (name: string) => after.some((field) => field.name === name && field.enabled);
          if (!on('password') || !(on('username') || on('mobileNum'))) {
            throw new ApiError('REGISTER_RULES_IMPOSSIBLE');
          }
        },
        by,
        at(),
      );
      deps.lobby.contentChanged();
      return this.registration(merchant);
    },

    async channels(merchant: EditableMerchant): Promise<OpsDepositChannelsValue> {
      const rows = await deps.repository.channels(merchant.id);
      const counts = await deps.repository.accountCounts(merchant.id);
      return {
        currency: merchant.currencyCode,
        channels: rows.map((row) => ({
          ...channelValue(row, merchant),
          accountCount: counts.get(row.channelId) ?? 0,
        })),
      };
    },

    async setChannel(
      merchant: EditableMerchant,
      channelId: string,
      input: z.output<typeof opsDepositChannelRequest>,
      by: AuditActor,
    ): Promise<OpsDepositChannelsValue> {
      const scale = merchant.currencyScale;
      const min = minorOf(input.minAmount, scale, 'minAmount');
      const max = minorOf(input.maxAmount, scale, 'maxAmount');
      if (min <= 0n) throw new ApiError('VALIDATION_FAILED', { field: 'minAmount' });
      if (min > max) throw new ApiError('LIMIT_MIN_ABOVE_MAX', { field: 'minAmount' });
      const found = await deps.repository.setChannel(
        merchant.id,
        channelId,
        { enabled: input.enabled, minMinor: min, maxMinor: max, sortOrder: input.sortOrder },
        by,
        at(),
        (row) => channelValue(row, merchant),
      );
      if (!found) throw new ApiError('DEPOSIT_CHANNEL_NOT_FOUND');
      deps.lobby.contentChanged();
      return this.channels(merchant);
    },
  };
}

function channelValue(row: ChannelRow, merchant: EditableMerchant) {
  return {
    channelId: row.channelId,
    name: row.name,
    kind: row.kind,
    mode: row.mode,
    minAmount: formatMinor(row.minMinor, merchant.currencyScale),
    maxAmount: formatMinor(row.maxMinor, merchant.currencyScale),
    enabled: row.enabled,
    sortOrder: row.sortOrder,
  };
}
