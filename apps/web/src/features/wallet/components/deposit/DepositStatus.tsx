import type { DepositRecord } from '@openlobby/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { WALLET_KEY, walletApi, walletKeys } from '../../api/walletApi.ts';
import { refreshBalance } from '../../../../shared/api/balance.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useLanguage } from '../../../../shared/i18n/useLanguage.ts';
import { inLobbyLook } from '../../../../shared/platform/serverPage.ts';
import { useCommonStore } from '../../../../shared/store/commonStore.ts';
import { useTheme } from '../../../../shared/theme/theme.ts';
import { useWalletT } from '../../i18n/texts.ts';
import { forgetPendingDeposit, readPendingDeposit } from '../../model/pendingDeposit.ts';
import { QrCode } from '../../../../shared/ui/QrCode.tsx';
import { LoadState } from '../../../../shared/ui/LoadState.tsx';
import { ResultPanel } from '../ResultPanel.tsx';

/** How often a pending deposit is asked about while its screen is open. */
const POLL_MS = 3_000;

function pendingText(deposit: DepositRecord, t: ReturnType<typeof useWalletT>['t'], amount: string): string {
  if (deposit.kind === 'qr') return t('deposit.qrText', { amount });
  if (deposit.kind === 'gateway') return t('deposit.gatewayPendingText');
  return t('deposit.submittedText', { amount });
}

/**
 * One deposit's state, asked again every few seconds while it is pending: the gateway's callback or
 * the operator's approval can land at any moment. Approval refreshes every balance on screen.
 */
export function DepositStatus({ depositId }: { depositId: string }): ReactElement {
  const { t } = useWalletT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const currency = useCommonStore((state) => state.currency);
  const language = useLanguage();
  const theme = useTheme();
  const detail = useQuery({
    queryKey: walletKeys.deposit(depositId),
    queryFn: () => walletApi.depositDetail(depositId),
    refetchInterval: (query) => (query.state.data?.deposit.status === 'pending' ? POLL_MS : false),
  });
  const status = detail.data?.deposit.status;
  useEffect(() => {
    if (status === undefined || status === 'pending') return;
    forgetPendingDeposit();
    void refreshBalance(client);
    void client.invalidateQueries({ queryKey: [...WALLET_KEY, 'records'] });
  }, [status, client]);

  const another = (): void => {
    forgetPendingDeposit();
    void navigate('/m/voucherCenter', { replace: true });
  };
  if (!detail.data) return <LoadState query={detail} />;
  const { deposit } = detail.data;
  const amount = `\u2066${formatMoney(deposit.amount, currency)}\u2069`;
  const redirectUrl =
    readPendingDeposit()?.depositId === depositId ? readPendingDeposit()?.redirectUrl : undefined;
  const actions = (
    <div className="wallet__actions">
      <button type="button" className="button button--ghost" onClick={another}>
        {t('deposit.another')}
      </button>
      <Link className="button button--ghost" to="/m/member/depositRecord">
        {t('deposit.records')}
      </Link>
    </div>
  );
  if (deposit.status === 'approved')
    return (
      <ResultPanel tone="success" title={t('deposit.creditedTitle')}>
        <p>
          {t('deposit.creditedText', { amount: `\u2066${formatMoney(deposit.credited, currency)}\u2069` })}
        </p>
        {actions}
      </ResultPanel>
    );
  if (deposit.status === 'rejected')
    return (
      <ResultPanel tone="failure" title={t('deposit.failedTitle')}>
        <p>{deposit.remark ?? t('deposit.failedText')}</p>
        {actions}
      </ResultPanel>
    );
  const transfer = deposit.kind === 'manual' || deposit.kind === 'crypto';
  return (
    <ResultPanel
      tone="pending"
      title={
        transfer
          ? t('deposit.submittedTitle')
          : deposit.kind === 'qr'
            ? t('deposit.qrTitle')
            : t('deposit.gatewayPendingTitle')
      }
    >
      {deposit.kind === 'qr' && redirectUrl && (
        // Scanned on another phone: a whole address, opening in this member's language and theme.
        <QrCode
          text={new URL(inLobbyLook(redirectUrl, language, theme), window.location.href).href}
          label={t('deposit.qrLabel')}
        />
      )}
      <p>{pendingText(deposit, t, amount)}</p>
      {!transfer && redirectUrl && (
        <a className="button button--primary" href={inLobbyLook(redirectUrl, language, theme)}>
          {t('deposit.openGateway')}
        </a>
      )}
      <button
        type="button"
        className="button button--ghost"
        disabled={detail.isFetching}
        onClick={() => void detail.refetch()}
      >
        {t('deposit.checkStatus')}
      </button>
      {actions}
    </ResultPanel>
  );
}
