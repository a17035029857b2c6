import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { useExclusionT } from '../i18n/exclusionTexts.ts';
import { exclusionSentence } from './ExclusionSection.tsx';
import './exclusion.css';

export const SAFER_GAMBLING_PATH = '/m/member/saferGambling';

/** The time-out or self-exclusion in force, as member info said it when home last renewed it. */
export const useExclusionInForce = () => useCommonStore((state) => state.memberInfo?.exclusion ?? null);

/**
 * Home's and the member centre's banner while a time-out or self-exclusion is in force: until when,
 * and what still works. It reads member info (which home loads anyway), so everyone else costs
 * nothing: no request, and home does not even load this component for them.
 */
export default function ExclusionBanner(): ReactElement | null {
  const { t } = useExclusionT();
  const language = useLanguage();
  const exclusion = useExclusionInForce();
  if (exclusion === null) return null;
  return (
    <section className="exclusion-banner" role="status">
      <strong>{exclusionSentence(exclusion, language, t)}</strong>
      <span>{t('current.stillWorks')}</span>
      <Link to={SAFER_GAMBLING_PATH} className="exclusion-banner__link">
        {t('banner.link')}
      </Link>
    </section>
  );
}
