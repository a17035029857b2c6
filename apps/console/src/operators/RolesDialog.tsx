import { Alert, Modal, Stack } from '@mantine/core';
import { OPS_ADMIN_PATHS, type OpsRole, opsOperatorValue } from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DialogActions } from '../components/DialogActions.tsx';
import type { OperatorRow } from '../screens/OperatorsScreen.tsx';
import { failureText } from '../screens/QueryState.tsx';
import { RoleChoice } from './RoleChoice.tsx';

export function RolesDialog({ operator, onClose }: { operator: OperatorRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [roles, setRoles] = useState<OpsRole[]>(operator.roles);
  const [rolesError, setRolesError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      api.call('PUT', OPS_ADMIN_PATHS.operatorRoles, opsOperatorValue, {
        params: { operatorId: operator.id },
        body: { roles },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['operators'] });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (roles.length === 0) return setRolesError(t('operators.rolesRequired'));
    setRolesError(null);
    save.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={t('operators.changeRolesOf', { name: operator.username })}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {save.isError && (
            <Alert color="red" role="alert">
              {failureText(save.error, t('error.unexpected'))}
            </Alert>
          )}
          <RoleChoice value={roles} onChange={setRoles} error={rolesError} />
          <DialogActions
            cancelLabel={t('operators.cancel')}
            onCancel={onClose}
            confirmLabel={t('operators.save')}
            pending={save.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
