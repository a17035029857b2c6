import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { OPS_SETTINGS_PATHS, opsSettingsValue } from '@openlobby/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveOutcome } from './SaveOutcome.tsx';
import { useSettingsSave } from './useSettingsSave.ts';

/** UTC first, then every IANA zone the browser knows, the merchant's own included even if it does not. */
export function timeZoneChoices(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC');
  const all = ['UTC', ...known];
  return all.includes(current) ? all : [current, ...all];
}

/**
 * The merchant's time zone, where the dashboard's and the reports' days begin: a searchable list
 * of zone names and Save. Days already counted keep their boundaries (the note says so).
 */
export function TimeZonePanel({ current, manage }: { current: string; manage: boolean }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string>(current);
  const choices = useMemo(() => timeZoneChoices(current), [current]);
  const save = useSettingsSave(
    (api, timeZone: string) =>
      api.call('PUT', OPS_SETTINGS_PATHS.timeZone, opsSettingsValue, { body: { timeZone } }),
    (value) => setChosen(value.timeZone),
  );

  return (
    <Paper withBorder p="md" component="section" aria-label={t('settings.timeZone')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(chosen);
        }}
      >
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('settings.timeZone')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.timeZoneNote')}
          </Text>
          <Text size="sm">
            {t('settings.timeZoneCurrent')} <span className="ltr-text">{current}</span>
          </Text>
          <Group align="flex-end">
            <Select
              label={t('settings.timeZoneLabel')}
              placeholder={t('settings.timeZoneSearch')}
              nothingFoundMessage={t('settings.timeZoneNothing')}
              data={choices}
              value={chosen}
              onChange={(value) => {
                if (value !== null) setChosen(value);
                save.reset();
              }}
              searchable
              allowDeselect={false}
              disabled={!manage || save.isPending}
              maxDropdownHeight={280}
              w={320}
              dir="ltr"
            />
            {manage && (
              <Button type="submit" loading={save.isPending} disabled={chosen === current}>
                {t('settings.timeZoneSave')}
              </Button>
            )}
          </Group>
          <SaveOutcome save={save} saved={t('settings.saved')} />
        </Stack>
      </form>
    </Paper>
  );
}
