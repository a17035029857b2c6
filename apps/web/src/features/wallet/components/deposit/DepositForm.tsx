import {
  DEPOSIT_KINDS,
  type DepositChannel,
  type DepositKind,
  type DepositPromoListValue,
  type DepositRecord,
} from '@openlobby/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../../shared/api/ApiError.ts';
import { contractCall } from '../../../../shared/api/client.ts';
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
import { normalizeAmount, toMinorUnits } from '../../model/amount.ts';
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
 * optional promotion (the one /m/activity sent here with ?promoId= chosen already, or why it
 * cannot be had) with its promo code when it asks for one; for a transfer, the receiving account
 * and the payer's details.
 */
export function DepositForm(): ReactElement {
  const { t } = useWalletT();
  const [params] = useSearchParams();
  const wanted = params.get('promoId');
  const channels = useQuery({ queryKey: walletKeys.channels, queryFn: walletApi.depositChannels });
  const promos = useQuery({ queryKey: walletKeys.promos, queryFn: walletApi.depositPromos });
  if (!channels.data) return <LoadState query={channels} />;
  // The promotion asked for is chosen when the form starts: wait for the offer (not for a failure).
  if (wanted !== null && promos.isPending) return <LoadState query={promos} />;
  const all = channels.data.channels;
  const kinds = DEPOSIT_KINDS.filter((candidate) => all.some((channel) => channel.kind === candidate));
  if (kinds.length === 0) return <EmptyState title={t('deposit.noChannels')} />;
  return <ChannelForm all={all} kinds={kinds} promos={promos.data?.promos ?? []} wanted={wanted} />;
}

/**
 * Why the promotion asked for is not offered, in the member's words: the promotions list's reason
 * for it (first deposit only, once per device…), or that it has ended.
 */
function UnavailablePromo({ promoId }: { promoId: string }): ReactElement | null {
  const { t } = useWalletT();
  const language = useLanguage();
  const standing = useQuery({
    queryKey: [...walletKeys.promos, 'standing', promoId, language],
    queryFn: ({ signal }) => contractCall('promotionList', { query: {}, signal }),
  });
  if (standing.isPending) return null;
  const item = standing.data?.list.find((candidate) => candidate.promoId === promoId);
  return (
    <p className="warning" role="status">
      {item?.reasonText
        ? t('deposit.promoUnavailable', { title: item.title, reason: item.reasonText })
        : t('deposit.promoGone')}
    </p>
  );
}

/** True when the server refused the typed promo code (not the promotion as such). */
function isWrongCode(error: unknown): boolean {
  return (
    error instanceof ApiError && error.code === 'PROMO_NOT_ELIGIBLE' && error.data.reason === 'PROMO_CODE'
  );
}

function ChannelForm({
  all,
  kinds,
  promos,
  wanted,
}: {
  all: readonly DepositChannel[];
  kinds: readonly DepositKind[];
  promos: DepositPromoListValue['promos'];
  wanted: string | null;
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
  const offeredWanted = wanted !== null && promos.some((promo) => promo.promoId === wanted);
  const [promoId, setPromoId] = useState(offeredWanted ? wanted : '');
  const chosen = promos.find((promo) => promo.promoId === promoId);
  const { form, submit, busy, failure } = useWalletForm<DepositValues>(
    depositSchema(limits, activeKind === 'manual', chosen?.needsCode === true),
    { amount: '', promoId: offeredWanted ? wanted : '', promoCode: '', payerName: '', reference: '' },
  );
  const [watchedPromo, watchedAmount] = useWatch({ control: form.control, name: ['promoId', 'amount'] }).map(
    (value) => (typeof value === 'string' ? value : ''),
  );
  // The schema follows the chosen promotion (its code field); the choice is state for the next render.
  if (watchedPromo !== undefined && watchedPromo !== promoId) setPromoId(watchedPromo);
  const typedMinor = toMinorUnits(watchedAmount ?? '', limits.scale);
  const promoMinimum = chosen === undefined ? null : toMinorUnits(chosen.minDeposit, limits.scale);
  const belowPromo =
    typedMinor !== null && promoMinimum !== null && typedMinor > 0n && typedMinor < promoMinimum;
  if (!channel) return <EmptyState title={t('deposit.noChannels')} />;

  const onSubmit = submit(async (values) => {
    const amount = normalizeAmount(values.amount, limits.scale);
    if (amount === null) return false;
    const promo = promos.find((candidate) => candidate.promoId === values.promoId);
    const common = {
      channelId: channel.channelId,
      amount,
      promoId: promo?.promoId,
      promoCode: promo?.needsCode === true ? values.promoCode.trim() : undefined,
      requestId,
    };
    const statusPath = (depositId: string): string =>
      `/m/voucherCenter?depositId=${encodeURIComponent(depositId)}`;
    let started: { deposit: DepositRecord; redirectUrl: string | null };
    try {
      started = isTransfer(channel.kind)
        ? {
            ...(await walletApi.depositManual({
              ...common,
              payerName: values.payerName.trim() || undefined,
              reference: values.reference.trim() || undefined,
            })),
            redirectUrl: null,
          }
        : await walletApi.depositGateway(common);
    } catch (error) {
      if (!isWrongCode(error)) throw error;
      // Said under the code field, where it can be corrected.
      form.setError('promoCode', { message: 'deposit.promoCodeWrong' }, { shouldFocus: true });
      return false;
    }
    const { deposit, redirectUrl } = started;
    if (redirectUrl === null) {
      await client.invalidateQueries({ queryKey: WALLET_KEY });
      void navigate(statusPath(deposit.depositId), { replace: true });
      return;
    }
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
        {wanted !== null && !offeredWanted && <UnavailablePromo promoId={wanted} />}
        {promos.length > 0 && (
          <FormSelectField
            name="promoId"
            label={t('deposit.promo')}
            empty={t('deposit.noPromo')}
            options={promos.map((promo) => ({ value: promo.promoId, label: promo.title }))}
          />
        )}
        {chosen !== undefined && belowPromo && (
          <p className="wallet__muted" role="status">
            {t('deposit.promoMinimum', {
              min: `\u2066${formatMoney(chosen.minDeposit, currency)}\u2069`,
            })}
          </p>
        )}
        {chosen?.needsCode === true && (
          <FormTextField label={t('deposit.promoCode')} name="promoCode" maxLength={64} autoComplete="off" />
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
