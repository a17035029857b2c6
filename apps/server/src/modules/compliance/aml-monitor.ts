/**
 * The AML monitor: every minute, on one instance at a time (db/leased-runner.ts, lease
 * `aml-monitor`), each merchant's new activity since its cursor is checked against its rules, and an
 * alert is opened for each rule that fires (one open alert per rule and subject: a member, an
 * address or a device).
 *
 * It reads, never blocks: no deposit, bet or withdrawal waits for it, so the hot paths pay nothing,
 * and an alert appears within a minute, before an officer decides a withdrawal in the queue. The
 * cursor moves only after the window was checked, so a crash re-checks it (the open slot keeps that
 * from doubling alerts). The first run of a merchant looks back one day. Each rule's figures are
 * read for the whole window at once (aml.repository.ts), so a busy merchant's pass costs the same
 * few statements as a quiet one's.
 */
import type { AmlFacts, AmlRule } from '@openlobby/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Db } from '../../db/database.ts';
import { type ScheduledWorkDeps, createLeasedRunner, leasesIn } from '../../db/leased-runner.ts';
import type { CountryLookup } from '../../platform/region.ts';
import { formatMinor, toBigInt } from '../wallet/money.ts';
import type { WalletService } from '../wallet/service.ts';
import type { AmlRepository, SeenMember, Window } from './aml.repository.ts';
import {
  type StoredAmlRules,
  defaultAmlRules,
  littlePlay,
  manyAccounts,
  reachesThreshold,
  riskyCountries,
} from './aml-rules.ts';

const LEASE = 'aml-monitor';
const DAY_MS = 86_400_000;
/** Members listed in a shared address or device alert. */
const LISTED_MEMBERS = 50;

export interface AmlMonitorDeps extends ScheduledWorkDeps {
  readonly db: Db;
  readonly repository: AmlRepository;
  readonly wallet: Pick<WalletService, 'currencyOf'>;
  readonly lookupCountry: CountryLookup;
}

export interface AmlScanReport {
  readonly leased: boolean;
  /** "<rule>:<subject>" of every alert opened now. */
  readonly opened: readonly string[];
}

export type AmlMonitor = ReturnType<typeof createAmlMonitor>;

/** The merchant's rules as stored, or the defaults before an operator saved any. */
export const rulesOf = (row: { readonly rules: string } | undefined, scale: number): StoredAmlRules =>
  row === undefined ? defaultAmlRules(scale) : (JSON.parse(row.rules) as StoredAmlRules);

const mobileCountry = (mobile: string | null) =>
  mobile === null ? null : (parsePhoneNumberFromString(mobile)?.country ?? null);

