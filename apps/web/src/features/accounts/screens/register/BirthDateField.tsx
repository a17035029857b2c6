import type { ReactElement } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../shared/format/dateTime.ts';
import { useLanguage } from '../../../../shared/i18n/useLanguage.ts';
import { DateField } from '../../../../shared/ui/fields/DateField.tsx';
import { deviceToday, oldestBirthDate } from '../../model/birthDate.ts';

/**
 * The date of birth of a registration: the device's date picker, the chosen day again in
 * the player's language (the picker writes it the device's way), and the merchant's minimum age as
 * the rule, or what is wrong with the date, the server's refusal of an under-age member included.
 */
export function BirthDateField({ minimumAge }: { minimumAge: number }): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const { clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name: 'birthDate' });
  const value = typeof field.value === 'string' ? field.value : '';
  const today = deviceToday();
  const key = fieldState.error?.message;
  const rule = t('age.hint', { age: minimumAge });
  return (
    <DateField
      label={t('age.birthDate')}
      name="birthDate"
      value={value}
      onChange={(next) => {
        field.onChange(next);
        clearErrors('birthDate');
      }}
      inputRef={field.ref}
      autoComplete="bday"
      min={oldestBirthDate(today)}
      max={today}
      hint={
        /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? `${t('age.chosen', { date: formatDay(value, language) })} · ${rule}`
          : rule
      }
      error={
        key ? t(`age.errors.${key}`, { age: minimumAge, defaultValue: t('age.errors.invalid') }) : undefined
      }
    />
  );
}
