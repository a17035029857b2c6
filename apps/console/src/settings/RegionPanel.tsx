import { TagsInput, Text } from '@mantine/core';
import { OPS_SETTINGS_RULES_PATHS, type OpsSettingsValue, opsSettingsValue } from '@openlobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/en.ts';
import { RulesSection } from './RulesSection.tsx';
import { SaveOutcome } from './SaveOutcome.tsx';
import { useSettingsSave } from './useSettingsSave.ts';

type Region = OpsSettingsValue['region'];

const COUNTRY = /^[A-Za-z]{2}$/;
/** The shape of an IPv4 or IPv6 range; the server parses each one properly. */
const CIDR = /^[0-9A-Fa-f:.]+\/\d{1,3}$/;

/** The first wrong entry's message per list, or nothing; the server checks each entry again. */
export function regionErrors(region: Region): Partial<Record<keyof Region, MessageKey>> {
  const errors: Partial<Record<keyof Region, MessageKey>> = {};
  if (region.blockedCountries.some((code) => !COUNTRY.test(code)))
    errors.blockedCountries = 'rules.region.countryInvalid';
  for (const list of ['allowCidrs', 'denyCidrs'] as const)
    if (region[list].some((range) => !CIDR.test(range))) errors[list] = 'rules.region.cidrInvalid';
  return errors;
}

/**
 * Region rules: blocked countries and denied and always-allowed address ranges, as tags. The
 * server refuses rules that would block the operator's own address (shown here).
 */
export function RegionPanel({ value, manage }: { value: OpsSettingsValue; manage: boolean }) {
  const { t } = useTranslation();
  const [region, setRegion] = useState<Region>(value.region);
  const [checked, setChecked] = useState(false);
  const errors = checked ? regionErrors(region) : {};
  const save = useSettingsSave(
    (api, body: Region) => api.call('PUT', OPS_SETTINGS_RULES_PATHS.region, opsSettingsValue, { body }),
    (saved) => {
      setRegion(saved.region);
      setChecked(false);
    },
  );
  const list = (field: keyof Region, label: string, hint: string) => (
    <TagsInput
      label={label}
      description={manage ? hint : undefined}
      value={region[field]}
      readOnly={!manage}
      dir="ltr"
      splitChars={[',', ' ']}
      clearable={manage}
      error={errors[field] === undefined ? undefined : t(errors[field])}
      onChange={(next) => {
        save.reset();
        setRegion({
          ...region,
          [field]: field === 'blockedCountries' ? next.map((code) => code.trim().toUpperCase()) : next,
        });
      }}
    />
  );

  return (
    <RulesSection
      title={t('settings.region')}
      saved={value.regionSaved}
      manage={manage}
      saving={save.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (Object.keys(regionErrors(region)).length === 0) save.mutate(region);
      }}
      note={
        <Text size="sm" c="dimmed">
          {t('rules.region.note')}
        </Text>
      }
    >
      {list('blockedCountries', t('settings.blockedCountries'), t('rules.region.countriesHint'))}
      {list('denyCidrs', t('settings.denyCidrs'), t('rules.region.cidrHint'))}
      {list('allowCidrs', t('settings.allowCidrs'), t('rules.region.cidrHint'))}
      {value.yourAddress !== '' && (
        <Text size="sm">
          {t('rules.region.yourAddress', { address: `\u2066${value.yourAddress}\u2069` })}
        </Text>
      )}
      <SaveOutcome save={save} saved={t('rules.saved')} />
    </RulesSection>
  );
}
