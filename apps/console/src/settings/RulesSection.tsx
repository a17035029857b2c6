import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A panel of rules that are the environment's until saved here: its title with a badge saying
 * whose values these are, `children` (the fields and outcome), and Save with settings.manage
 * (without it, a note that they are read-only).
 */
export function RulesSection({
  title,
  saved,
  manage,
  saving,
  onSubmit,
  note,
  children,
}: {
  title: string;
  /** The merchant's own values (saved here) rather than the environment's. */
  saved: boolean;
  manage: boolean;
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  note?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={3} size="h4">
              {title}
            </Title>
            <Badge variant="light" color={saved ? 'blue' : 'gray'}>
              {saved ? t('rules.badge.saved') : t('rules.badge.environment')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {saved ? t('rules.ownValues') : t('rules.fromEnvironment')}
          </Text>
          {note}
          {!manage && (
            <Text size="sm" c="dimmed">
              {t('rules.readOnly')}
            </Text>
          )}
          {children}
          {manage && (
            <Group>
              <Button type="submit" loading={saving}>
                {t('rules.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
