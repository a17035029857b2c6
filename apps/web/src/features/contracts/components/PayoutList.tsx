import type { ContractKind, ContractRole } from '@openlobby/contract/client';
import { type ReactElement, useState } from 'react';
import { formatMoney } from '../../../shared/format/money.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { EmptyState, LoadState } from '../../../shared/ui/LoadState.tsx';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { usePayouts } from '../api/contracts.ts';
import { useContractsT } from '../i18n/texts.ts';
import { isolated, percentOf } from '../../../shared/format/percent.ts';
import { formatPeriodKey } from '../model/periodKey.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';

type Role = 'ALL' | ContractRole;
const ROLES: readonly Role[] = ['ALL', 'DOWNLINE', 'UPLINE'];

/** Both parties' payout history: every settled period, paid or not and why, newest first. */
export function PayoutList({ kind }: { kind: ContractKind }): ReactElement {
  const { t } = useContractsT();
  const currency = useCommonStore((state) => state.currency);
  const language = useLanguage();
  const [role, setRole] = useState<Role>('ALL');
  const [page, setPage] = useState(1);
  const payouts = usePayouts(kind, role, page);
  const money = (amount: string) => isolated(formatMoney(amount, currency));
  return (
    <div className="contract-payouts">
      <Tabs
        small
        tabs={ROLES.map((code) => ({ code, label: t(`payouts.role.${code}`) }))}
        selected={role}
        onSelect={(next) => {
          setRole(next);
          setPage(1);
        }}
        label={t('payouts.roles')}
        idPrefix="contract-payout-role"
      />
      <LoadState query={payouts}>
        {(data) =>
          data.content.length === 0 ? (
            <EmptyState title={t('payouts.empty')} icon="receipt" />
          ) : (
            <>
              <ul className="contract-payouts__list" aria-label={t('payouts.caption')}>
                {data.content.map((row) => (
                  <li key={`${row.contractId}-${row.periodKey}`} className="contract-payout card">
                    <div className="contract-payout__line">
                      <bdi className="contract__period-key">{formatPeriodKey(row.periodKey, language)}</bdi>
                      <span
                        className={`contract-payout__status contract-payout__status--${row.status.toLowerCase()}`}
                      >
                        {t(`payouts.status.${row.status}`)}
                      </span>
                    </div>
                    <dl className="contract__facts">
                      <div>
                        <dt>{t('payouts.col.counterparty')}</dt>
                        <dd>
                          <bdi>{row.counterparty ?? t('house')}</bdi>
                        </dd>
                      </div>
                      <div>
                        <dt>{t('payouts.col.base')}</dt>
                        <dd>{money(row.base)}</dd>
                      </div>
                      <div>
                        <dt>{t('payouts.col.rate')}</dt>
                        <dd>
                          <bdi>{percentOf(row.bps)}</bdi>
                        </dd>
                      </div>
                      <div>
                        <dt>{t('payouts.col.amount')}</dt>
                        <dd className="contract__amount">
                          {row.role === 'UPLINE' ? money(`-${row.amount}`) : money(row.amount)}
                        </dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
              {data.totalPages > 1 && (
                <nav className="contract-payouts__pages" aria-label={t('payouts.caption')}>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    {t('payouts.newer')}
                  </button>
                  <span>{t('payouts.page', { page: data.pageNum, pages: data.totalPages })}</span>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={page >= data.totalPages}
                    onClick={() => setPage(page + 1)}
                  >
                    {t('payouts.older')}
                  </button>
                </nav>
              )}
            </>
          )
        }
      </LoadState>
    </div>
  );
}
