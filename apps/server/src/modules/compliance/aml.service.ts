/**
 * The compliance officer's side of AML: the rules' thresholds, the alerts (filtered, paged), one
 * alert with its case log, notes, status changes (to review, back to open, closed with an outcome),
 * and an export of the case for a suspicious-activity report. Changes are audited in the same
 * transaction as the change (target `aml-alert:<id>`, or the merchant's rules).
 */
import {
  AML_EXPORT_ROWS,
  type AmlAlert,
  type AmlAlertView,
  type AmlAlertsRequest,
  type AmlAlertsValue,
  type AmlCaseEntry,
  type AmlFacts,
  type AmlSettings,
  type AmlSettingsValue,
  type AmlStatusRequest,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';
import { formatMinor, toBigInt } from '../wallet/money.ts';
import type { WalletService } from '../wallet/service.ts';
import type { AlertRow, AmlRepository, CaseEntryRow } from './aml.repository.ts';
import { rulesOf } from './aml-monitor.ts';
import { shownRules, storedRules } from './aml-rules.ts';

/** How far back an export's transactions go from the alert. */
const EXPORT_DAYS = 365;

export interface AmlServiceDeps {
  readonly repository: AmlRepository;
  readonly wallet: Pick<WalletService, 'currencyOf'>;
  readonly now: () => Date;
}

const alertOf = (row: AlertRow): AmlAlert => ({
  alertId: row.id,
  rule: row.rule as AmlAlert['rule'],
  status: row.status as AmlAlert['status'],
  outcome: row.outcome as AmlAlert['outcome'],
  member: row.member_id === null ? null : { memberId: row.member_id, username: row.username ?? '' },
  facts: JSON.parse(row.facts) as AmlFacts,
  currency: row.currency,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const entryOf = (row: CaseEntryRow): AmlCaseEntry => ({
  id: row.id,
  kind: row.kind as AmlCaseEntry['kind'],
  body: row.body,
  status: row.status as AmlCaseEntry['status'],
  outcome: row.outcome as AmlCaseEntry['outcome'],
  actor: row.actor,
  at: row.at,
});

export type AmlService = ReturnType<typeof createAmlService>;

export function createAmlService(deps: AmlServiceDeps) {
  const repo = deps.repository;

  const found = async (merchantId: number, alertId: number) => {
    const row = await repo.byId(merchantId, alertId);
    if (row === undefined) throw new ApiError('AML_ALERT_NOT_FOUND');
    return row;
  };

  return {
    async settings(merchantId: number): Promise<AmlSettingsValue> {
      const [row, currency] = await Promise.all([
        repo.setting(merchantId),
        deps.wallet.currencyOf(merchantId),
      ]);
      return {
        ...shownRules(rulesOf(row, currency.scale), currency.scale),
        currency: currency.code,
        updatedAt: row?.updated_at ?? null,
        updatedBy: row?.updated_by ?? null,
      };
    },

    async saveSettings(by: AuditActor, merchantId: number, input: AmlSettings): Promise<AmlSettingsValue> {
      const currency = await deps.wallet.currencyOf(merchantId);
      const before = await this.settings(merchantId);
      const rules = storedRules(input, currency.scale);
      const at = deps.now().toISOString();
      await repo.inTransaction(async (tx) => {
        await repo.saveRules(tx, merchantId, JSON.stringify(rules), by.name, at);
        const { currency: _c, updatedAt: _u, updatedBy: _b, ...shownBefore } = before;
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'aml.settings',
            merchantId,
            target: 'aml:rules',
            before: shownBefore,
            after: shownRules(rules, currency.scale),
          }),
        );
      });
      return this.settings(merchantId);
    },

    async alerts(merchantId: number, input: AmlAlertsRequest): Promise<AmlAlertsValue> {
      const { pageNum, pageSize } = input;
      const { rows, total, open } = await repo.list(merchantId, {
        ...(input.status === undefined ? {} : { status: input.status }),
        ...(input.rule === undefined ? {} : { rule: input.rule }),
        ...(input.memberId === undefined ? {} : { memberId: input.memberId }),
        offset: (pageNum - 1) * pageSize,
        limit: pageSize,
      });
      return { content: rows.map(alertOf), pageNum, totalPages: Math.ceil(total / pageSize), total, open };
    },

    async alert(merchantId: number, alertId: number): Promise<AmlAlertView> {
      const row = await found(merchantId, alertId);
      return { ...alertOf(row), log: (await repo.log(alertId)).map(entryOf) };
    },

    async note(by: AuditActor, merchantId: number, alertId: number, body: string): Promise<AmlAlertView> {
      const row = await found(merchantId, alertId);
      if (row.status === 'CLOSED') throw new ApiError('AML_ALERT_CLOSED');
      const at = deps.now().toISOString();
      await repo.inTransaction(async (tx) => {
        await repo.addEntry(tx, {
          alert_id: alertId,
          kind: 'NOTE',
          body,
          status: null,
          outcome: null,
          actor: by.name,
          at,
        });
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'aml.note',
            merchantId,
            target: `aml-alert:${alertId}`,
            before: null,
            after: { body },
          }),
        );
      });
      return this.alert(merchantId, alertId);
    },

    async setStatus(
      by: AuditActor,
      merchantId: number,
      alertId: number,
      input: AmlStatusRequest,
    ): Promise<AmlAlertView> {
      const row = await found(merchantId, alertId);
      if (row.status === 'CLOSED') throw new ApiError('AML_ALERT_CLOSED');
      if (row.status === input.status) throw new ApiError('AML_STATUS_UNCHANGED');
      const outcome = input.outcome ?? null;
      const at = deps.now().toISOString();
      await repo.inTransaction(async (tx) => {
        // Conditional on the status read: of two officers deciding at once, one wins.
        if (!(await repo.move(tx, alertId, row.status, input.status, outcome, at)))
          throw new ApiError('AML_STATUS_UNCHANGED');
        await repo.addEntry(tx, {
          alert_id: alertId,
          kind: 'STATUS',
          body: input.reason,
          status: input.status,
          outcome,
          actor: by.name,
          at,
        });
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'aml.status',
            merchantId,
            target: `aml-alert:${alertId}`,
            before: { status: row.status },
            after: { status: input.status, outcome, reason: input.reason },
          }),
        );
      });
      return this.alert(merchantId, alertId);
    },

    /**
     * The case as one document for a suspicious-activity report: the alert and its log, who the
     * member is, and their deposits and withdrawals over the year before the alert.
     */
    async export(merchantId: number, alertId: number) {
      const view = await this.alert(merchantId, alertId);
      const currency = await deps.wallet.currencyOf(merchantId);
      const money = (minor: string | number | bigint) => formatMinor(toBigInt(minor), currency.scale);
      const memberId = view.member?.memberId;
      const since = new Date(Date.parse(view.createdAt) - EXPORT_DAYS * 86_400_000).toISOString();
      const [member, deposits, withdrawals] =
        memberId === undefined
          ? [undefined, [], []]
          : await Promise.all([
              repo.member(memberId),
              repo.deposits(memberId, since, AML_EXPORT_ROWS),
              repo.withdrawalsOf(memberId, since, AML_EXPORT_ROWS),
            ]);
      return {
        generatedAt: deps.now().toISOString(),
        currency: currency.code,
        alert: view,
        member:
          member === undefined
            ? null
            : {
                memberId: member.id,
                username: member.username,
                name: member.payee_name,
                email: member.email,
                mobile: member.mobile,
                idNumber: member.id_number,
                registeredAt: member.created_at,
                registeredFrom: member.created_ip,
                lastLoginAt: member.last_login_at,
                lastLoginFrom: member.last_login_ip,
                locked: member.disabled === 1,
              },
        transactionsSince: since,
        deposits: deposits.map((d) => ({
          id: d.id,
          status: d.status,
          amount: money(d.amount_minor),
          channel: d.channel_name,
          requestedAt: d.created_at,
          decidedAt: d.decided_at,
          from: d.client_ip,
        })),
        withdrawals: withdrawals.map((w) => ({
          id: w.id,
          status: w.status,
          amount: money(w.amount_minor),
          bank: w.bank_name,
          account: w.masked_number,
          requestedAt: w.created_at,
          decidedAt: w.decided_at,
        })),
      };
    },
  };
}
