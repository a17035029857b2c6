import {
  DEPOSIT_KINDS,
  type DepositChannel,
  type DepositKind,
  type DepositPromoListValue,
} from '@openlobby/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useLanguage } from '../../../../shared/i18n/useLanguage.ts';
import { inLobbyLook } from '../../../../shared/platform/serverPage.ts';
import { useCommonStore } from '../../../../shared/store/commonStore.ts';
import { useTheme } from '../../../../shared/theme/theme.ts';
import { EmptyState, LoadState } from '../../../../shared/ui/LoadState.tsx';
import { walletApi, WALLET_KEY, walletKeys } from '../../api/walletApi.ts';
import { FormAmountField, FormSelectField, FormTextField } from '../../forms/WalletFields.tsx';
import { depositSchema, type DepositValues } from '../../forms/walletSchemas.ts';
import { useWalletForm } from '../../forms/useWalletForm.ts';
import { useWalletT } from '../../i18n/texts.ts';
import { normalizeAmount } from '../../model/amount.ts';
import { rememberPendingDeposit } from '../../model/pendingDeposit.ts';
import { newRequestId } from '../../model/requestId.ts';
import { ChoiceChips } from '../ChoiceChips.tsx';
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
  const channels = useQuery({ queryKey: walletKeys.channels, queryFn: walletApi.depositChannels });
  const promos = useQuery({ queryKey: walletKeys.promos, queryFn: walletApi.depositPromos });
  if (!channels.data) return <LoadState query={channels} />;
  const all = channels.data.channels;
  const kinds = DEPOSIT_KINDS.filter((candidate) => all.some((channel) => channel.kind === candidate));
  if (kinds.length === 0) return <EmptyState title={t('deposit.noChannels')} />;
  return <ChannelForm all={all} kinds={kinds} promos={promos.data?.promos ?? []} />;
}

function ChannelForm({
  all,
  kinds,
  promos,
}: {
  all: readonly DepositChannel[];
  kinds: readonly DepositKind[];
  promos: DepositPromoListValue['promos'];
}): ReactElement {
  const { t } = useWalletT();
  const language = useLanguage();
  const theme = useTheme();
  const navigate = useNavigate();
  const client = useQueryClient();
  const currency = useCommonStore((state) => state.currency);
  const [kind, setKind] = useState<DepositKind | null>(null);
  const [channelId, setChannelId] = useState<string | null>(null);
  // One id per form: a retried request is the same deposit.
  const [requestId] = useState(newRequestId);
  const activeKind = kind !== null && kinds.includes(kind) ? kind : (kinds[0] ?? 'gateway');
  const ofKind = all.filter((channel) => channel.kind === activeKind);
  const channel: DepositChannel | undefined =
    ofKind.find((candidate) => candidate.channelId === channelId) ?? ofKind[0];
  const limits = {
    min: channel?.minAmount ?? null,
    max: channel?.maxAmount ?? null,
    scale: currency.scale,
  };
  const { form, submit, busy, failure } = useWalletForm<DepositValues>(
    depositSchema(limits, activeKind === 'manual'),
    { amount: '', promoId: '', payerName: '', reference: '' },
  );
  if (!channel) return <EmptyState title={t('deposit.noChannels')} />;

  const onSubmit = submit(async (values) => {
    const amount = normalizeAmount(values.amount, limits.scale);
    if (amount === null) return false;
    const common = { channelId: channel.channelId, amount, promoId: values.promoId || undefined, requestId };
    const statusPath = (depositId: string): string =>
      `/m/voucherCenter?depositId=${encodeURIComponent(depositId)}`;
    if (isTransfer(channel.kind)) {
      const { deposit } = await walletApi.depositManual({
        ...common,
        payerName: values.payerName.trim() || undefined,
        reference: values.reference.trim() || undefined,
      });
      await client.invalidateQueries({ queryKey: WALLET_KEY });
      void navigate(statusPath(deposit.depositId), { replace: true });
      return;
    }
    const { deposit, redirectUrl } = await walletApi.depositGateway(common);
    rememberPendingDeposit(deposit.depositId, redirectUrl);
    void navigate(statusPath(deposit.depositId), { replace: true });
    // A QR channel's page is scanned from the status view; a gateway's page is opened now.
    if (channel.kind === 'gateway') window.location.assign(inLobbyLook(redirectUrl, language, theme));
  });

  const chooseKind = (next: DepositKind): void => {
    setKind(next);
    setChannelId(null);
    // Another method starts unchecked, as before a first submit: its fields differ.
    form.reset(undefined, { keepValues: true, keepDefaultValues: true });
  };

  return (
    <FormProvider {...form}>
      <form className="wallet__section card" noValidate onSubmit={onSubmit}>
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
        <FormAmountField limits={limits} currency={currency} presets={channel.presets} />
        {promos.length > 0 && (
          <FormSelectField
            name="promoId"
            label={t('deposit.promo')}
            empty={t('deposit.noPromo')}
            options={promos.map((promo) => ({ value: promo.promoId, label: promo.title }))}
          />
        )}
        {channel.kind === 'manual' && (
          <FormTextField label={t('deposit.payerName')} name="payerName" maxLength={64} autoComplete="name" />
        )}
        {isTransfer(channel.kind) && (
          <FormTextField label={t('deposit.reference')} name="reference" maxLength={128} />
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
    </FormProvider>
  );
}
