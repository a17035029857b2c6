import { TX_CODES, type MemberTransaction, type TxCodeItem } from '@openlobby/contract/client';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { walletApi, walletKeys } from '../api/walletApi.ts';
import { DateRangeChips } from '../components/records/DateRangeChips.tsx';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { CopyRow } from '../components/CopyRow.tsx';
import { MoneyTerm } from '../components/records/MoneyTerm.tsx';
import { PagedList } from '../components/records/PagedList.tsx';
import { useFilters } from '../components/records/useFilters.ts';
import { SelectField } from '../components/SelectField.tsx';
import { walletScreen } from '../components/WalletPage.tsx';
import { useWalletT } from '../i18n/texts.ts';
import { daySpan } from '../model/dateRange.ts';

function TransactionsBody(): ReactElement {
  const { t } = useWalletT();
  const language = useLanguage();
  const codes = useQuery({ queryKey: walletKeys.txCodes, queryFn: walletApi.txCodes, staleTime: Infinity });
  const { range, filter, setRange, setFilter } = useFilters('type', TX_CODES);
  const names = new Map<string, TxCodeItem>((codes.data?.codes ?? []).map((code) => [code.code, code]));
  const name = (code: string): string => names.get(code)?.[language] ?? code;
  const query = { ...daySpan(range), txCode: filter === 'all' ? undefined : filter };
  return (
    <>
      <section className="wallet__section card" aria-label={t('common.filters')}>
        <DateRangeChips value={range} onChange={setRange} />
        <SelectField
          label={t('records.type')}
          value={filter === 'all' ? '' : filter}
          onChange={(value) => setFilter(value === '' ? 'all' : (value as typeof filter))}
          empty={t('common.all')}
          options={TX_CODES.map((code) => ({ value: code, label: name(code) }))}
        />
      </section>
      <PagedList
        queryKey={walletKeys.records('transactions', query)}
        load={(pageNo) => walletApi.transactions({ ...query, pageNo })}
        label={t('records.transactions')}
        render={(item: MemberTransaction) => (
          <li key={item.transactionId} className="item card">
            <div className="item__head">
              <span className="item__title">
                {name(item.txCode)}
                {item.gameName && (
                  <>
                    {' · '}
                    <bdi>{item.gameName}</bdi>
                  </>
                )}
              </span>
              <span className="wallet__muted">{formatDateTime(item.createdAt, language)}</span>
            </div>
            <dl className="item__grid">
              <MoneyTerm label={t('records.amount')} amount={item.amount} signed />
              <MoneyTerm label={t('records.balanceAfter')} amount={item.balanceAfter} />
            </dl>
            {item.reference && (
              // The game's name says what the movement was; its internal reference stays a tap away.
              <details className="item__reference">
                <summary>{t('common.orderNo')}</summary>
                <dl>
                  <CopyRow label={t('common.orderNo')} value={item.reference} />
                </dl>
              </details>
            )}
          </li>
        )}
      />
    </>
  );
}

/** Transaction history (/m/member/transactions): every ledger movement, filtered by type. */
export default walletScreen(TransactionsBody);
