import { ActionIcon, Alert, Button, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { OPS_INVITE_PATHS, type OpsInviteSettingsValue, opsInviteSettingsValue } from '@openlobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { QueryState } from '../screens/QueryState.tsx';
import { SaveOutcome } from '../settings/SaveOutcome.tsx';

const KEY = ['ops-invite-settings'] as const;
const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;
const FRIENDS = /^[1-9]\d{0,5}$/;

interface FormValues {
  enabled: boolean;
  minFirstDeposit: string;
  minValidBet: string;
  friendReward: string;
  milestones: { friends: string; amount: string }[];
}

const valuesOf = (value: OpsInviteSettingsValue): FormValues => ({
  enabled: value.enabled,
  minFirstDeposit: value.minFirstDeposit,
  minValidBet: value.minValidBet,
  friendReward: value.friendReward,
  milestones: value.milestones.map((m) => ({ friends: String(m.friends), amount: m.amount })),
});

function SettingsForm({ value, manage }: { value: OpsInviteSettingsValue; manage: boolean }) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({ initialValues: valuesOf(value) });
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      api.call('PUT', OPS_INVITE_PATHS.settings, opsInviteSettingsValue, {
        body: {
          enabled: values.enabled,
          minFirstDeposit: values.minFirstDeposit.trim(),
          minValidBet: values.minValidBet.trim(),
          friendReward: values.friendReward.trim(),
          milestones: values.milestones.map((m) => ({
            friends: Number(m.friends.trim()),
            amount: m.amount.trim(),
          })),
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      const next = valuesOf(saved);
      form.setValues(next);
      form.resetDirty(next);
    },
  });
  const submit = form.onSubmit((values) => {
    let wrong = false;
    for (const field of ['minFirstDeposit', 'minValidBet', 'friendReward'] as const) {
      if (!AMOUNT.test(values[field].trim())) {
        form.setFieldError(field, t('invites.amountInvalid'));
        wrong = true;
      }
    }
    const seen = new Set<string>();
    values.milestones.forEach((m, i) => {
      const friends = m.friends.trim();
      if (!FRIENDS.test(friends) || seen.has(friends)) {
        form.setFieldError(`milestones.${i}.friends`, t('invites.friendsInvalid'));
        wrong = true;
      }
      seen.add(friends);
      if (!AMOUNT.test(m.amount.trim())) {
        form.setFieldError(`milestones.${i}.amount`, t('invites.amountInvalid'));
        wrong = true;
      }
    });
    if (!wrong) save.mutate(values);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('invites.intro')}
        </Text>
        <SaveOutcome save={save} saved={t('invites.saved')} showSaved={!form.isDirty()} />
        <Switch
          label={t('invites.enabled')}
          disabled={!manage}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <Group align="flex-start">
          {(['minFirstDeposit', 'minValidBet', 'friendReward'] as const).map((field) => (
            <TextInput
              key={field}
              label={t(`invites.${field}`)}
              inputMode="decimal"
              dir="ltr"
              readOnly={!manage}
              w={240}
              {...form.getInputProps(field)}
            />
          ))}
        </Group>
        <Title order={3} size="h4">
          {t('invites.milestones')}
        </Title>
        {form.values.milestones.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('invites.milestonesEmpty')}
          </Text>
        )}
        {form.values.milestones.map((_, i) => (
          <Group key={i} align="flex-end" wrap="nowrap">
            <TextInput
              label={t('invites.friends')}
              aria-label={t('invites.friendsNamed', { n: i + 1 })}
              inputMode="numeric"
              dir="ltr"
              readOnly={!manage}
              w={160}
              {...form.getInputProps(`milestones.${i}.friends`)}
            />
            <TextInput
              label={t('invites.amount')}
              aria-label={t('invites.amountNamed', { n: i + 1 })}
              inputMode="decimal"
              dir="ltr"
              readOnly={!manage}
              w={200}
              {...form.getInputProps(`milestones.${i}.amount`)}
            />
            {manage && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                aria-label={t('invites.removeMilestone', { n: i + 1 })}
                onClick={() => form.removeListItem('milestones', i)}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        ))}
        {manage && (
          <Group>
            <Button
              variant="default"
              onClick={() => form.insertListItem('milestones', { friends: '', amount: '' })}
            >
              {t('invites.addMilestone')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('invites.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/**
 * Invite friends of the operator's merchant: on or off, the qualification rule, the reward per
 * qualified friend and the milestones. Seen with promotions.read; changed (audited by the server)
 * with promotions.write.
 */
export function InvitesScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const { api } = useConsole();
  const readable = me.permissions.includes('promotions.read');
  const settings = useQuery({
    queryKey: KEY,
    queryFn: () => api.call('GET', OPS_INVITE_PATHS.settings, opsInviteSettingsValue),
    enabled: readable,
  });
  if (!readable) return <NotFoundScreen />;
  const manage = me.permissions.includes('promotions.write');
  return (
    <Stack>
      <Title order={2}>{t('invites.title')}</Title>
      {!manage && (
        <Alert color="blue" role="note">
          {t('invites.readOnly')}
        </Alert>
      )}
      <QueryState query={settings}>{(value) => <SettingsForm value={value} manage={manage} />}</QueryState>
    </Stack>
  );
}
