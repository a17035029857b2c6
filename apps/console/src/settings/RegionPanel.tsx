import { Alert, Badge, Button, Group, Paper, Stack, TagsInput, Text, Title } from '@mantine/core';
import { OPS_SETTINGS_RULES_PATHS, type OpsSettingsValue, opsSettingsValue } from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { failureText } from '../screens/QueryState.tsx';

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
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [region, setRegion] = useState<Region>(value.region);
  const [checked, setChecked] = useState(false);
  const errors = checked ? regionErrors(region) : {};
  const save = useMutation({
    mutationFn: (body: Region) =>
      api.call('PUT', OPS_SETTINGS_RULES_PATHS.region, opsSettingsValue, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['ops-settings'], saved);
      setRegion(saved.region);
      setChecked(false);
    },
  });
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
    <Paper withBorder p="md" component="section" aria-label={t('settings.region')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (Object.keys(regionErrors(region)).length === 0) save.mutate(region);
        }}
      >
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={3} size="h4">
              {t('settings.region')}
            </Title>
            <Badge variant="light" color={value.regionSaved ? 'blue' : 'gray'}>
              {value.regionSaved ? t('rules.badge.saved') : t('rules.badge.environment')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {value.regionSaved ? t('rules.ownValues') : t('rules.fromEnvironment')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('rules.region.note')}
          </Text>
          {!manage && (
            <Text size="sm" c="dimmed">
              {t('rules.readOnly')}
            </Text>
          )}
          {list('blockedCountries', t('settings.blockedCountries'), t('rules.region.countriesHint'))}
          {list('denyCidrs', t('settings.denyCidrs'), t('rules.region.cidrHint'))}
          {list('allowCidrs', t('settings.allowCidrs'), t('rules.region.cidrHint'))}
          {value.yourAddress !== '' && (
            <Text size="sm">
              {t('rules.region.yourAddress', { address: `\u2066${value.yourAddress}\u2069` })}
            </Text>
          )}
          {save.isError && (
            <Alert color="red" role="alert">
              {failureText(save.error, t('error.unexpected'))}
            </Alert>
          )}
          {save.isSuccess && (
            <Alert color="green" role="status">
              {t('rules.saved')}
            </Alert>
          )}
          {manage && (
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('rules.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
