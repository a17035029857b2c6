import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import {
  MINIMUM_AGE_HIGHEST,
  MINIMUM_AGE_LOWEST,
  OPS_SETTINGS_PATHS,
  opsSettingsValue,
} from '@openlobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveOutcome } from './SaveOutcome.tsx';
import { useSettingsSave } from './useSettingsSave.ts';

const AGES = Array.from({ length: MINIMUM_AGE_HIGHEST - MINIMUM_AGE_LOWEST + 1 }, (_, i) =>
  String(MINIMUM_AGE_LOWEST + i),
);

/**
 * The minimum age at registration (18 to 25): registrations from now on are refused below it, on
 * the merchant's calendar day; members already registered stay. Saved and audited by the server.
 */
export function MinimumAgePanel({ current, manage }: { current: number; manage: boolean }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(String(current));
  const save = useSettingsSave(
    (api, minimumAge: number) =>
      api.call('PUT', OPS_SETTINGS_PATHS.minimumAge, opsSettingsValue, { body: { minimumAge } }),
    (value) => setChosen(String(value.minimumAge)),
  );
  return (
    <Paper withBorder p="md" component="section" aria-label={t('settings.minimumAge')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(Number(chosen));
        }}
      >
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('settings.minimumAge')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.minimumAgeNote')}
          </Text>
          <Group align="flex-end">
            <Select
              label={t('settings.minimumAgeLabel')}
              data={AGES}
              value={chosen}
              onChange={(value) => {
                if (value !== null) setChosen(value);
                save.reset();
              }}
              allowDeselect={false}
              disabled={!manage || save.isPending}
              w={160}
            />
            {manage && (
              <Button type="submit" loading={save.isPending} disabled={chosen === String(current)}>
                {t('settings.minimumAgeSave')}
              </Button>
            )}
          </Group>
          <SaveOutcome save={save} saved={t('settings.saved')} />
        </Stack>
      </form>
    </Paper>
  );
}
