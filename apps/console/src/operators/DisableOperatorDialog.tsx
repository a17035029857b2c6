import { Alert, Modal, Stack, Text } from '@mantine/core';
import { OPS_ADMIN_PATHS, opsOperatorValue } from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DialogActions } from '../components/DialogActions.tsx';
import type { OperatorRow } from '../screens/OperatorsScreen.tsx';
import { failureText } from '../screens/QueryState.tsx';

export function DisableOperatorDialog({ operator, onClose }: { operator: OperatorRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const disable = useMutation({
    mutationFn: () =>
      api.call('POST', OPS_ADMIN_PATHS.disableOperator, opsOperatorValue, {
        params: { operatorId: operator.id },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['operators'] });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('operators.disable')}>
      <Stack>
        {disable.isError && (
          <Alert color="red" role="alert">
            {failureText(disable.error, t('error.unexpected'))}
          </Alert>
        )}
        <Text>{t('operators.disableConfirm', { name: operator.username })}</Text>
        <DialogActions
          cancelLabel={t('operators.cancel')}
          onCancel={onClose}
          confirmLabel={t('operators.disable')}
          pending={disable.isPending}
          color="red"
          onConfirm={() => disable.mutate()}
        />
      </Stack>
    </Modal>
  );
}
