import { Alert, Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  OPS_CHANNEL_PATHS,
  type OpsChannelAccountValue,
  type OpsChannelAccountsValue,
  opsChannelAccountRequest,
  opsChannelAccountsValue,
} from '@openlobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { translatedField } from '../members/formRules.ts';
import { QueryState, failureText } from '../screens/QueryState.tsx';
import { takesAccounts } from './ChannelCreateDialog.tsx';
import './channels.css';

interface AccountValues extends Record<string, unknown> {
  bankName: string;
  accountName: string;
  accountNumber: string;
  network: string;
}

const EMPTY: AccountValues = { bankName: '', accountName: '', accountNumber: '', network: '' };
const shape = opsChannelAccountRequest.shape;

/** Each wrong field's message, by the contract's schema; crypto needs its network. */
export function accountErrors(
  values: AccountValues,
  crypto: boolean,
): Partial<Record<keyof AccountValues & string, MessageKey>> {
  const errors: Partial<Record<keyof AccountValues & string, MessageKey>> = {};
  for (const name of ['bankName', 'accountName', 'accountNumber'] as const) {
    if (!shape[name].safeParse(values[name]).success) errors[name] = 'channels.fieldRequired';
  }
  const network = values.network.trim();
  if (crypto && network === '') errors.network = 'channels.networkRequired';
  else if (network !== '' && !shape.network.safeParse(network).success)
    errors.network = 'channels.fieldRequired';
  return errors;
}

const bodyOf = (values: AccountValues) => ({
  bankName: values.bankName.trim(),
  accountName: values.accountName.trim(),
  accountNumber: values.accountNumber.trim(),
  ...(values.network.trim() === '' ? {} : { network: values.network.trim() }),
});

type Done = 'channels.accountAdded' | 'channels.accountSaved' | 'channels.accountRemoved';

/**
 * One channel's receiving accounts, where members pay a bank transfer or crypto deposit into
 * (listed with payments.read). With settings.manage: add, edit, and remove after a confirmation.
 */
