import { Alert, Loader, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkSeed } from './seedCheck.ts';

const COLORS = { verified: 'green', mismatch: 'red', unavailable: 'yellow' } as const;

/** The operator's own check, computed here: does the revealed seed hash to the published hash? */
export function SeedVerdict({ seed, seedHash }: { seed: string; seedHash: string }) {
  const { t } = useTranslation();
  const verdict = useQuery({
    queryKey: ['lottery', 'seed-check', seed, seedHash],
    queryFn: () => checkSeed(seed, seedHash),
    staleTime: Infinity,
  });
  if (verdict.data === undefined)
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('lottery.verifying')}</Text>
      </Group>
    );
  return (
    <Alert color={COLORS[verdict.data]} role="status" variant="light">
      {t(`lottery.${verdict.data === 'unavailable' ? 'cannotVerify' : verdict.data}`)}
    </Alert>
  );
}
