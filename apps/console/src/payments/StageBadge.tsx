import { Badge } from '@mantine/core';
import type { OpsWithdrawalStage } from '@openlobby/contract';
import { useTranslation } from 'react-i18next';

const COLORS: Record<OpsWithdrawalStage, string> = {
  pending: 'yellow',
  awaiting_second: 'orange',
  approved: 'green',
  paid: 'blue',
  rejected: 'red',
};

/** Where a withdrawal stands, in words and colour. */
export function StageBadge({ stage }: { stage: OpsWithdrawalStage }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[stage]}>
      {t(`payments.stage.${stage}`)}
    </Badge>
  );
}
