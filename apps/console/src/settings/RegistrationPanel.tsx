import { Alert, Button, Group, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import {
  OPS_SETTINGS_RULES_PATHS,
  type OpsRegistrationValue,
  type RegisterFieldName,
  opsRegistrationValue,
} from '@openlobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { QueryState, failureText } from '../screens/QueryState.tsx';

type Field = OpsRegistrationValue['fields'][number];

/** Whether members could still register with these fields (the server refuses otherwise). */
export function registrationPossible(fields: readonly Field[]): boolean {
  const on = (name: RegisterFieldName) => fields.some((field) => field.name === name && field.enabled);
  return on('password') && (on('username') || on('mobileNum'));
}

/**
 * The lobby's registration form: each field shown or not, required or not (required turns shown
 * on; hidden turns required off). Saved as one change, only the fields that differ.
 */
export function RegistrationPanel({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const query = useQuery({
    queryKey: ['ops-registration'],
    queryFn: () => api.call('GET', OPS_SETTINGS_RULES_PATHS.registration, opsRegistrationValue),
  });

  return (
    <Paper withBorder p="md" component="section" aria-label={t('rules.registration')}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('rules.registration')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('rules.registration.note')}
        </Text>
        {!manage && (
          <Text size="sm" c="dimmed">
            {t('rules.readOnly')}
          </Text>
        )}
        <QueryState query={query}>
          {(value) => <RegistrationForm saved={value.fields} manage={manage} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function RegistrationForm({ saved, manage }: { saved: readonly Field[]; manage: boolean }) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Field[]>([...saved]);
  const changed = fields.filter((field) => {
    const was = saved.find((old) => old.name === field.name);
    return was === undefined || was.enabled !== field.enabled || was.required !== field.required;
  });
  const possible = registrationPossible(fields);
  const save = useMutation({
    mutationFn: (body: { fields: Field[] }) =>
      api.call('PUT', OPS_SETTINGS_RULES_PATHS.registration, opsRegistrationValue, { body }),
    onSuccess: (value) => queryClient.setQueryData(['ops-registration'], value),
  });
  const set = (name: RegisterFieldName, change: Partial<Field>) => {
    save.reset();
    setFields((all) =>
      all.map((field) => {
        if (field.name !== name) return field;
        const next = { ...field, ...change };
        if (change.required === true) next.enabled = true;
        if (change.enabled === false) next.required = false;
        return next;
      }),
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (possible && changed.length > 0) save.mutate({ fields: changed });
      }}
    >
      <Stack gap="xs">
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rules.registration.field')}</Table.Th>
                <Table.Th>{t('rules.registration.enabled')}</Table.Th>
                <Table.Th>{t('rules.registration.required')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field) => {
                const label = t(`rules.field.${field.name}`);
                return (
                  <Table.Tr key={field.name}>
                    <Table.Th scope="row" fw={500}>
                      {label}
                    </Table.Th>
                    <Table.Td>
                      <Switch
                        checked={field.enabled}
                        disabled={!manage}
                        aria-label={t('rules.registration.enabledOf', { field: label })}
                        onChange={(event) => set(field.name, { enabled: event.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={field.required}
                        disabled={!manage}
                        aria-label={t('rules.registration.requiredOf', { field: label })}
                        onChange={(event) => set(field.name, { required: event.currentTarget.checked })}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {!possible && (
          <Alert color="orange" role="alert">
            {t('rules.registration.impossible')}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" role="alert">
            {failureText(save.error, t('error.unexpected'))}
          </Alert>
        )}
        {save.isSuccess && changed.length === 0 && (
          <Alert color="green" role="status">
            {t('rules.saved')}
          </Alert>
        )}
        {manage && (
          <Group>
            <Button type="submit" disabled={!possible || changed.length === 0} loading={save.isPending}>
              {t('rules.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
