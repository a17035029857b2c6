import { BET_GAME_TYPES, type BetSummaryRow } from '@openlobby/contract/client';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { walletApi, walletKeys } from '../api/walletApi.ts';
import { ChoiceChips } from '../components/ChoiceChips.tsx';
import { DateRangeChips } from '../components/records/DateRangeChips.tsx';
import { MoneyTerm } from '../components/records/MoneyTerm.tsx';
import { useFilters } from '../components/records/useFilters.ts';
import { SelectField } from '../components/SelectField.tsx';
import { walletScreen } from '../components/WalletPage.tsx';
import { useWalletT } from '../i18n/texts.ts';
import { daySpan } from '../model/dateRange.ts';

function GameCard({ row }: { row: BetSummaryRow }): ReactElement {
  const { t } = useWalletT();
  return (
    <li className="item card">
      <div className="item__head">
        {/* Isolated: a game or vendor name in English keeps its own order inside Urdu. */}
        <bdi className="item__title" dir="auto">
          {row.gameName}
        </bdi>
        <span className="wallet__muted">
          <bdi dir="auto">{row.vendorCode}</bdi> · {t('bets.count')}: {row.betCount}
        </span>
      </div>
      <dl className="item__grid">
        <MoneyTerm label={t('bets.bet')} amount={row.bet} />
        <MoneyTerm label={t('bets.validBet')} amount={row.validBet} />
        <MoneyTerm label={t('bets.win')} amount={row.win} />
        <MoneyTerm label={t('bets.profitLoss')} amount={row.profit} signed />
      </dl>
    </li>
  );
}

function GameRecordBody(): ReactElement {
  const { t } = useWalletT();
  const { range, filter: gameType, setRange, params, edit } = useFilters('gameType', BET_GAME_TYPES, 'today');
  const activeType = gameType === 'all' ? BET_GAME_TYPES[0] : gameType;
  const vendor = params.get('vendor') ?? '';
  const query = {
    ...daySpan(range),
    gameType: activeType,
    vendorCode: vendor || undefined,
  };
  const summary = useQuery({
    queryKey: walletKeys.records('bets', query),
    queryFn: () => walletApi.betSummary(query),
  });
  const setVendor = (value: string): void =>
    edit((next) => {
      if (value) next.set('vendor', value);
      else next.delete('vendor');
    });
  return (
    <>
      <section className="wallet__section card" aria-label={t('common.filters')}>
        <ChoiceChips
          legend={t('bets.gameTypes')}
          options={BET_GAME_TYPES.map((type) => ({ value: type, label: t(`bets.gameType.${type}`) }))}
          value={activeType}
          // A vendor belongs to the game type it was picked under.
          onChange={(type) =>
            edit((next) => {
              next.delete('vendor');
              next.set('gameType', type);
            })
          }
        />
        <DateRangeChips value={range} onChange={setRange} />
        <SelectField
          label={t('bets.vendor')}
          value={vendor}
          onChange={setVendor}
          empty={t('bets.allVendors')}
          options={(summary.data?.vendors ?? (vendor ? [vendor] : [])).map((code) => ({
            value: code,
            label: code,
          }))}
        />
      </section>
      <LoadState
        query={summary}
        isEmpty={(data) => data.rows.length === 0}
        empty={{ title: t('bets.empty') }}
      >
        {(data) => (
          <ul className="list" aria-label={t('bets.gameType.' + activeType)}>
            {data.rows.map((row) => (
              <GameCard key={`${row.vendorCode}:${row.gameId}`} row={row} />
            ))}
          </ul>
        )}
      </LoadState>
      {summary.data && (
        <section className="totals" aria-labelledby="bets-totals">
          <h2 id="bets-totals" className="totals__title">
            {t('bets.totals')}
          </h2>
          <dl className="item__grid">
            <MoneyTerm label={t('bets.bet')} amount={summary.data.total.bet} />
            <MoneyTerm label={t('bets.validBet')} amount={summary.data.total.validBet} />
            <MoneyTerm label={t('bets.win')} amount={summary.data.total.win} />
            <MoneyTerm label={t('bets.profitLoss')} amount={summary.data.total.profit} signed />
          </dl>
        </section>
      )}
    </>
  );
}

/**
 * Betting record (/m/gameRecord): game-type tabs, date chips, a vendor filter, one card per game
 * and a totals bar that stays above the bottom menu (platform reference).
 */
export default walletScreen(GameRecordBody);
