import type { ContractKind } from '@openlobby/contract/client';
import { type ReactElement, useState } from 'react';
import { trialRefusingGate } from '../../../shared/session/cashierGate.ts';
import { GatedScreen } from '../../../shared/session/GatedScreen.tsx';
import { useSessionViewer } from '../../../shared/session/viewer.ts';
import { EmptyState, LoadState } from '../../../shared/ui/LoadState.tsx';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { type ContractInfo, useContractInfo } from '../api/contracts.ts';
import { ContractCard } from '../components/ContractCard.tsx';
import { CurrentPeriod } from '../components/CurrentPeriod.tsx';
import { OfferForm } from '../components/OfferForm.tsx';
import { PayoutList } from '../components/PayoutList.tsx';
import { useContractsT } from '../i18n/texts.ts';
import '../components/contracts.css';

type Section = 'mine' | 'offered' | 'payouts';

function Mine({ kind, info }: { kind: ContractKind; info: ContractInfo }): ReactElement {
  const { t } = useContractsT();
  const mine = info.asDownline;
  if (mine === null) return <EmptyState title={t('mineEmpty')} icon="receipt" />;
  const paying = mine.status === 'ACTIVE' || mine.status === 'END_REQUESTED';
  return (
    <>
      <ContractCard kind={kind} contract={mine} />
      {paying && <CurrentPeriod kind={kind} />}
    </>
  );
}

function Offered({ kind, info }: { kind: ContractKind; info: ContractInfo }): ReactElement {
  const { t } = useContractsT();
  return (
    <>
      {info.canOffer && info.maxBps !== null ? (
        <OfferForm kind={kind} maxBps={info.maxBps} />
      ) : (
        <p className="contract__hint card">{t('cannotOffer')}</p>
      )}
      {info.asUpline.length === 0 ? (
        <EmptyState title={t('offeredEmpty')} icon="users" />
      ) : (
        info.asUpline.map((contract) => (
          <ContractCard key={contract.contractId} kind={kind} contract={contract} />
        ))
      )}
    </>
  );
}

/**
 * A contract screen of spec 2.1 (daily salary, dividend, hourly salary): my own contract with my
 * upline (accept or reject an offer, ask to end it, this period so far), the contracts I offered my
 * direct downlines with a form for a new offer, and both sides' payouts. Home's contract check opens
 * it when an offer waits.
 */
export default function ContractScreen({ kind }: { kind: ContractKind }): ReactElement {
  const { t } = useContractsT();
  const { loggedIn, type } = useSessionViewer();
  const [section, setSection] = useState<Section>('mine');
  const info = useContractInfo(kind);
  const sections: { code: Section; label: string }[] = [
    { code: 'mine', label: t('tab.mine') },
    { code: 'offered', label: t('tab.offered') },
    { code: 'payouts', label: t('tab.payouts') },
  ];
  return (
    <GatedScreen gate={trialRefusingGate(loggedIn, type)}>
      <div className="contracts">
        <Tabs
          tabs={sections}
          selected={section}
          onSelect={setSection}
          label={t('sections')}
          idPrefix="contract-section"
          controls="contract-panel"
        />
        <div
          id="contract-panel"
          role="tabpanel"
          aria-labelledby={`contract-section-${section}`}
          className="contracts__panel"
        >
          {section === 'payouts' ? (
            <PayoutList kind={kind} />
          ) : (
            <LoadState query={info}>
              {(data) => (
                <>
                  {section === 'mine' ? (
                    <Mine kind={kind} info={data} />
                  ) : (
                    <Offered kind={kind} info={data} />
                  )}
                  <p className="contract__hint">{t('timeZone', { zone: data.timeZone })}</p>
                </>
              )}
            </LoadState>
          )}
        </div>
      </div>
    </GatedScreen>
  );
}
