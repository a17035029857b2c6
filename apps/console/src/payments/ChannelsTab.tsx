import { Alert, Badge, Button, Group, Paper, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import {
  DEPOSIT_KINDS,
  type DepositKind,
  OPS_SETTINGS_RULES_PATHS,
  type OpsDepositChannelValue,
  opsDepositChannelsValue,
  opsMoneyInput,
} from '@openlobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { QueryState, failureText } from '../screens/QueryState.tsx';
import { decimalAbove } from '../settings/LimitsPanel.tsx';
import '../settings/rules.css';
import { ChannelAccountsDialog } from './ChannelAccountsDialog.tsx';
import { ChannelCreateDialog, takesAccounts } from './ChannelCreateDialog.tsx';

interface OpenAccounts {
  readonly channelId: string;
  readonly name: string;
}

interface Draft {
  readonly enabled: boolean;
  readonly minAmount: string;
  readonly maxAmount: string;
  readonly sortOrder: string;
}

type DraftErrors = Partial<Record<'minAmount' | 'maxAmount' | 'sortOrder', MessageKey>>;

/** Each wrong cell's message; the server checks the same again. */
export function channelErrors(draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  const amount = (text: string) => opsMoneyInput.safeParse(text).success && /[1-9]/.test(text);
  if (!amount(draft.minAmount)) errors.minAmount = 'channels.amountInvalid';
  if (!amount(draft.maxAmount)) errors.maxAmount = 'channels.amountInvalid';
  if (
    errors.minAmount === undefined &&
    errors.maxAmount === undefined &&
    decimalAbove(draft.minAmount, draft.maxAmount)
  )
    errors.minAmount = 'channels.minAboveMax';
  if (!/^\d{1,5}$/.test(draft.sortOrder.trim()) || Number(draft.sortOrder) > 10_000)
    errors.sortOrder = 'channels.orderInvalid';
  return errors;
}

const draftOf = (channel: OpsDepositChannelValue): Draft => ({
  enabled: channel.enabled,
  minAmount: channel.minAmount,
  maxAmount: channel.maxAmount,
  sortOrder: String(channel.sortOrder),
});

/**
 * The deposit channels the lobby offers: each one's switch, smallest and largest deposit and
 * order, saved per row (settings.manage; listed with payments.read, read-only without it).
 */
export function ChannelsTab({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const query = useQuery({
    queryKey: ['ops-deposit-channels'],
    queryFn: () => api.call('GET', OPS_SETTINGS_RULES_PATHS.channels, opsDepositChannelsValue),
  });
  const [creating, setCreating] = useState(false);
  const [accounts, setAccounts] = useState<OpenAccounts | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  return (
    <Paper withBorder p="md" component="section" aria-label={t('channels.tab')}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('channels.note')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('channels.removal')}
            </Text>
          </Stack>
          {manage && (
            <Button
              flex="none"
              onClick={() => {
                setCreated(null);
                setCreating(true);
              }}
            >
              {t('channels.new')}
            </Button>
          )}
        </Group>
        {!manage && (
          <Text size="sm" c="dimmed">
            {t('channels.readOnly')}
          </Text>
        )}
        {created !== null && (
          <Alert color="green" role="status" withCloseButton onClose={() => setCreated(null)}>
            {created}
          </Alert>
        )}
        <QueryState query={query}>
          {(value) =>
            value.channels.length === 0 ? (
              <Text>{t('channels.empty')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={860}>
                <Table striped verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('channels.col.name')}</Table.Th>
                      <Table.Th>{t('channels.col.kind')}</Table.Th>
                      <Table.Th>{t('channels.col.enabled')}</Table.Th>
                      <Table.Th>
                        {t('channels.col.min')} <span className="ltr-text">({value.currency})</span>
                      </Table.Th>
                      <Table.Th>
                        {t('channels.col.max')} <span className="ltr-text">({value.currency})</span>
                      </Table.Th>
                      <Table.Th>{t('channels.col.order')}</Table.Th>
                      <Table.Th>{t('channels.col.accounts')}</Table.Th>
                      {manage && <Table.Th />}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {value.channels.map((channel) => (
                      <ChannelRow
                        key={channel.channelId}
                        channel={channel}
                        manage={manage}
                        onAccounts={() => setAccounts({ channelId: channel.channelId, name: channel.name })}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Stack>
      {creating && (
        <ChannelCreateDialog
          onClose={() => setCreating(false)}
          onCreated={(channel) => {
            setCreating(false);
            const needsAccount = takesAccounts(channel.kind);
            setCreated(
              t(needsAccount ? 'channels.createdNeedsAccount' : 'channels.created', { name: channel.name }),
            );
            if (needsAccount) setAccounts({ channelId: channel.channelId, name: channel.name });
          }}
        />
      )}
      {accounts !== null && (
        <ChannelAccountsDialog
          channelId={accounts.channelId}
          name={accounts.name}
          manage={manage}
          onClose={() => {
            // The reminder to add an account has done its work once the accounts were open.
            setCreated(null);
            setAccounts(null);
          }}
        />
      )}
    </Paper>
  );
}

function ChannelRow({
  channel,
  manage,
  onAccounts,
}: {
  channel: OpsDepositChannelValue;
  manage: boolean;
  onAccounts: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(draftOf(channel));
  const [checked, setChecked] = useState(false);
  const errors = checked ? channelErrors(draft) : {};
  const name = channel.name;
  const save = useMutation({
    mutationFn: (body: Draft) =>
      api.call('PUT', OPS_SETTINGS_RULES_PATHS.channel, opsDepositChannelsValue, {
        params: { channelId: channel.channelId },
        body: { ...body, sortOrder: Number(body.sortOrder) },
      }),
    onSuccess: (value) => {
      queryClient.setQueryData(['ops-deposit-channels'], value);
      setChecked(false);
    },
  });
  const edit = (change: Partial<Draft>) => {
    save.reset();
    setDraft({ ...draft, ...change });
  };
  const cell = (field: 'minAmount' | 'maxAmount' | 'sortOrder', label: string) => (
    <TextInput
      className="rules-table-input"
      size="xs"
      dir="ltr"
      inputMode={field === 'sortOrder' ? 'numeric' : 'decimal'}
      aria-label={label}
      readOnly={!manage}
      value={draft[field]}
      error={errors[field] === undefined ? undefined : t(errors[field])}
      onChange={(event) => edit({ [field]: event.currentTarget.value })}
    />
  );

  return (
    <>
      <Table.Tr>
        <Table.Th scope="row" fw={500}>
          {name}
        </Table.Th>
        <Table.Td>
          {DEPOSIT_KINDS.includes(channel.kind as DepositKind) ? (
            t(`channels.kind.${channel.kind as DepositKind}`)
          ) : (
            <span className="ltr-text">{channel.kind}</span>
          )}
        </Table.Td>
        <Table.Td>
          <Switch
            checked={draft.enabled}
            disabled={!manage}
            aria-label={t('channels.enabledOf', { name })}
            onChange={(event) => edit({ enabled: event.currentTarget.checked })}
          />
        </Table.Td>
        <Table.Td>{cell('minAmount', t('channels.minOf', { name }))}</Table.Td>
        <Table.Td>{cell('maxAmount', t('channels.maxOf', { name }))}</Table.Td>
        <Table.Td>{cell('sortOrder', t('channels.orderOf', { name }))}</Table.Td>
        <Table.Td>
          {takesAccounts(channel.kind) ? (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                aria-label={t('channels.accountsOf', { name })}
                onClick={onAccounts}
              >
                {t('channels.accountsButton', { count: channel.accountCount ?? 0 })}
              </Button>
              {channel.accountCount === 0 && (
                <Badge color="yellow" variant="light">
                  {t('channels.noAccountWarning')}
                </Badge>
              )}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('channels.viaGateway')}
            </Text>
          )}
        </Table.Td>
        {manage && (
          <Table.Td>
            <Button
              size="xs"
              aria-label={t('channels.saveOf', { name })}
              loading={save.isPending}
              onClick={() => {
                setChecked(true);
                if (Object.keys(channelErrors(draft)).length === 0) save.mutate(draft);
              }}
            >
              {t('channels.save')}
            </Button>
          </Table.Td>
        )}
      </Table.Tr>
      {(save.isError || save.isSuccess) && (
        <Table.Tr>
          <Table.Td colSpan={manage ? 8 : 7}>
            {save.isError ? (
              <Alert color="red" role="alert">
                {failureText(save.error, t('error.unexpected'))}
              </Alert>
            ) : (
              <Alert color="green" role="status">
                {t('channels.saved', { name })}
              </Alert>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
