/**
 * The operator's merchant settings in the console: the maintenance switch and whitelabel flags are
 * read fresh from the database and changed through the system module's audited writes; the lobby's
 * settings caches of this process are dropped after each change, so the next boot call shows it.
 * The merchant's time zone (where the reports' days begin) is checked against the zones the
 * runtime knows and stored by its canonical name; days already counted keep their old boundaries.
 * Withdrawal limits and region rules are the environment's until an operator saves the merchant's
 * own (editable.ts, rules.ts); the answer says which.
 */
import { type OpsSettingsValue, WHITELABEL_FLAGS, type WhitelabelFlag } from '@openlobby/contract';
import type { AppConfig } from '../../config.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { AuditActor } from '../audit/repository.ts';
import { whitelabelOf } from '../system/merchant-settings.ts';
import type { SystemRepository } from '../system/repository.ts';
import { checkTimeZone } from '../wallet/zoned-days.ts';
import type { SettingsRepository } from './repository.ts';
import type { MerchantRules } from './rules.ts';

export interface SettingsDeps {
  readonly repository: SystemRepository;
  readonly settings: SettingsRepository;
  /** The lobby's settings caches, dropped after a change. */
  readonly lobby: { contentChanged(): void };
  readonly config: Pick<AppConfig, 'wallet' | 'region'>;
  readonly rules: MerchantRules;
  readonly now: () => Date;
}

export type Settings = ReturnType<typeof createSettings>;

/**
 * The canonical IANA name of `zone` (e.g. asia/karachi → Asia/Karachi, US/Eastern → America/New_York),
 * or TIME_ZONE_INVALID. Fixed offsets such as +05:00, which newer runtimes accept, are no zone names.
 */
export function ianaZone(zone: string): string {
  const name = zone.trim();
  // checkTimeZone reads an empty name as UTC; here it is a mistake.
  const canonical = name === '' ? '' : checkTimeZone(name);
  if (!/^[A-Za-z]/.test(canonical)) throw new ApiError('TIME_ZONE_INVALID', { field: 'timeZone' });
  return canonical;
}

export function createSettings(deps: SettingsDeps) {
  const { repository, lobby } = deps;

  async function merchantOf(code: string) {
    const merchant = await repository.findMerchant(code);
    if (merchant === null) throw new ApiError('UNKNOWN_MERCHANT');
    return merchant;
  }

  return {
    /** `address`: the operator's own, as the server sees it (region rules must not block it). */
    async read(merchantCode: string, address: string): Promise<OpsSettingsValue> {
      const merchant = await merchantOf(merchantCode);
      const flags = whitelabelOf(await repository.whitelabelFlags(merchant.id));
      const rules = await deps.rules.read(merchant.id);
      return {
        merchantCode: merchant.code,
        maintenance: merchant.maintenance,
        timeZone: await deps.settings.timeZone(merchant.id),
        minimumAge: await deps.settings.minimumAge(merchant.id),
        whitelabel: WHITELABEL_FLAGS.map((flag) => ({ flag, on: flags[flag] })),
        limits: { ...rules.limits },
        limitsSaved: rules.limitsSaved,
        regionSaved: rules.regionSaved,
        yourAddress: address,
        region: {
          blockedCountries: [...rules.region.blockedCountries],
          allowCidrs: [...rules.region.allowCidrs],
          denyCidrs: [...rules.region.denyCidrs],
        },
      };
    },

    async setMaintenance(merchantCode: string, on: boolean, by: AuditActor): Promise<OpsSettingsValue> {
      const merchant = await merchantOf(merchantCode);
      await repository.setMaintenance(merchant.id, on, by, deps.now().toISOString());
      lobby.contentChanged();
      return this.read(merchantCode, by.address ?? '');
    },

    async setWhitelabelFlag(
      merchantCode: string,
      flag: WhitelabelFlag,
      on: boolean,
      by: AuditActor,
    ): Promise<OpsSettingsValue> {
      const merchant = await merchantOf(merchantCode);
      await repository.setWhitelabelFlag(merchant.id, flag, on, by, deps.now().toISOString());
      lobby.contentChanged();
      return this.read(merchantCode, by.address ?? '');
    },

    /** Registrations from now on are checked against the new age; members already registered stay. */
    async setMinimumAge(merchantCode: string, age: number, by: AuditActor): Promise<OpsSettingsValue> {
      const merchant = await merchantOf(merchantCode);
      await deps.settings.setMinimumAge(merchant.id, age, by, deps.now().toISOString());
      return this.read(merchantCode, by.address ?? '');
    },

    /** The reports count new writes in the new zone's days from now on; nothing already counted moves. */
    async setTimeZone(merchantCode: string, zone: string, by: AuditActor): Promise<OpsSettingsValue> {
      const merchant = await merchantOf(merchantCode);
      await deps.settings.setTimeZone(merchant.id, ianaZone(zone), by, deps.now().toISOString());
      return this.read(merchantCode, by.address ?? '');
    },
  };
}
