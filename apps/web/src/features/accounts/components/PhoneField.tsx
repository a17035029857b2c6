import { MOBILE_NUMBER_MAX_LENGTH } from '@openlobby/contract/client';
import { type ReactElement, type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, useFieldInput } from '../../../shared/ui/fields/FieldFrame.tsx';
import { FlagImage } from '../../../shared/ui/FlagImage.tsx';
import { type CountryCode, countryOptions, dialingCodeOf } from '../model/phone.ts';
import { filteredChange } from '../../../shared/ui/fields/filteredChange.ts';

interface Props {
  country: CountryCode;
  onCountry: (country: CountryCode) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Mobile number with a country dialling code picker (spec 2.7, 2.8): max 20 digits. */
export function PhoneField({ country, onCountry, value, onChange, error, inputRef }: Props): ReactElement {
  const { t, i18n } = useTranslation();
  const input = useFieldInput({ error });
  const options = useMemo(() => countryOptions(i18n.language === 'ur' ? 'ur' : 'en'), [i18n.language]);
  return (
    <FieldFrame inputId={input.id} label={t('accounts.mobile')} error={error}>
      <div className="field__row field__row--phone" dir="ltr">
        <span className="phone__code">
          <FlagImage country={country} />
          <select
            className="phone__select"
            aria-label={t('accounts.dialingCode')}
            value={country}
            onChange={(event) => onCountry(event.target.value as CountryCode)}
          >
            {options.map((option) => (
              <option key={option.country} value={option.country}>
                {option.name} {option.dialingCode}
              </option>
            ))}
          </select>
          <span className="phone__dial" aria-hidden="true">
            {dialingCodeOf(country)}
          </span>
        </span>
        <input
          {...input}
          ref={inputRef}
          name="mobileNum"
          className="field__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={value}
          maxLength={MOBILE_NUMBER_MAX_LENGTH}
          onChange={filteredChange((typed) => typed.replace(/\D+/g, ''), onChange)}
        />
      </div>
    </FieldFrame>
  );
}
