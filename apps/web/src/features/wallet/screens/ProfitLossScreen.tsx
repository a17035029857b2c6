import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { formatDay } from '../../../shared/format/dateTime.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { EmptyState, LoadState } from '../../../shared/ui/LoadState.tsx';
import { walletApi, walletKeys } from '../api/walletApi.ts';
import { DateRangeChips } from '../components/records/DateRangeChips.tsx';
import { MoneyTerm } from '../components/records/MoneyTerm.tsx';
import { useFilters } from '../components/records/useFilters.ts';
import { walletScreen } from '../components/WalletPage.tsx';
import { useWalletT } from '../i18n/texts.ts';
import { daySpan } from '../model/dateRange.ts';

type PnlFigures = Record<'deposit' | 'withdraw' | 'bet' | 'win' | 'rebate' | 'promotion' | 'profit', string>;

function Figures({ row }: { row: PnlFigures }): ReactElement {
  const { t } = useWalletT();
  return (
    <dl className="item__grid">
      <MoneyTerm label={t('pnl.deposit')} amount={row.deposit} />
      <MoneyTerm label={t('pnl.withdraw')} amount={row.withdraw} />
      <MoneyTerm label={t('pnl.bet')} amount={row.bet} />
      <MoneyTerm label={t('pnl.win')} amount={row.win} />
      <MoneyTerm label={t('pnl.rebate')} amount={row.rebate} />
      <MoneyTerm label={t('pnl.promotion')} amount={row.promotion} />
      <MoneyTerm label={t('pnl.profit')} amount={row.profit} signed />
    </dl>
  );
}

function ProfitLossBody(): ReactElement {
  const { t } = useWalletT();
  const language = useLanguage();
  const { range, setRange } = useFilters('none', [] as const, 'week');
  const query = daySpan(range);
  const pnl = useQuery({
    queryKey: walletKeys.records('pnl', query),
    queryFn: () => walletApi.profitLoss(query),
  });
  return (
    <>
      <section className="wallet__section card" aria-label={t('common.filters')}>
        <DateRangeChips value={range} onChange={setRange} />
      </section>
      <LoadState query={pnl}>
        {(data) => (
          <>
            <section className="item card" aria-labelledby="pnl-total">
              <h2 id="pnl-total" className="item__title">
                {t('common.total')}
              </h2>
              <Figures row={data.total} />
            </section>
            {data.days.length === 0 ? (
              <EmptyState title={t('common.empty')} />
            ) : (
              <ul className="list" aria-label={t('pnl.day')}>
                {data.days.map((row) => (
                  <li key={row.date} className="item card">
                    <h3 className="item__title">{formatDay(row.date, language)}</h3>
                    <Figures row={row} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </LoadState>
    </>
  );
}

/** Profit and loss by day (/m/member/profitLoss), with the range's total first. */
export default walletScreen(ProfitLossBody);