export function createAmlMonitor(deps: AmlMonitorDeps) {
  const repo = deps.repository;
  const runner = createLeasedRunner({
    lease: LEASE,
    leases: leasesIn(deps.db),
    deps,
    leaseMs: 120_000,
    intervalMs: 60_000,
    pass: async (at) => ({ opened: await scanAll(at.getTime()) }),
    idle: { opened: [] },
  });

  async function scanMerchant(merchantId: number, nowMs: number): Promise<string[]> {
    const currency = await deps.wallet.currencyOf(merchantId);
    const money = (minor: bigint | string | number) => formatMinor(toBigInt(minor), currency.scale);
    const setting = await repo.setting(merchantId);
    const rules = rulesOf(setting, currency.scale);
    const to = new Date(nowMs).toISOString();
    const from = setting?.scanned_to ?? new Date(nowMs - DAY_MS).toISOString();
    if (from >= to) return [];
    const w: Window = { from, to };
    const since = (days: number) => new Date(nowMs - days * DAY_MS).toISOString();
    const opened: string[] = [];
    const open = async (rule: AmlRule, subject: string, memberId: number | null, facts: AmlFacts) => {
      const made = await repo.open({
        merchantId,
        rule,
        memberId,
        subject,
        facts: JSON.stringify(facts),
        currency: currency.code,
        at: to,
        summary: '',
      });
      if (made) opened.push(`${rule}:${subject}`);
    };

    if (rules.cddDeposits.enabled) {
      const { days } = rules.cddDeposits;
      const depositors = await repo.depositors(merchantId, w);
      const totals = await repo.depositTotals(depositors, since(days));
      for (const memberId of depositors) {
        const total = totals.get(memberId) ?? 0n;
        if (reachesThreshold(total, BigInt(rules.cddDeposits.amountMinor)))
          await open('CDD_DEPOSITS', `member:${memberId}`, memberId, { total: money(total), days });
      }
    }
    const withdrawals = await repo.withdrawals(merchantId, w);
    if (rules.cddWithdrawals.enabled) {
      const { days } = rules.cddWithdrawals;
      const withdrawing = [...new Set(withdrawals.map((row) => row.member_id))];
      const totals = await repo.withdrawalTotals(withdrawing, since(days));
      for (const memberId of withdrawing) {
        const total = totals.get(memberId) ?? 0n;
        if (reachesThreshold(total, BigInt(rules.cddWithdrawals.amountMinor)))
          await open('CDD_WITHDRAWALS', `member:${memberId}`, memberId, { total: money(total), days });
      }
    }
    if (rules.lowPlay.enabled) {
      const rule = {
        minDepositMinor: BigInt(rules.lowPlay.minDepositMinor),
        maxPlayPercent: rules.lowPlay.maxPlayPercent,
      };
      const plays = await repo.playBeforeWithdrawals(withdrawals.map((row) => row.id));
      for (const withdrawal of withdrawals) {
        const play = plays.get(withdrawal.id);
        if (play === undefined) continue;
        if (littlePlay(play.depositMinor, play.played, rule))
          await open('LOW_PLAY', `member:${withdrawal.member_id}`, withdrawal.member_id, {
            deposit: money(play.depositMinor),
            played: money(play.played),
            withdrawal: money(withdrawal.amount_minor),
          });
      }
    }
    const shared = async (
      rule: 'SHARED_ADDRESS' | 'SHARED_DEVICE',
      setting: { readonly enabled: boolean; readonly accounts: number; readonly days: number },
      keys: () => Promise<string[]>,
      members: (keys: string[], since: string) => Promise<Map<string, SeenMember[]>>,
    ) => {
      if (!setting.enabled) return;
      const found = await keys();
      const seenOn = await members(found, since(setting.days));
      for (const key of found) {
        const seen = seenOn.get(key) ?? [];
        if (!manyAccounts(seen.length, setting.accounts)) continue;
        await open(rule, `${rule === 'SHARED_ADDRESS' ? 'address' : 'device'}:${key}`, seen[0]?.id ?? null, {
          shared: key,
          days: setting.days,
          members: seen.slice(0, LISTED_MEMBERS).map((m) => ({ memberId: m.id, username: m.username })),
        });
      }
    };
    await shared(
      'SHARED_ADDRESS',
      rules.sharedAddress,
      () => repo.signInAddresses(merchantId, w),
      (ips, s) => repo.membersOnAddresses(merchantId, ips, s),
    );
    await shared(
      'SHARED_DEVICE',
      rules.sharedDevice,
      () => repo.depositDevices(merchantId, w),
      (hashes, s) => repo.membersOnDevices(merchantId, hashes, s),
    );
    if (rules.highRiskCountry.enabled && rules.highRiskCountry.countries.length > 0) {
      for (const member of await repo.newMembers(merchantId, w)) {
        const found = [
          member.created_ip === null ? null : deps.lookupCountry(member.created_ip),
          mobileCountry(member.mobile),
        ];
        const countries = riskyCountries(found, rules.highRiskCountry.countries);
        if (countries.length > 0)
          await open('HIGH_RISK_COUNTRY', `member:${member.id}`, member.id, { countries });
      }
    }
    await repo.advance(merchantId, JSON.stringify(rules), setting?.scanned_to ?? null, to);
    return opened;
  }

  async function scanAll(nowMs: number): Promise<string[]> {
    const opened: string[] = [];
    for (const { id } of await repo.merchants()) opened.push(...(await scanMerchant(id, nowMs)));
    return opened;
  }

  return {
    instanceId: runner.holder,
    /** One pass under the lease, at `at` (now by default). */
    tick: (at?: Date): Promise<AmlScanReport> => runner.tick(at),
    /** Scans every `intervalMs` (a minute by default) until stop(). */
    start: runner.start,
    stop: runner.stop,
  };
}
