import { Checkbox, Group } from '@mantine/core';
import { OPS_ROLES, type OpsRole } from '@openlobby/contract';
import { useTranslation } from 'react-i18next';
import { inRoleOrder } from './roles.ts';

export function RoleChoice({
  value,
  onChange,
  error,
}: {
  value: readonly OpsRole[];
  onChange: (roles: OpsRole[]) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('operators.roles')}
      value={[...value]}
      onChange={(roles) => onChange(inRoleOrder(roles))}
      error={error ?? undefined}
      withAsterisk
    >
      <Group mt="xs" gap="md">
        {OPS_ROLES.map((role) => (
          <Checkbox key={role} value={role} label={t(`role.${role}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
