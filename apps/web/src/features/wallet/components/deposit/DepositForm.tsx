import { DEPOSIT_KINDS, type DepositChannel, type DepositKind } from '@openlobby/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactElement, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../../shared/api/errorText.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useLanguage } from '../../../../shared/i18n/useLanguage.ts';
import { inLobbyLook } from '../../../../shared/platform/serverPage.ts';
import { useCommonStore } from '../../../../shared/store/commonStore.ts';
import { useTheme } from '../../../../shared/theme/theme.ts';
import { TextField } from '../../../../shared/ui/fields/TextField.tsx';
import { EmptyState, LoadState } from '../../../../shared/ui/LoadState.tsx';
import { walletApi, WALLET_KEY, walletKeys } from '../../api/walletApi.ts';
import { useWalletT } from '../../i18n/texts.ts';
import { amountProblem, normalizeAmount } from '../../model/amount.ts';
import { rememberPendingDeposit } from '../../model/pendingDeposit.ts';
import { newRequestId } from '../../model/requestId.ts';
import { AmountField } from '../AmountField.tsx';
import { ChoiceChips } from '../ChoiceChips.tsx';
import { SelectField } from '../SelectField.tsx';
import { SubmitRow } from '../SubmitRow.tsx';
import { ReceivingAccount } from './ReceivingAccount.tsx';

/** Kinds whose money arrives outside the lobby and the operator (or the chain) confirms. */
function isTransfer(kind: DepositKind): boolean {
  return kind === 'manual' || kind === 'crypto';
}

/**
 * The deposit form: method (kind), channel, amount with the channel's limits and presets, an
 * optional promotion; for a transfer, the receiving account and the payer's details.
 */
export function DepositForm(): ReactElement {
  const { t } = useWalletT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  const navigate = useNavigate();
  const client = useQueryClient();
  const currency = useCommonStore((state) => state.currency);
  const channels = useQuery({ queryKey: walletKeys.channels, queryFn: walletApi.depositChannels });
  const promos = useQuery({ queryKey: walletKeys.promos, queryFn: walletApi.depositPromos });
  const [kind, setKind] = useState<DepositKind | null>(null);
  const [channelId, setChannelId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [promoId, setPromoId] = useState('');
  const [payerName, setPayerName] = useState('');
  const [reference, setReference] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const requestId = useRef(newRequestId());

  if (!channels.data) return <LoadState query={channels} />;
  const all = channels.data.channels;
  const kinds = DEPOSIT_KINDS.filter((candidate) => all.some((channel) => channel.kind === candidate));
  if (kinds.length === 0) return <EmptyState title={t('deposit.noChannels')} />;
  const activeKind = kind !== null && kinds.includes(kind) ? kind : (kinds[0] ?? 'gateway');
  const ofKind = all.filter((channel) => channel.kind === activeKind);
  const channel: DepositChannel | undefined =
    ofKind.find((candidate) => candidate.channelId === channelId) ?? ofKind[0];
  if (!channel) return <EmptyState title={t('deposit.noChannels')} />;
  const limits = { min: channel.minAmount, max: channel.maxAmount, scale: currency.scale };
  const payerMissing = activeKind === 'manual' && payerName.trim() === '';

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    const sendable = normalizeAmount(amount, limits.scale);
    if (amountProblem(amount, limits) || sendable === null) {
      amountInput.current?.focus();
      return;
    }
    if (payerMissing || busy) return;
    setBusy(true);
    const common = {
      channelId: channel.channelId,
      amount: sendable,
      promoId: promoId || undefined,
      requestId: requestId.current,
    };
    try {
      if (isTransfer(channel.kind)) {
        const { deposit } = await walletApi.depositManual({
          ...common,
          payerName: payerName.trim() || undefined,
          reference: reference.trim() || undefined,
        });
        await client.invalidateQueries({ queryKey: WALLET_KEY });
        void navigate(`/m/voucherCenter?depositId=${encodeURIComponent(deposit.depositId)}`, {
          replace: true,
        });
        return;
      }
      const { deposit, redirectUrl } = await walletApi.depositGateway(common);
      rememberPendingDeposit(deposit.depositId, redirectUrl);
      void navigate(`/m/voucherCenter?depositId=${encodeURIComponent(deposit.depositId)}`, { replace: true });
      // A QR channel's page is scanned from the status view; a gateway's page is opened now.
      if (channel.kind === 'gateway') window.location.assign(inLobbyLook(redirectUrl, language, theme));
    } catch (error) {
      setFailure(errorText(error, language, shellT));
      setBusy(false);
    }
  };

  const chooseKind = (next: DepositKind): void => {
    setKind(next);
    setChannelId(null);
    setChecked(false);
  };

  return (
    <form className="wallet__section card" noValidate onSubmit={(event) => void submit(event)}>
      <ChoiceChips
        legend={t('deposit.kinds')}
        showLegend
        options={kinds.map((value) => ({ value, label: t(`deposit.kind.${value}`) }))}
        value={activeKind}
        onChange={chooseKind}
      />
      <ChoiceChips
        legend={t('deposit.channels')}
        showLegend
        options={ofKind.map((option) => ({
          value: option.channelId,
          label: option.name,
          sub: t('deposit.channelLimits', {
            min: `\u2066${formatMoney(option.minAmount, currency, { plain: true })}\u2069`,
            max: `\u2066${formatMoney(option.maxAmount, currency, { plain: true })}\u2069`,
          }),
        }))}
        value={channel.channelId}
        onChange={setChannelId}
      />
      {isTransfer(channel.kind) && <ReceivingAccount channel={channel} />}
      <AmountField
        value={amount}
        onChange={setAmount}
        limits={limits}
        currency={currency}
        presets={channel.presets}
        showProblem={checked}
        inputRef={amountInput}
      />
      {promos.data && promos.data.promos.length > 0 && (
        <SelectField
          label={t('deposit.promo')}
          value={promoId}
          onChange={setPromoId}
          empty={t('deposit.noPromo')}
          options={promos.data.promos.map((promo) => ({ value: promo.promoId, label: promo.title }))}
        />
      )}
      {channel.kind === 'manual' && (
        <TextField
          label={t('deposit.payerName')}
          name="payerName"
          value={payerName}
          onChange={setPayerName}
          maxLength={64}
          autoComplete="name"
          error={checked && payerMissing ? t('deposit.payerNameRequired') : undefined}
        />
      )}
      {isTransfer(channel.kind) && (
        <TextField
          label={t('deposit.reference')}
          name="reference"
          value={reference}
          onChange={setReference}
          maxLength={128}
        />
      )}
      <SubmitRow
        failure={failure}
        busy={busy}
        label={isTransfer(channel.kind) ? t('deposit.manualConfirm') : t('deposit.next')}
      />
      <div className="wallet__links">
        <Link className="text-link" to="/m/member/depositRecord">
          {t('deposit.records')}
        </Link>
      </div>
    </form>
  );
}
