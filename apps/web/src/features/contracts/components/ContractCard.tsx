import type { ContractAction, ContractKind } from '@openlobby/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance } from '../../../shared/api/balance.ts';
import { errorText } from '../../../shared/api/errorText.ts';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { type AnyContract, processContract, refreshContracts, tiersOf } from '../api/contracts.ts';
import { useContractsT } from '../i18n/texts.ts';
import { ContractTiers } from './ContractTiers.tsx';
import { isolated } from '../../../shared/format/percent.ts';
import { formatPeriodKey } from '../model/periodKey.ts';

/** What the caller may do to a contract in its state, from its side. */
export function actionsFor(contract: AnyContract): ContractAction[] {
  const mine = contract.role;
  switch (contract.status) {
    case 'PENDING':
      return mine === 'DOWNLINE' ? ['ACCEPT', 'REJECT'] : ['CANCEL'];
    case 'ACTIVE':
      return ['REQUEST_END'];
    case 'END_REQUESTED':
      return contract.endRequestedBy === mine ? [] : ['CONFIRM_END'];
    default:
      return [];
  }
}

/**
 * One contract as either side sees it: its state, the other side, how often it settles, its tiers,
 * and the actions open to the caller, each confirmed first.
 */
export function ContractCard({
  kind,
  contract,
}: {
  kind: ContractKind;
  contract: AnyContract;
}): ReactElement {
  const { t } = useContractsT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const [asking, setAsking] = useState<ContractAction | null>(null);
  const act = useMutation({
    mutationFn: (action: ContractAction) => processContract(kind, contract.contractId, action),
    onSuccess: (_value, action) => showToast(t(`done.${action}`), 'success'),
    onError: (error) => showToast(errorText(error, language, shellT), 'error'),
    onSettled: () => Promise.all([refreshContracts(client), refreshBalance(client)]),
  });
  const other =
    contract.role === 'DOWNLINE'
      ? { label: t('upline'), name: contract.upline?.username ?? t('house') }
      : { label: t('downline'), name: contract.downline.username };
  const titleId = `contract-${contract.contractId}`;
  return (
    <article className="contract card" aria-labelledby={titleId}>
      <header className="contract__head">
        <h3 id={titleId} className="contract__title">
          {t(`kind.${kind}`)}
        </h3>
        <span className={`contract__status contract__status--${contract.status.toLowerCase()}`}>
          {t(`status.${contract.status}`)}
        </span>
      </header>
      {contract.suspended && (
        <p className="contract__warning" role="note">
          {t('suspended', { reason: contract.suspendReason ?? '' })}
        </p>
      )}
      <dl className="contract__facts">
        <div>
          <dt>{other.label}</dt>
          <dd>
            <bdi>{other.name}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('settles')}</dt>
          <dd>{t(`period.${contract.period}`)}</dd>
        </div>
      </dl>
      <ContractTiers kind={kind} tiers={tiersOf(contract)} />
      <ul className="contract__notes">
        <li>{t('offeredAt', { at: formatDateTime(contract.offeredAt, language) })}</li>
        {contract.startPeriod !== null && (
          <li>{t('startPeriod', { period: isolated(formatPeriodKey(contract.startPeriod, language)) })}</li>
        )}
        {contract.lastPeriod !== null && (
          <li>{t('lastPeriod', { period: isolated(formatPeriodKey(contract.lastPeriod, language)) })}</li>
        )}
        {contract.endRequestedBy !== null && (
          <li>{contract.endRequestedBy === contract.role ? t('endAskedByMe') : t('endAskedByOther')}</li>
        )}
      </ul>
      {actionsFor(contract).length > 0 && (
        <div className="contract__actions">
          {actionsFor(contract).map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'ACCEPT' ? 'button button--primary' : 'button button--ghost'}
              disabled={act.isPending}
              onClick={() => setAsking(action)}
            >
              {t(`action.${action}`)}
            </button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === null ? '' : t(`confirm.${asking}.title`)}
        text={asking === null ? undefined : t(`confirm.${asking}.text`)}
        confirmLabel={asking === null ? '' : t(`action.${asking}`)}
        tone={asking === 'REJECT' || asking === 'CONFIRM_END' ? 'danger' : 'primary'}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking !== null) act.mutate(asking);
          setAsking(null);
        }}
      />
    </article>
  );
}
