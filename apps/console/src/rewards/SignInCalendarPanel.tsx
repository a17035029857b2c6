import { Button, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  OPS_SIGN_IN_PATHS,
  type OpsSignInCalendarValue,
  SIGN_IN_DAYS,
  opsSignInCalendarValue,
} from '@openlobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { QueryState } from '../screens/QueryState.tsx';
import { SaveOutcome } from '../settings/SaveOutcome.tsx';
import { AMOUNT } from './vipForm.ts';

const KEY = ['ops-sign-in-calendar'] as const;

interface CalendarValues {
  enabled: boolean;
  rewards: string[];
}

function CalendarForm({ value, manage }: { value: OpsSignInCalendarValue; manage: boolean }) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const form = useForm<CalendarValues>({
    initialValues: { enabled: value.enabled, rewards: [...value.rewards] },
  });
  const save = useMutation({
    mutationFn: (values: CalendarValues) =>
      api.call('PUT', OPS_SIGN_IN_PATHS.calendar, opsSignInCalendarValue, {
        body: { enabled: values.enabled, rewards: values.rewards.map((text) => text.trim()) },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      const next = { enabled: saved.enabled, rewards: [...saved.rewards] };
      form.setValues(next);
      form.resetDirty(next);
    },
  });
  const submit = form.onSubmit((values) => {
    let wrong = false;
    values.rewards.forEach((text, i) => {
      if (!AMOUNT.test(text.trim())) {
        form.setFieldError(`rewards.${i}`, t('signInCal.amountInvalid'));
        wrong = true;
      }
    });
    if (!wrong) save.mutate(values);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('signInCal.intro')}
        </Text>
        <SaveOutcome save={save} saved={t('signInCal.saved')} showSaved={!form.isDirty()} />
        <Switch
          label={t('signInCal.enabled')}
          disabled={!manage}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
          {Array.from({ length: SIGN_IN_DAYS }, (_, i) => (
            <TextInput
              key={i}
              label={t('signInCal.day', { day: i + 1 })}
              inputMode="decimal"
              dir="ltr"
              readOnly={!manage}
              {...form.getInputProps(`rewards.${i}`)}
            />
          ))}
        </SimpleGrid>
        {manage && (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('signInCal.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The merchant's seven-day sign-in calendar: open or closed, and each day's reward. */
export function SignInCalendarPanel({ manage }: { manage: boolean }) {
  const { api } = useConsole();
  const calendar = useQuery({
    queryKey: KEY,
    queryFn: () => api.call('GET', OPS_SIGN_IN_PATHS.calendar, opsSignInCalendarValue),
  });
  return (
    <QueryState query={calendar}>{(value) => <CalendarForm value={value} manage={manage} />}</QueryState>
  );
}
