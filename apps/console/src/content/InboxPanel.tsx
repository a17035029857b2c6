import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type InboxAudience,
  MEMBER_TYPES,
  OPS_MESSAGING_PATHS,
  opsInboxRequest,
  opsInboxValue,
} from '@openlobby/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { failureText } from '../screens/QueryState.tsx';
import { BilingualTexts } from './BilingualTexts.tsx';

interface InboxValues extends Record<string, unknown> {
  audience: InboxAudience['kind'];
  memberId: number | string;
  memberType: string;
  titleEn: string;
  contentEn: string;
  titleUr: string;
  contentUr: string;
}

const EMPTY: InboxValues = {
  audience: 'member',
  memberId: '',
  memberType: '0',
  titleEn: '',
  contentEn: '',
  titleUr: '',
  contentUr: '',
};

function audienceOf(values: InboxValues): InboxAudience {
  if (values.audience === 'all') return { kind: 'all' };
  if (values.audience === 'type') return { kind: 'type', memberType: Number(values.memberType) };
  return { kind: 'member', memberId: typeof values.memberId === 'number' ? values.memberId : Number.NaN };
}

function requestOf(values: InboxValues) {
  const hasUrdu = values.titleUr.trim() !== '' || values.contentUr.trim() !== '';
  return {
    audience: audienceOf(values),
    texts: {
      EN: { title: values.titleEn.trim(), content: values.contentEn },
      ...(hasUrdu ? { UR: { title: values.titleUr.trim(), content: values.contentUr } } : {}),
    },
  };
}

/** The fields to fix: the contract's request schema decides, each field shows one message. */
function inboxErrors(values: InboxValues): Partial<Record<keyof InboxValues & string, MessageKey>> {
  const parsed = opsInboxRequest.safeParse(requestOf(values));
  if (parsed.success) return {};
  const errors: Partial<Record<keyof InboxValues & string, MessageKey>> = {};
  for (const issue of parsed.error.issues) {
    const [first, language, field] = issue.path.map(String);
    if (first === 'audience') errors.memberId ??= 'content.error.memberId';
    if (first !== 'texts') continue;
    const ur = language === 'UR';
    if (field === 'content') errors[ur ? 'contentUr' : 'contentEn'] ??= 'content.error.tooLong';
    else errors[ur ? 'titleUr' : 'titleEn'] ??= ur ? 'content.error.titleUr' : 'content.error.titleEn';
  }
  return errors;
}

/** Sends one inbox message, to a member, every member of a type, or every member (POST /ops/inbox). */
export function InboxPanel() {
  const { t } = useTranslation();
  const { api } = useConsole();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<InboxValues>({ initialValues: EMPTY, validate: inboxErrors });
  const send = useMutation({
    mutationFn: (values: InboxValues) =>
      api.call('POST', OPS_MESSAGING_PATHS.inbox, opsInboxValue, { body: requestOf(values) }),
    onSuccess: (value) => {
      setSent(t('inbox.sent', { id: value.messageId }));
      form.reset();
    },
  });
  const field = (name: keyof InboxValues & string) => {
    const props = form.getInputProps(name);
    return { ...props, error: typeof props.error === 'string' ? t(props.error as MessageKey) : undefined };
  };
  const audience = form.getValues().audience;

  return (
    <Paper withBorder p="md">
      <form
        noValidate
        aria-label={t('inbox.title')}
        onSubmit={form.onSubmit((values) => {
          setSent(null);
          send.mutate(values);
        })}
      >
        <Stack>
          <Title order={3}>{t('inbox.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('inbox.about')}
          </Text>
          {sent !== null && (
            <Alert color="green" role="status">
              {sent}
            </Alert>
          )}
          {send.isError && (
            <Alert color="red" role="alert">
              {failureText(send.error, t('error.unexpected'))}
            </Alert>
          )}
          <div className="content-fields">
            <Select
              label={t('inbox.audience')}
              data={(['member', 'type', 'all'] as const).map((kind) => ({
                value: kind,
                label: t(`inbox.audience.${kind}`),
              }))}
              allowDeselect={false}
              {...field('audience')}
            />
            {audience === 'member' && (
              <NumberInput
                label={t('inbox.memberId')}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                {...field('memberId')}
              />
            )}
            {audience === 'type' && (
              <Select
                label={t('inbox.memberType')}
                data={MEMBER_TYPES.map((type) => ({
                  value: String(type),
                  label: t(`inbox.type.${type}` as MessageKey),
                }))}
                allowDeselect={false}
                {...field('memberType')}
              />
            )}
          </div>
          <BilingualTexts field={field} rows={5} />
          <Group>
            <Button type="submit" loading={send.isPending}>
              {t('inbox.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