export function ChannelAccountsDialog({
  channelId,
  name,
  manage,
  onClose,
}: {
  channelId: string;
  name: string;
  manage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const key = ['ops-deposit-channel-accounts', channelId];
  const query = useQuery({
    queryKey: key,
    queryFn: () =>
      api.call('GET', OPS_CHANNEL_PATHS.accounts, opsChannelAccountsValue, { params: { channelId } }),
  });
  const [editing, setEditing] = useState<OpsChannelAccountValue | null>(null);
  const [removing, setRemoving] = useState<OpsChannelAccountValue | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const crypto = query.data?.kind === 'crypto';
  const form = useForm<AccountValues>({
    initialValues: EMPTY,
    validate: (values) => accountErrors(values, crypto),
  });
  const settle = async (value: OpsChannelAccountsValue, message: Done) => {
    queryClient.setQueryData(key, value);
    await queryClient.invalidateQueries({ queryKey: ['ops-deposit-channels'] });
    setDone(message);
    setEditing(null);
    setRemoving(null);
    form.setValues(EMPTY);
    form.resetDirty(EMPTY);
  };
  const save = useMutation({
    mutationFn: (values: AccountValues) =>
      editing === null
        ? api.call('POST', OPS_CHANNEL_PATHS.accounts, opsChannelAccountsValue, {
            params: { channelId },
            body: bodyOf(values),
          })
        : api.call('PUT', OPS_CHANNEL_PATHS.account, opsChannelAccountsValue, {
            params: { channelId, accountId: editing.accountId },
            body: bodyOf(values),
          }),
    onSuccess: (value) => settle(value, editing === null ? 'channels.accountAdded' : 'channels.accountSaved'),
  });
  const remove = useMutation({
    mutationFn: (account: OpsChannelAccountValue) =>
      api.call('DELETE', OPS_CHANNEL_PATHS.account, opsChannelAccountsValue, {
        params: { channelId, accountId: account.accountId },
      }),
    onSuccess: (value) => settle(value, 'channels.accountRemoved'),
  });
  const startEdit = (account: OpsChannelAccountValue) => {
    save.reset();
    setDone(null);
    setRemoving(null);
    setEditing(account);
    form.setValues({
      bankName: account.bankName,
      accountName: account.accountName,
      accountNumber: account.accountNumber,
      network: account.network ?? '',
    });
  };
  const failure = save.error ?? remove.error;

  return (
    <Modal opened onClose={onClose} title={t('channels.accountsOf', { name })} size="xl">
      <QueryState query={query}>
        {(value) =>
          !takesAccounts(value.kind) ? (
            <Text>{t('channels.accountsNoneForGateway')}</Text>
          ) : (
            <Stack>
              <Text size="sm" c="dimmed">
                {t('channels.accountsNote')}
              </Text>
              {done !== null && (
                <Alert color="green" role="status">
                  {t(done)}
                </Alert>
              )}
              {failure !== null && (
                <Alert color="red" role="alert">
                  {failureText(failure, t('error.unexpected'))}
                </Alert>
              )}
              {value.accounts.length === 0 ? (
                <Alert color="yellow">{t('channels.accountsNone')}</Alert>
              ) : (
                <Table.ScrollContainer minWidth={520}>
                  <Table verticalSpacing="xs">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t(crypto ? 'channels.coin' : 'channels.bankName')}</Table.Th>
                        <Table.Th>{t('channels.accountName')}</Table.Th>
                        <Table.Th>{t(crypto ? 'channels.address' : 'channels.accountNumber')}</Table.Th>
                        {crypto && <Table.Th>{t('channels.network')}</Table.Th>}
                        {manage && <Table.Th />}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {value.accounts.map((account) => (
                        <Table.Tr key={account.accountId}>
                          <Table.Td>{account.bankName}</Table.Td>
                          <Table.Td>{account.accountName}</Table.Td>
                          <Table.Td>
                            <span className="ltr-text channel-account-number">{account.accountNumber}</span>
                          </Table.Td>
                          {crypto && (
                            <Table.Td>
                              <span className="ltr-text">{account.network}</span>
                            </Table.Td>
                          )}
                          {manage && (
                            <Table.Td>
                              <Group gap="xs" wrap="nowrap">
                                <Button
                                  size="xs"
                                  variant="default"
                                  aria-label={t('channels.editAccountOf', { number: account.accountNumber })}
                                  onClick={() => startEdit(account)}
                                >
                                  {t('channels.editAccount')}
                                </Button>
                                <Button
                                  size="xs"
                                  variant="light"
                                  color="red"
                                  aria-label={t('channels.removeAccountOf', {
                                    number: account.accountNumber,
                                  })}
                                  onClick={() => {
                                    setDone(null);
                                    remove.reset();
                                    setRemoving(account);
                                  }}
                                >
                                  {t('channels.removeAccount')}
                                </Button>
                              </Group>
                            </Table.Td>
                          )}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              {removing !== null && (
                <Paper
                  withBorder
                  p="sm"
                  role="alertdialog"
                  aria-label={t('channels.removeAccountOf', { number: removing.accountNumber })}
                >
                  <Stack gap="xs">
                    <Text>{t('channels.removeConfirm', { number: removing.accountNumber })}</Text>
                    <Group justify="flex-end">
                      <Button variant="default" size="xs" onClick={() => setRemoving(null)}>
                        {t('channels.cancel')}
                      </Button>
                      <Button
                        color="red"
                        size="xs"
                        loading={remove.isPending}
                        onClick={() => remove.mutate(removing)}
                      >
                        {t('channels.removeYes')}
                      </Button>
                    </Group>
                  </Stack>
                </Paper>
              )}
              {manage && (
                <form
                  noValidate
                  onSubmit={form.onSubmit((values) => {
                    setDone(null);
                    save.mutate(values);
                  })}
                >
                  <Stack gap="xs">
                    <Title order={4}>
                      {editing === null
                        ? t('channels.addAccount')
                        : t('channels.editAccountOf', { number: editing.accountNumber })}
                    </Title>
                    <div className="channel-fields">
                      <TextInput
                        label={t(crypto ? 'channels.coin' : 'channels.bankName')}
                        required
                        {...translatedField(form, 'bankName', t)}
                      />
                      <TextInput
                        label={t('channels.accountName')}
                        required
                        {...translatedField(form, 'accountName', t)}
                      />
                      <TextInput
                        label={t(crypto ? 'channels.address' : 'channels.accountNumber')}
                        required
                        dir="ltr"
                        {...translatedField(form, 'accountNumber', t)}
                      />
                      {crypto && (
                        <TextInput
                          label={t('channels.network')}
                          description={t('channels.networkHint')}
                          required
                          dir="ltr"
                          {...translatedField(form, 'network', t)}
                        />
                      )}
                    </div>
                    <Group justify="flex-end">
                      {editing !== null && (
                        <Button
                          variant="default"
                          onClick={() => {
                            setEditing(null);
                            form.setValues(EMPTY);
                          }}
                        >
                          {t('channels.cancel')}
                        </Button>
                      )}
                      <Button type="submit" loading={save.isPending}>
                        {t(editing === null ? 'channels.addAccount' : 'channels.saveAccount')}
                      </Button>
                    </Group>
                  </Stack>
                </form>
              )}
            </Stack>
          )
        }
      </QueryState>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('channels.close')}
        </Button>
      </Group>
    </Modal>
  );
}
