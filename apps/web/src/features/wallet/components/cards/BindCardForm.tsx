import { EWALLET_NUMBER_EXAMPLE, type PayoutType, payoutAccountNumber } from '@openlobby/contract/client';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../shared/api/errorText.ts';
import { useLanguage } from '../../../../shared/i18n/useLanguage.ts';
import { TextField } from '../../../../shared/ui/fields/TextField.tsx';
import { showToast } from '../../../../shared/ui/toastStore.ts';
import { walletApi, walletKeys } from '../../api/walletApi.ts';
import { useWalletT } from '../../i18n/texts.ts';
import { SelectField } from '../SelectField.tsx';
import { SubmitRow } from '../SubmitRow.tsx';

/** Card numbers as the server takes them: digits, spaces and dashes ignored. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

export function isCardNumber(value: string): boolean {
  return /^\d{8,30}$/.test(cardDigits(value));
}

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
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const banks = useQuery({ queryKey: walletKeys.banks, queryFn: walletApi.withdrawBanks });
  const [bankCode, setBankCode] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [accountName, setAccountName] = useState(payeeName ?? '');
  const [branch, setBranch] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const offered = (banks.data?.banks ?? []).filter((bank) => types.includes(bank.payoutType));
  const payoutType = offered.find((bank) => bank.bankCode === bankCode)?.payoutType ?? types[0] ?? 'bank';
  const ewallet = payoutType === 'ewallet';
  const bankProblem = bankCode === '' ? t('cards.bankRequired') : undefined;
  const numberProblem = ewallet
    ? payoutAccountNumber('ewallet', cardNumber) === null
      ? t('cards.mobileNumberInvalid', { example: EWALLET_NUMBER_EXAMPLE })
      : undefined
    : isCardNumber(cardNumber)
      ? undefined
      : t('cards.cardNumberInvalid');
  const nameProblem = accountName.trim() === '' ? shellT('accounts.errors.required') : undefined;

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (bankProblem || numberProblem || nameProblem || busy) return;
    setBusy(true);
    try {
      if (payeeName === null) await walletApi.setPayeeName(accountName.trim());
      await walletApi.bindBankCard({
        bankCode,
        cardNumber: ewallet ? cardNumber.trim() : cardDigits(cardNumber),
        accountName: accountName.trim(),
        branch: branch.trim() || undefined,
      });
      showToast(t('cards.bound'), 'success', 1000);
      onBound();
    } catch (error) {
      setFailure(errorText(error, language, shellT));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="wallet__section"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('cards.add')}
    >
      <SelectField
        label={
          types.length === 1 && ewallet
            ? t('payout.ewallet')
            : types.length === 1
              ? t('cards.bank')
              : t('cards.bankOrWallet')
        }
        value={bankCode}
        onChange={setBankCode}
        empty={t('cards.chooseBank')}
        options={offered.map((bank) => ({ value: bank.bankCode, label: bank.bankName }))}
        error={checked ? bankProblem : undefined}
      />
      <TextField
        label={ewallet ? t('cards.mobileNumber') : t('cards.cardNumber')}
        name="cardNumber"
        value={cardNumber}
        onChange={(value) => setCardNumber(value.replace(ewallet ? /[^\d\s+-]+/g : /[^\d\s-]+/g, ''))}
        inputMode={ewallet ? 'tel' : 'numeric'}
        hint={ewallet ? t('cards.mobileHint', { example: EWALLET_NUMBER_EXAMPLE }) : undefined}
        maxLength={40}
        error={checked ? numberProblem : undefined}
      />
      <TextField
        label={t('cards.payeeName')}
        name="accountName"
        value={accountName}
        onChange={setAccountName}
        maxLength={128}
        readOnly={payeeName !== null}
        hint={t('cards.payeeHint')}
        error={checked ? nameProblem : undefined}
      />
      <TextField
        label={t('cards.branch')}
        name="branch"
        value={branch}
        onChange={setBranch}
        maxLength={128}
      />
      <SubmitRow failure={failure} busy={busy} label={t('cards.bind')} />
    </form>
  );
}
