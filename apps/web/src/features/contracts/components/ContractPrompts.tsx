import { useQuery } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { pendingContracts } from '../api/pendingContracts.ts';
import { useContractsT } from '../i18n/texts.ts';
import { CONTRACT_SCREENS, type ContractKind } from '../model/contractCheck.ts';

/**
 * Home's contract check (spec 4): one alert per pending contract request, with Cancel and Go; Go
 * opens the matching contract screen, Cancel moves on to the next request. Home mounts it only
 * for members the check applies to (model/contractCheck.ts) once their session is renewed.
 */
export default function ContractPrompts({
  held = false,
}: {
  /** True while another dialog is open over home: the prompts wait rather than stack on it. */
  held?: boolean;
}): ReactElement | null {
  const { t } = useContractsT();
  const navigate = useNavigate();
  const [answered, setAnswered] = useState<readonly ContractKind[]>([]);
  // Asked once each time home opens (spec 4), not polled: an offer made meanwhile shows next time.
  const pending = useQuery({
    queryKey: ['contractCheck'],
    queryFn: pendingContracts,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const next = pending.data?.find((kind) => !answered.includes(kind));
  if (next === undefined || held) return null;
  return (
    <ConfirmDialog
      open
      title={t(`prompt.${next}.title`)}
      text={t(`prompt.${next}.text`)}
      confirmLabel={t('prompt.go')}
      onConfirm={() => {
        setAnswered((done) => [...done, next]);
        void navigate(CONTRACT_SCREENS[next]);
      }}
      onCancel={() => setAnswered((done) => [...done, next])}
    />
  );
}
