import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { walletApi, walletKeys } from '../api/walletApi.ts';
import { BalanceCard } from '../components/BalanceCard.tsx';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { walletScreen } from '../components/WalletPage.tsx';
import { addPayoutPath } from '../components/withdraw/PayoutAccounts.tsx';
import { WithdrawForm } from '../components/withdraw/WithdrawForm.tsx';
import { useWalletT } from '../i18n/texts.ts';
import { withdrawReadiness } from '../model/withdrawRules.ts';

/** A step the player must take before withdrawing, with the way (or ways) there. */
function Guide({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions: readonly { to: string; label: string }[];
}): ReactElement {
  return (
    <section className="wallet__section card" aria-labelledby="withdraw-guide">
      <h2 id="withdraw-guide">{title}</h2>
      <p className="wallet__muted">{text}</p>
      {actions.map((action, index) => (
        <Link
          key={action.to}
          className={index === 0 ? 'button button--primary' : 'button button--ghost'}
          to={action.to}
        >
          {action.label}
        </Link>
      ))}
    </section>
  );
}

function WithdrawBody(): ReactElement {
  const { t } = useWalletT();
  const settings = useQuery({ queryKey: walletKeys.withdrawSettings, queryFn: walletApi.withdrawSettings });
  const cards = useQuery({ queryKey: walletKeys.cards, queryFn: walletApi.bankCards });
  const banks = useQuery({ queryKey: walletKeys.banks, queryFn: walletApi.withdrawBanks });
  const loading = !settings.data || !cards.data;
  const readiness = settings.data && cards.data ? withdrawReadiness(settings.data, cards.data.cards) : null;
  return (
    <>
      <BalanceCard label={t('balance.available')} />
      {loading || readiness === null ? (
        <LoadState
          query={{
            data: undefined,
            error: settings.error ?? cards.error,
            isFetching: settings.isFetching || cards.isFetching,
            refetch: () => Promise.all([settings.refetch(), cards.refetch()]),
          }}
        />
      ) : readiness === 'needPassword' ? (
        <Guide
          title={t('withdraw.needPasswordTitle')}
          text={t('withdraw.needPasswordText')}
          actions={[{ to: '/m/member/paymentPassword?next=/m/withdraw', label: t('withdraw.setPassword') }]}
        />
      ) : readiness === 'needCard' ? (
        <Guide
          title={t('withdraw.needCardTitle')}
          text={t('withdraw.needCardText')}
          actions={[
            { to: addPayoutPath('bank'), label: t('withdraw.addCard') },
            { to: addPayoutPath('ewallet'), label: t('payout.addEwallet') },
          ]}
        />
      ) : settings.data && cards.data ? (
        <WithdrawForm
          settings={settings.data}
          cards={cards.data.cards}
          maxPerType={cards.data.maxPerType}
          banks={banks.data?.banks}
          closed={readiness === 'noneLeft'}
        />
      ) : null}
    </>
  );
}

/** Withdraw (/m/withdraw): guides to a payment password and a card first, then the form. */
export default walletScreen(WithdrawBody, { cashier: true });
