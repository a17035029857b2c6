import type { ReactElement } from 'react';
import { formatDate, formatDateTime } from '../../../shared/format/dateTime.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { useReferralIncome, useReferralInvitees } from '../api/referral.ts';
import { useInvitesT } from '../i18n/texts.ts';

/** Previous / next under a paged list; hidden while everything fits on one page. */
function Pager({
  page,
  pages,
  list,
  onPage,
}: {
  page: number;
  pages: number;
  list: string;
  onPage: (page: number) => void;
}): ReactElement | null {
  const { t } = useInvitesT();
  if (pages <= 1) return null;
  return (
    <nav className="invites__pager" aria-label={t('pager.label', { list })}>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span aria-live="polite">{t('pager.page', { page, pages })}</span>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}

/** Direct invitees: masked name, joined date, qualified or not (never their money). */
export function InviteeList({
  page,
  onPage,
}: {
  page: number;
  onPage: (page: number) => void;
}): ReactElement {
  const { t } = useInvitesT();
  const language = useLanguage();
  const query = useReferralInvitees(page);
  const heading = t('invitees.heading');
  return (
    <section className="invites__section card" aria-labelledby="invites-invitees">
      <h2 id="invites-invitees" className="invites__heading">
        {heading}
      </h2>
      <LoadState query={query} isEmpty={(data) => data.total === 0} empty={{ title: t('invitees.empty') }}>
        {(data) => (
          <>
            <ul className="invites__rows">
              {data.content.map((row, i) => (
                <li key={`${row.name}-${row.joinedAt}-${i}`} className="invites__row">
                  <span className="invites__row-main">
                    <bdi className="invites__name">{row.name}</bdi>
                    <span className="invites__muted">
                      {t('invitees.joined', { date: formatDate(row.joinedAt, language) })}
                    </span>
                  </span>
                  <span className={`invites__badge${row.qualified ? ' is-qualified' : ''}`}>
                    {row.qualified ? t('invitees.qualified') : t('invitees.notYet')}
                  </span>
                </li>
              ))}
            </ul>
            <Pager page={data.pageNum} pages={data.totalPages} list={heading} onPage={onPage} />
          </>
        )}
      </LoadState>
    </section>
  );
}

/** Referral payments: when, what for, how much. */
export function IncomeList({ page, onPage }: { page: number; onPage: (page: number) => void }): ReactElement {
  const { t } = useInvitesT();
  const language = useLanguage();
  const currency = useCommonStore((state) => state.currency);
  const query = useReferralIncome(page);
  const heading = t('income.heading');
  return (
    <section className="invites__section card" aria-labelledby="invites-income">
      <h2 id="invites-income" className="invites__heading">
        {heading}
      </h2>
      <LoadState query={query} isEmpty={(data) => data.total === 0} empty={{ title: t('income.empty') }}>
        {(data) => (
          <>
            <ul className="invites__rows">
              {data.content.map((row, i) => (
                <li key={`${row.kind}-${row.detail}-${row.paidAt}-${i}`} className="invites__row">
                  <span className="invites__row-main">
                    <span>
                      {row.kind === 'FRIEND'
                        ? t('income.FRIEND', { name: `\u2068${row.detail}\u2069` })
                        : t('income.MILESTONE', {
                            target: t('milestones.target', { count: Number(row.detail) }),
                          })}
                    </span>
                    <span className="invites__muted">{formatDateTime(row.paidAt, language)}</span>
                  </span>
                  <bdi className="invites__amount">+{formatMoney(row.amount, currency)}</bdi>
                </li>
              ))}
            </ul>
            <Pager page={data.pageNum} pages={data.totalPages} list={heading} onPage={onPage} />
          </>
        )}
      </LoadState>
    </section>
  );
}
