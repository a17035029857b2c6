import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useExclusionT } from '../i18n/exclusionTexts.ts';
import { useMyExclusion } from '../api/exclusion.ts';
import { exclusionSentence } from './ExclusionSection.tsx';
import './exclusion.css';

export const SAFER_GAMBLING_PATH = '/m/member/saferGambling';

/**
 * Home's and the member centre's banner while a time-out or self-exclusion is in force: until when,
 * and what still works. Nothing at all for everyone else (one small read for members).
 */
export default function ExclusionBanner({ enabled = true }: { enabled?: boolean }): ReactElement | null {
  const { t } = useExclusionT();
  const language = useLanguage();
  const mine = useMyExclusion(enabled);
  const exclusion = mine.data?.exclusion ?? null;
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
