import { Alert, Anchor, Button, Group, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  INTERNAL_MEMBER_TYPES,
  type InternalMemberType,
  MemberType,
  OPS_MEMBER_PATHS,
  opsCreateInternalAccountRequest,
  opsInternalAccountValue,
} from '@openlobby/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DialogActions } from '../components/DialogActions.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { failureText } from '../screens/QueryState.tsx';
import { contractRules, translatedField } from './formRules.ts';
import { memberPath } from './paths.ts';

interface InternalValues extends Record<string, unknown> {
  username: string;
  password: string;
  type: string;
  /** Digits, or empty for no upline. */
  uplineId: string;
}

const TYPE_LABELS: Readonly<Record<InternalMemberType, MessageKey>> = {
  [MemberType.INTERNAL]: 'members.internal.type.member',
  [MemberType.INTERNAL_AGENT]: 'members.internal.type.agent',
  [MemberType.INTERNAL_AGENT_SENIOR]: 'members.internal.type.seniorAgent',
};

/** The form as the contract's request: an empty upline is none, anything else a number to check. */
function requestOf(values: InternalValues) {
  const upline = values.uplineId.trim();
  return {
    username: values.username.trim(),
    password: values.password,
    type: Number(values.type),
    ...(upline === '' ? {} : { uplineId: /^\d+$/.test(upline) ? Number(upline) : Number.NaN }),
  };
}

type InternalRequest = ReturnType<typeof requestOf> & Record<string, unknown>;

const checkRequest = contractRules<InternalRequest>(opsCreateInternalAccountRequest, {
  username: 'members.internal.usernameRequired',
  password: 'members.internal.passwordRequired',
  uplineId: 'members.internal.uplineInvalid',
});

/**
 * A house account the platform runs itself (QA, demos, house affiliate links): an internal member,
 * agent or senior agent, optionally under an internal agent. The server checks the username and
 * password against the registration rules and says why it refuses; once made, the dialog links to
 * the new member's page.
 */
export function InternalAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const form = useForm<InternalValues>({
    initialValues: { username: '', password: '', type: String(MemberType.INTERNAL_AGENT), uplineId: '' },
    validate: (values) => checkRequest(requestOf(values)),
  });
  const create = useMutation({
    mutationFn: (values: InternalValues) =>
      api.call('POST', OPS_MEMBER_PATHS.internalAccount, opsInternalAccountValue, {
        body: requestOf(values),
      }),
  });
  const created = create.data;
  return (
    <Modal opened onClose={onClose} title={t('members.internal.title')}>
      {created === undefined ? (
        <form noValidate onSubmit={form.onSubmit((values) => create.mutate(values))}>
          <Stack>
            {create.isError && (
              <Alert color="red" role="alert">
                {failureText(create.error, t('error.unexpected'))}
              </Alert>
            )}
            <TextInput
              label={t('members.internal.username')}
              description={t('members.internal.usernameHelp')}
              required
              autoComplete="off"
              maxLength={128}
              classNames={{ input: 'ltr-text' }}
              data-autofocus
              {...translatedField(form, 'username', t)}
            />
            <PasswordInput
              label={t('members.internal.password')}
              description={t('members.internal.passwordHelp')}
              required
              autoComplete="new-password"
              maxLength={64}
              {...translatedField(form, 'password', t)}
            />
            <Select
              label={t('members.internal.type')}
              data={INTERNAL_MEMBER_TYPES.map((type) => ({
                value: String(type),
                label: t(TYPE_LABELS[type]),
              }))}
              allowDeselect={false}
              {...form.getInputProps('type')}
            />
            <TextInput
              label={t('members.internal.upline')}
              description={t('members.internal.uplineHelp')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              classNames={{ input: 'ltr-text' }}
              {...translatedField(form, 'uplineId', t)}
            />
            <DialogActions
              cancelLabel={t('member.cancel')}
              onCancel={onClose}
              confirmLabel={t('members.internal.create')}
              pending={create.isPending}
            />
          </Stack>
        </form>
      ) : (
        <Stack>
          <Alert color="green" role="status">
            {t('members.internal.created', { name: created.username, id: created.id })}
          </Alert>
          <Anchor component={Link} to={memberPath(created.id)}>
            {t('members.internal.openMember', { name: created.username })}
          </Anchor>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('members.internal.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
