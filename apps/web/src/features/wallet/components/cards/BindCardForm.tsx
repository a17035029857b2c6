import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callErrorText } from '../../../../shared/api/call.ts';
import { useLanguage } from '../../../../shared/i18n/useLanguage.ts';
import { TextField } from '../../../../shared/ui/fields/TextField.tsx';
import { showToast } from '../../../../shared/ui/toastStore.ts';
import { walletApi, walletKeys } from '../../api/walletApi.ts';
import { useWalletT } from '../../i18n/texts.ts';

/** Card numbers as the server takes them: digits, spaces and dashes ignored. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

export function isCardNumber(value: string): boolean {
  return /^\d{8,30}$/.test(cardDigits(value));
}

/**
 * Binding a card. The account name must be the member's payee name: once that is set it is shown
 * fixed; before, the first card sets it (the server checks and stores it).
 */
export function BindCardForm({
  payeeName,
  onBound,
}: {
  payeeName: string | null;
  onBound: () => void;
}): ReactElement {
  const { t } = useWalletT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const banks = useQuery({ queryKey: walletKeys.banks, queryFn: walletApi.withdrawBanks });
  const bankSelect = useId();
  const [bankCode, setBankCode] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [accountName, setAccountName] = useState(payeeName ?? '');
  const [branch, setBranch] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const bankProblem = bankCode === '' ? t('cards.bankRequired') : undefined;
  const numberProblem = isCardNumber(cardNumber) ? undefined : t('cards.cardNumberInvalid');
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
        cardNumber: cardDigits(cardNumber),
        accountName: accountName.trim(),
        branch: branch.trim() || undefined,
      });
      showToast(t('cards.bound'), 'success', 1000);
      onBound();
    } catch (error) {
      setFailure(callErrorText(error, language, shellT));
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
      <div className="field">
        <label className="field__label" htmlFor={bankSelect}>
          {t('cards.bank')}
        </label>
        <select
          id={bankSelect}
          className="select"
          value={bankCode}
          aria-invalid={checked && bankProblem ? true : undefined}
          onChange={(event) => setBankCode(event.target.value)}
        >
          <option value="">{t('cards.chooseBank')}</option>
          {banks.data?.banks.map((bank) => (
            <option key={bank.bankCode} value={bank.bankCode}>
              {bank.bankName}
            </option>
          ))}
        </select>
        {checked && bankProblem && (
          <p className="field__error" role="alert">
            {bankProblem}
          </p>
        )}
      </div>
      <TextField
        label={t('cards.cardNumber')}
        name="cardNumber"
        value={cardNumber}
        onChange={(value) => setCardNumber(value.replace(/[^\d\s-]+/g, ''))}
        inputMode="numeric"
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
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('common.pleaseWait') : t('cards.bind')}
      </button>
    </form>
  );
}
