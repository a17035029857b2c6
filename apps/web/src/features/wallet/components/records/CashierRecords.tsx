import {
  DEPOSIT_STATUSES,
  type DepositRecord,
  PROMOTION_INELIGIBLE_REASONS,
  type PromotionIneligibleReason,
  WITHDRAW_STATUSES,
  type WithdrawRecord,
  promotionReasonText,
} from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { useLanguage } from '../../../../shared/i18n/useLanguage.ts';
import { walletApi, walletKeys } from '../../api/walletApi.ts';
import { ChoiceChips } from '../ChoiceChips.tsx';
import { DateRangeChips } from './DateRangeChips.tsx';
import { formatDateTime } from '../../../../shared/format/dateTime.ts';
import { MoneyTerm } from './MoneyTerm.tsx';
import { PagedList } from './PagedList.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useFilters } from './useFilters.ts';
import { useWalletT } from '../../i18n/texts.ts';
import { daySpan } from '../../model/dateRange.ts';

const isReason = (code: string): code is PromotionIneligibleReason =>
  (PROMOTION_INELIGIBLE_REASONS as readonly string[]).includes(code);

/** Why the promotion the deposit asked for was not paid, in the member's words. */
function PromoNotPaid({ code }: { code: string }): ReactElement {
  const { t } = useWalletT();
  const language = useLanguage();
  const reason = isReason(code)
    ? promotionReasonText[code][language]
    : code === 'BONUS_ALREADY_ACTIVE'
      ? t('records.otherBonusActive')
      : t('records.alreadyClaimed');
  return <span className="wallet__muted">{t('records.promoNotPaid', { reason })}</span>;
}

function DepositItem({ deposit }: { deposit: DepositRecord }): ReactElement {
  const { t } = useWalletT();
  const language = useLanguage();
  return (
    <li className="item card">
      <div className="item__head">
        <span className="item__title">{deposit.channelName}</span>
        <StatusBadge status={deposit.status} />
      </div>
      <dl className="item__grid">
        <MoneyTerm label={t('records.amount')} amount={deposit.amount} />
        <MoneyTerm label={t('records.credited')} amount={deposit.credited} />
        <MoneyTerm label={t('records.bonus')} amount={deposit.bonus} />
        <MoneyTerm label={t('records.fee')} amount={deposit.fee} />
      </dl>
      <span className="wallet__muted">
        {formatDateTime(deposit.createdAt, language)} · <bdi dir="ltr">{deposit.depositId}</bdi>
      </span>
      {deposit.remark && <span className="wallet__muted">{deposit.remark}</span>}
      {deposit.promoRefusal && <PromoNotPaid code={deposit.promoRefusal} />}
    </li>
  );
}

function WithdrawItem({ withdrawal }: { withdrawal: WithdrawRecord }): ReactElement {
  const { t } = useWalletT();
  const language = useLanguage();
  return (
    <li className="item card">
      <div className="item__head">
        <span className="item__title">
          {withdrawal.bankName} <bdi dir="ltr">{withdrawal.maskedNumber}</bdi>
        </span>
        <StatusBadge status={withdrawal.status} />
      </div>
      <dl className="item__grid">
        <MoneyTerm label={t('records.amount')} amount={withdrawal.amount} />
        <MoneyTerm label={t('records.fee')} amount={withdrawal.fee} />
      </dl>
      <span className="wallet__muted">
        {formatDateTime(withdrawal.createdAt, language)} · <bdi dir="ltr">{withdrawal.withdrawId}</bdi>
      </span>
      {withdrawal.remark && <span className="wallet__muted">{withdrawal.remark}</span>}
    </li>
  );
}

/** Deposit or withdrawal records with date and status filters (a withdrawal can also be paid). */
export function CashierRecords({ kind }: { kind: 'deposits' | 'withdrawals' }): ReactElement {
  const { t } = useWalletT();
  const statuses = kind === 'deposits' ? DEPOSIT_STATUSES : WITHDRAW_STATUSES;
  const { range, filter, setRange, setFilter } = useFilters<(typeof statuses)[number]>('status', statuses);
  const query = { ...daySpan(range), status: filter === 'all' ? undefined : filter };
  return (
    <>
      <section className="wallet__section card" aria-label={t('common.filters')}>
        <DateRangeChips value={range} onChange={setRange} />
        <ChoiceChips
          legend={t('status.label')}
          options={[
            { value: 'all' as const, label: t('common.all') },
            ...statuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
          value={filter}
          onChange={setFilter}
        />
      </section>
      {kind === 'deposits' ? (
        <PagedList
          queryKey={walletKeys.records(kind, query)}
          // Only withdrawals are ever paid; the deposit filter does not offer it.
          load={(pageNo) =>
            walletApi.depositRecords({
              ...query,
              status: query.status === 'paid' ? undefined : query.status,
              pageNo,
            })
          }
          label={t('records.deposits')}
          render={(deposit) => <DepositItem key={deposit.depositId} deposit={deposit} />}
        />
      ) : (
        <PagedList
          queryKey={walletKeys.records(kind, query)}
          load={(pageNo) => walletApi.withdrawRecords({ ...query, pageNo })}
          label={t('records.withdrawals')}
          render={(withdrawal) => <WithdrawItem key={withdrawal.withdrawId} withdrawal={withdrawal} />}
        />
      )}
    </>
  );
}
