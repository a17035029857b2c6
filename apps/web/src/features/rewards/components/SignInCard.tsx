import type { SignInCalendarValue } from '@openlobby/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance } from '../../../shared/api/balance.ts';
import { errorText } from '../../../shared/api/errorText.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { refreshSignIn, signIn, useSignInCalendar } from '../api/vipSignIn.ts';
import { useRewardsT } from '../i18n/texts.ts';
import { isolated } from '../../../shared/format/percent.ts';
import './VipSignIn.css';

function Calendar({ data }: { data: SignInCalendarValue }): ReactElement {
  const { t } = useRewardsT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const currency = useCommonStore((state) => state.currency);
  const client = useQueryClient();
  const sign = useMutation({
    mutationFn: signIn,
    onSuccess: (value) =>
      showToast(
        t('signIn.paid', { day: value.streakDay, amount: isolated(formatMoney(value.amount, currency)) }),
        'success',
      ),
    onError: (error) => showToast(errorText(error, language, shellT), 'error'),
    // Signed, already signed or closed: the calendar and the balance show the server's truth.
    onSettled: () => Promise.all([refreshSignIn(client), refreshBalance(client)]),
  });
  return (
    <>
      <ol className="sign-in__days">
        {data.days.map((day) => {
          const today = day.day === data.todayStreakDay;
          const classes = ['sign-in__day'];
          if (day.signed) classes.push('is-signed');
          if (today) classes.push('is-today');
          return (
            <li key={day.day} className={classes.join(' ')} aria-current={today ? 'date' : undefined}>
              <span className="sign-in__label">
                {today ? t('signIn.today') : t('signIn.day', { day: day.day })}
              </span>
              <bdi className="sign-in__amount">{formatMoney(day.amount, currency)}</bdi>
              {day.signed && (
                <span className="sign-in__state">
                  <span aria-hidden="true">✓ </span>
                  {t('signIn.signed')}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--primary"
        disabled={data.signedToday || sign.isPending}
        onClick={() => sign.mutate()}
      >
        {data.signedToday ? t('signIn.done') : sign.isPending ? t('signIn.signing') : t('signIn.button')}
      </button>
      <p className="sign-in__hint">{t('signIn.hint')}</p>
    </>
  );
}

/** The reward centre's daily sign-in: the seven-day streak, what is signed, today's button. */
export function SignInCard(): ReactElement | null {
  const { t } = useRewardsT();
  const calendar = useSignInCalendar();
  // Closed by the operator (or not loaded): the card is not shown; a failed load stays quiet here,
  // the rest of the reward centre is still there.
  if (calendar.data === undefined || !calendar.data.enabled) return null;
  return (
    <section className="sign-in card" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading" className="rewards__heading sign-in__heading">
        {t('signIn.heading')}
      </h2>
      <Calendar data={calendar.data} />
    </section>
  );
}
