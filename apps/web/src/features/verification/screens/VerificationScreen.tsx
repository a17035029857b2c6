import {
  type DocumentSide,
  IDENTITY_KINDS,
  type IdentityDocument,
  type IdentityDocumentKind,
  type MyVerificationValue,
  SIDES_OF_KIND,
  VERIFICATION_IMAGE_MAX_BYTES,
} from '@openlobby/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type ReactElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { isolated } from '../../../shared/format/percent.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { trialRefusingGate } from '../../../shared/session/cashierGate.ts';
import { GatedScreen } from '../../../shared/session/GatedScreen.tsx';
import { useSessionViewer } from '../../../shared/session/viewer.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { SegmentedChoice } from '../../../shared/ui/fields/SegmentedChoice.tsx';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import '../../../shared/ui/fields/fields.css';
import { setVerification, uploadDocument, useMyVerification } from '../api/verification.ts';
import '../components/verification.css';
import { useVerificationT } from '../i18n/texts.ts';

const ACCEPTED = ['image/jpeg', 'image/png'];

function DocumentRow({
  kind,
  side,
  doc,
}: {
  kind: IdentityDocumentKind;
  side: DocumentSide;
  doc: IdentityDocument | undefined;
}): ReactElement {
  const { t } = useVerificationT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const token = useCommonStore((state) => state.session?.token ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const sides = SIDES_OF_KIND[kind];
  const sideName = kind === 'PASSPORT' ? t('onePage') : sides.length > 1 ? t(`sides.${side}`) : t('document');
  const name = `${t(`kinds.${kind}`)} (${sideName})`;
  const send = useMutation({
    mutationFn: (file: File) => uploadDocument(kind, side, file),
    onSuccess: (value) => {
      setVerification(client, token, value);
      showToast(t('sent'), 'success');
    },
    onError: (error) => setProblem(errorText(error, language, shellT)),
  });
  const pick = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    if (file === undefined) return;
    if (!ACCEPTED.includes(file.type)) return setProblem(t('wrongType'));
    if (file.size > VERIFICATION_IMAGE_MAX_BYTES) return setProblem(t('tooLarge'));
    send.mutate(file);
  };
  const status = doc?.status ?? 'NONE';
  const approved = status === 'APPROVED';
  return (
    <li className="kyc__doc" aria-label={name}>
      <div className="kyc__doc-name">
        <strong>{sideName}</strong>
        <span className={`kyc__badge kyc__badge--${status}`}>{t(`docStatus.${status}`)}</span>
      </div>
      {!approved && (
        <label className="kyc__upload button button--ghost">
          {send.isPending ? t('uploading') : doc === undefined ? t('upload') : t('uploadAgain')}
          <input
            type="file"
            accept={ACCEPTED.join(',')}
            className="visually-hidden"
            aria-label={t('uploadLabel', { name })}
            disabled={send.isPending}
            onChange={pick}
          />
        </label>
      )}
      {doc?.note != null && (
        <p className="kyc__note">
          {t(status === 'REJECTED' ? 'reason' : 'note', {
            note: doc.note,
            interpolation: { escapeValue: false },
          })}
        </p>
      )}
      {problem !== null && (
        <p className="kyc__note" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}

function rowsOf(value: MyVerificationValue, kind: IdentityDocumentKind) {
  return SIDES_OF_KIND[kind].map((side) => ({
    side,
    doc: value.documents.find((d) => d.kind === kind && d.side === side),
  }));
}

function Verification({ value }: { value: MyVerificationValue }): ReactElement {
  const { t } = useVerificationT();
  const id = useId();
  const currency = useCommonStore((state) => state.currency);
  const latest = [...value.documents]
    .filter((d) => d.kind !== 'PROOF_OF_ADDRESS')
    .sort((a, b) => b.documentId - a.documentId)[0];
  const [kind, setKind] = useState<IdentityDocumentKind>(latest?.kind ?? 'ID_CARD');
  const rule =
    value.rule.mode === 'ABOVE'
      ? t('ruleABOVE', { amount: isolated(formatMoney(value.rule.threshold, currency)) })
      : t(`rule${value.rule.mode}`);
  return (
    <>
      <section className="kyc__card card" aria-labelledby={`${id}-status`}>
        <div className="kyc__status">
          <h2 id={`${id}-status`} className="kyc__heading">
            {t('statusLabel')}
          </h2>
          <span className={`kyc__badge kyc__badge--${value.status}`} role="status">
            {t(`status.${value.status}`)}
          </span>
        </div>
        <p className="kyc__intro">{t(`statusText.${value.status}`)}</p>
        <p className="kyc__rule">{rule}</p>
      </section>
      <section className="kyc__card card" aria-labelledby={`${id}-identity`}>
        <h2 id={`${id}-identity`} className="kyc__heading">
          {t('identityHeading')}
        </h2>
        <SegmentedChoice
          label={t('identityKind')}
          options={IDENTITY_KINDS.map((option) => ({ value: option, label: t(`kinds.${option}`) }))}
          value={kind}
          onChange={setKind}
        />
        <ul className="kyc__docs">
          {rowsOf(value, kind).map(({ side, doc }) => (
            <DocumentRow key={`${kind}-${side}`} kind={kind} side={side} doc={doc} />
          ))}
        </ul>
      </section>
      {(value.rule.requireProofOfAddress || value.documents.some((d) => d.kind === 'PROOF_OF_ADDRESS')) && (
        <section className="kyc__card card" aria-labelledby={`${id}-address`}>
          <h2 id={`${id}-address`} className="kyc__heading">
            {t('addressHeading')}
          </h2>
          <p className="kyc__hint">{t('addressHint')}</p>
          <ul className="kyc__docs">
            {rowsOf(value, 'PROOF_OF_ADDRESS').map(({ side, doc }) => (
              <DocumentRow key={side} kind="PROOF_OF_ADDRESS" side={side} doc={doc} />
            ))}
          </ul>
        </section>
      )}
      <p className="kyc__hint">{t('formats')}</p>
      <p className="kyc__hint">{t('privacy')}</p>
    </>
  );
}

/**
 * Identity verification (/m/member/verification): the member's overall status (not
 * submitted, pending, verified, rejected, more needed) and the withdrawal rule; an identity document
 * (ID card or driving licence front and back, or a passport's photo page) and a proof of address,
 * each side with its status, the officer's reason or note, and an upload. Guests log in first;
 * trial members get the free_reject toast and go home.
 */
export default function VerificationScreen(): ReactElement {
  const { loggedIn, type } = useSessionViewer();
  const { t } = useVerificationT();
  const verification = useMyVerification();
  return (
    <GatedScreen gate={trialRefusingGate(loggedIn, type)}>
      <div className="kyc">
        <p className="kyc__intro">{t('intro')}</p>
        <LoadState query={verification}>{(value) => <Verification value={value} />}</LoadState>
      </div>
    </GatedScreen>
  );
}
