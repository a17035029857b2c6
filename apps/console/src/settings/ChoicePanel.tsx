import { Button, Group, Paper, Select, type SelectProps, Stack, Text, Title } from '@mantine/core';
import type { OpsSettingsValue } from '@openlobby/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client.ts';
import { SaveOutcome } from './SaveOutcome.tsx';
import { useSettingsSave } from './useSettingsSave.ts';

/**
 * One of the merchant's settings picked from a list and saved (the time zone, the minimum age): its
 * title and note, the list, and Save while the choice differs from what is saved. Without the
 * manage permission the list is shown, disabled, and there is no Save. The server audits the change;
 * what it answers becomes the choice.
 */
export function ChoicePanel({
  title,
  note,
  details,
  label,
  saveLabel,
  current,
  choices,
  manage,
  put,
  savedChoice,
  select,
}: {
  title: string;
  note: string;
  /** More to read under the note (the value saved now, when the list cannot show it plainly). */
  details?: ReactNode;
  label: string;
  saveLabel: string;
  current: string;
  choices: readonly string[];
  manage: boolean;
  put: (api: ApiClient, value: string) => Promise<OpsSettingsValue>;
  /** The saved settings' value for this panel, as the list writes it. */
  savedChoice: (saved: OpsSettingsValue) => string;
  /** How the list looks and searches (width, search, direction). */
  select?: Omit<SelectProps, 'label' | 'data' | 'value' | 'onChange' | 'disabled'>;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(current);
  const save = useSettingsSave(put, (saved) => setChosen(savedChoice(saved)));
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(chosen);
        }}
      >
        <Stack gap="xs">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {note}
          </Text>
          {details}
          <Group align="flex-end">
            <Select
              {...select}
              label={label}
              data={choices}
              value={chosen}
              onChange={(value) => {
                if (value !== null) setChosen(value);
                save.reset();
              }}
              allowDeselect={false}
              disabled={!manage || save.isPending}
            />
            {manage && (
              <Button type="submit" loading={save.isPending} disabled={chosen === current}>
                {saveLabel}
              </Button>
            )}
          </Group>
          <SaveOutcome save={save} saved={t('settings.saved')} />
        </Stack>
      </form>
    </Paper>
  );
}
