import { type ReactElement, useEffect, useState } from 'react';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { useAppDownloadT } from '../i18n/texts.ts';
import { countdownDeadline, formatTimeLeft, pageLoadDeadline, timeLeft } from '../model/deadline.ts';

const TICK_MS = 1_000;

/** The current time, refreshed every second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Spec 2.14's countdown: to the operator's campaign end when configured, otherwise to this page
 * load's random deadline. A timer role is not announced every second (it is not a live region).
 */
export function Countdown(): ReactElement {
  const { t } = useAppDownloadT();
  const campaignEndsAt = useCommonStore((state) => state.downloadCampaignEndsAt);
  const now = useNow();
  const left = timeLeft(countdownDeadline(campaignEndsAt, pageLoadDeadline()), now);
  if (left.ended) return <p className="download-countdown">{t('popup.ended')}</p>;
  return (
    <p className="download-countdown">
      <span>{t('popup.endsIn')}</span>{' '}
      <span
        role="timer"
        className="download-countdown__time"
        aria-label={t('popup.timeLeft', { hours: left.hours, minutes: left.minutes, seconds: left.seconds })}
      >
        <bdi>{formatTimeLeft(left)}</bdi>
      </span>
    </p>
  );
}
