import type { AccountHistoryMonth, AccountHistoryValue, Language } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/money.ts';
import { isolated } from '../../../shared/format/percent.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { trialRefusingGate } from '../../../shared/session/cashierGate.ts';
import { GatedScreen } from '../../../shared/session/GatedScreen.tsx';
import { useSessionViewer } from '../../../shared/session/viewer.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { useAccountHistory } from '../api/reality.ts';
import '../components/protection.css';
import '../components/reality.css';
import { useRealityT } from '../i18n/realityTexts.ts';
import { BETTING_RECORD_PATH } from '../model/paths.ts';

/** A counted month (`YYYY-MM`, UTC) in the member's language: "November 2026". */
export function formatMonth(month: string, language: Language): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return new Intl.DateTimeFormat(language === 'UR' ? 'ur-PK' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

const FIGURES = ['deposits', 'withdrawals', 'stakes', 'wins'] as const;
const quiet = (month: AccountHistoryMonth) => FIGURES.every((key) => Number(month[key]) === 0);

function Month({ month }: { month: AccountHistoryMonth }): ReactElement {
  const { t } = useRealityT();
  const language = useLanguage();
  const currency = useCommonStore((state) => state.currency);
  const money = (amount: string, signed = false) => isolated(formatMoney(amount, currency, { signed }));
  const headingId = `history-${month.month}`;
  return (
    <li className="history-month card" aria-labelledby={headingId}>
      <h3 id={headingId} className="history-month__name">
        {formatMonth(month.month, language)}
      </h3>
      {quiet(month) ? (
        <p className="history-month__quiet">{t('history.noActivity')}</p>
      ) : (
        <dl className="history-month__figures">
          {FIGURES.map((key) => (
            <div key={key} className="history-month__figure">
              <dt>{t(`history.${key}`)}</dt>
              <dd>{money(month[key])}</dd>
            </div>
          ))}
          <div className="history-month__figure history-month__figure--net">
            <dt>{t('history.net')}</dt>
            <dd className={Number(month.net) < 0 ? 'reality__net--down' : undefined}>
              {money(month.net, true)}
            </dd>
          </div>
        </dl>
      )}
    </li>
  );
}

function History({ data }: { data: AccountHistoryValue }): ReactElement {
  const { t } = useRealityT();
  const currency = useCommonStore((state) => state.currency);
  const money = (amount: string) => isolated(formatMoney(amount, currency));
  return (
    <>
      <section className="history-lifetime card" aria-labelledby="history-lifetime">
        <h2 id="history-lifetime" className="limits__heading">
          {t('history.lifetime')}
        </h2>
        <p className="history-lifetime__amount">{money(data.lifetimeNetDeposit)}</p>
        <p className="limits__hint">
          {t('history.lifetimeHint', {
            deposits: money(data.lifetimeDeposits),
            withdrawals: money(data.lifetimeWithdrawals),
          })}
        </p>
      </section>
      <section className="history-months" aria-labelledby="history-months">
        <h2 id="history-months" className="limits__heading">
          {t('history.months')}
        </h2>
        <p className="limits__hint">{t('history.netHint')}</p>
        <ol className="history-months__list">
          {data.months.map((month) => (
            <Month key={month.month} month={month} />
          ))}
        </ol>
      </section>
      <Link to={BETTING_RECORD_PATH} className="button button--ghost">
        {t('history.bettingRecord')}
      </Link>
    </>
  );
}

/**
 * Account history (/m/member/accountHistory, UKGC RTS 1B/1C): the member's lifetime net
 * deposit (deposits minus withdrawals, ever) and the last 12 months, newest first, each with its
 * deposits, withdrawals, stakes, wins and net. Reached from Safer gambling and the member centre.
 * Guests log in first; trial members get the free_reject toast and go home.
 */
export default function AccountHistoryScreen(): ReactElement {
  const { loggedIn, type } = useSessionViewer();
  const { t } = useRealityT();
  const history = useAccountHistory();
  return (
    <GatedScreen gate={trialRefusingGate(loggedIn, type)}>
      <div className="limits">
        <p className="limits__intro">{t('history.intro')}</p>
        <LoadState query={history}>{(data) => <History data={data} />}</LoadState>
      </div>
    </GatedScreen>
  );
}
