import { EWALLET_NUMBER_EXAMPLE, type PayoutType } from '@openlobby/contract/client';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { FormProvider } from 'react-hook-form';
import { showToast } from '../../../../shared/ui/toastStore.ts';
import { walletApi, walletKeys } from '../../api/walletApi.ts';
import { FormSelectField, FormTextField } from '../../forms/WalletFields.tsx';
import { bindCardSchema, type BindCardValues, cardDigits } from '../../forms/walletSchemas.ts';
import { useWalletForm } from '../../forms/useWalletForm.ts';
import { useWalletT } from '../../i18n/texts.ts';
import { SubmitRow } from '../SubmitRow.tsx';

/**
 * Binding a bank card or an e-wallet. The account name must be the member's payee name: once that
 * is set it is shown fixed; before, the first card sets it (the server checks and stores it). An
 * e-wallet is keyed by its mobile number, so the number field follows the chosen provider's type.
 */
export function BindCardForm({
  payeeName,
  types,
  onBound,
}: {
  payeeName: string | null;
  /** Payout types that may still be added (under the cap); the provider list shows only these. */
  types: readonly PayoutType[];
  onBound: () => void;
}): ReactElement {
  const { t } = useWalletT();
  const banks = useQuery({ queryKey: walletKeys.banks, queryFn: walletApi.withdrawBanks });
  const offered = (banks.data?.banks ?? []).filter((bank) => types.includes(bank.payoutType));
  const typeOf = (code: string): PayoutType =>
    offered.find((bank) => bank.bankCode === code)?.payoutType ?? types[0] ?? 'bank';
  const { form, submit, busy, failure } = useWalletForm<BindCardValues>(
    bindCardSchema(typeOf),
    { bankCode: '', cardNumber: '', accountName: payeeName ?? '', branch: '' },
    { stays: true },
  );
  const ewallet = typeOf(form.watch('bankCode')) === 'ewallet';

  const onSubmit = submit(async (values) => {
    const accountName = values.accountName.trim();
    if (payeeName === null) await walletApi.setPayeeName(accountName);
    await walletApi.bindBankCard({
      bankCode: values.bankCode,
      cardNumber: ewallet ? values.cardNumber.trim() : cardDigits(values.cardNumber),
      accountName,
      branch: values.branch.trim() || undefined,
    });
    showToast(t('cards.bound'), 'success', 1000);
    onBound();
  });

  return (
    <FormProvider {...form}>
      <form className="wallet__section" noValidate onSubmit={onSubmit} aria-label={t('cards.add')}>
        <FormSelectField
          name="bankCode"
          label={
            types.length === 1 && ewallet
              ? t('payout.ewallet')
              : types.length === 1
                ? t('cards.bank')
                : t('cards.bankOrWallet')
          }
          empty={t('cards.chooseBank')}
          options={offered.map((bank) => ({ value: bank.bankCode, label: bank.bankName }))}
        />
        <FormTextField
          label={ewallet ? t('cards.mobileNumber') : t('cards.cardNumber')}
          name="cardNumber"
          keep={(value) => value.replace(ewallet ? /[^\d\s+-]+/g : /[^\d\s-]+/g, '')}
          inputMode={ewallet ? 'tel' : 'numeric'}
          hint={ewallet ? t('cards.mobileHint', { example: EWALLET_NUMBER_EXAMPLE }) : undefined}
          errorParams={{ example: EWALLET_NUMBER_EXAMPLE }}
          maxLength={40}
        />
        <FormTextField
          label={t('cards.payeeName')}
          name="accountName"
          maxLength={128}
          readOnly={payeeName !== null}
          hint={t('cards.payeeHint')}
        />
        <FormTextField label={t('cards.branch')} name="branch" maxLength={128} />
        <SubmitRow failure={failure} busy={busy} label={t('cards.bind')} />
      </form>
    </FormProvider>
  );
}
