import {
  Alert,
  Button,
  Code,
  Group,
  List,
  Modal,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  OPERATOR_PASSWORD_MIN_LENGTH,
  OPS_ADMIN_PATHS,
  type OpsRole,
  opsCreateOperatorValue,
} from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DialogActions } from '../components/DialogActions.tsx';
import { failureText } from '../screens/QueryState.tsx';
import { RoleChoice } from './RoleChoice.tsx';

/** A new operator with roles; with a second factor, the link and recovery codes are shown this once. */
export function CreateOperatorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState<OpsRole[]>([]);
  const [totp, setTotp] = useState(true);
  const [rolesError, setRolesError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      api.call('POST', OPS_ADMIN_PATHS.operators, opsCreateOperatorValue, {
        body: { username: username.trim(), password, roles, totp },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['operators'] }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (roles.length === 0) {
      setRolesError(t('operators.rolesRequired'));
      return;
    }
    setRolesError(null);
    create.mutate();
  };

  const created = create.data;
  return (
    <Modal opened onClose={onClose} title={t('operators.create')} size="lg">
      {created === undefined ? (
        <form onSubmit={submit} noValidate>
          <Stack>
            {create.isError && (
              <Alert color="red" role="alert">
                {failureText(create.error, t('error.unexpected'))}
              </Alert>
            )}
            <TextInput
              label={t('operators.col.username')}
              description={t('operators.usernameHelp')}
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              required
              autoComplete="off"
              classNames={{ input: 'ltr-text' }}
            />
            <PasswordInput
              label={t('operators.password')}
              description={t('operators.passwordHelp', { min: OPERATOR_PASSWORD_MIN_LENGTH })}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              required
              autoComplete="new-password"
            />
            <RoleChoice value={roles} onChange={setRoles} error={rolesError} />
            <Switch
              label={t('operators.totp')}
              checked={totp}
              onChange={(event) => setTotp(event.currentTarget.checked)}
            />
            <DialogActions
              cancelLabel={t('operators.cancel')}
              onCancel={onClose}
              confirmLabel={t('operators.save')}
              pending={create.isPending}
            />
          </Stack>
        </form>
      ) : (
        <Stack>
          <Alert color="green" role="status">
            {t('operators.created', { name: created.operator.username })}
          </Alert>
          {created.enrolment !== null && (
            <>
              <Text>{t('operators.enrolment', { name: created.operator.username })}</Text>
              <Text fw={700}>{t('operators.otpauth')}</Text>
              <Code block className="ltr-text" data-testid="otpauth-uri">
                {created.enrolment.otpauthUri}
              </Code>
              <Text fw={700}>{t('operators.recoveryCodes')}</Text>
              <List className="ltr-text">
                {created.enrolment.recoveryCodes.map((code) => (
                  <List.Item key={code}>
                    <Code>{code}</Code>
                  </List.Item>
                ))}
              </List>
            </>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('operators.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
