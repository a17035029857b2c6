import { useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance, useBalance } from '../api/balance.ts';
import { formatWholeBalance } from '../format/money.ts';
import { useCommonStore } from '../store/commonStore.ts';
import { CashierLink } from './CashierLink.tsx';
import { Icon } from './Icon.tsx';

/** The cashier's deposit screen. */
const DEPOSIT_PATH = '/m/voucherCenter';

/**
 * A member's balance where they play (home header, game lists): whole units as the spec asks for
 * the header, read as money (symbol, sign, separators), with a refresh and the way to deposit.
 * Nothing for a guest or before the balance is known. Styles in app/shell/shell.css.
 */
export function WalletChip(): ReactElement | null {
  const { t } = useTranslation();
  const client = useQueryClient();
  const currency = useCommonStore((state) => state.currency);
  const balance = useBalance();
  const wallet = balance.data;
  if (!wallet) return null;
  return (
    <div className="header-wallet">
      <span className="home-header__balance">
        <span className="visually-hidden">{t('header.balance')} </span>
        <bdi>{formatWholeBalance(wallet.sumBalance, currency)}</bdi>
        {wallet.trial && <span className="trial-tag">{t('header.trial')}</span>}
      </span>
      <button
        type="button"
        className="header-wallet__button"
        aria-label={t('header.refreshBalance')}
        aria-busy={balance.isFetching}
        data-busy={balance.isFetching}
        onClick={() => void refreshBalance(client)}
      >
        <Icon name="refresh" size={16} />
      </button>
      <CashierLink
        className="header-wallet__button header-wallet__button--deposit"
        to={DEPOSIT_PATH}
        label={t('header.deposit')}
      >
        <Icon name="plus" size={16} />
      </CashierLink>
    </div>
  );
}
