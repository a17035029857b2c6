import { type ReactElement, useEffect, useState } from 'react';
import { useLotteryT } from '../i18n/texts.ts';
import { formatCountdown, msUntilClose } from '../model/countdown.ts';

/**
 * Time left to bet on an issue, ticking each second; at zero it says the draw is coming and calls
 * `onClosed` once, so the screen can ask for the next issue.
 */
export function Countdown({
  closesAt,
  offsetMs,
  onClosed,
}: {
  closesAt: string;
  offsetMs: number;
  onClosed?: () => void;
}): ReactElement {
  const { t } = useLotteryT();
  const [now, setNow] = useState(() => Date.now());
  const left = msUntilClose(closesAt, offsetMs, now);
  useEffect(() => {
    if (left <= 0) {
      onClosed?.();
      return undefined;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => clearTimeout(timer);
  }, [left, onClosed]);
  if (left <= 0) return <span className="lottery-countdown lottery-countdown--closed">{t('drawing')}</span>;
  return (
    <span className="lottery-countdown">
      {t('closesIn')}{' '}
      <time role="timer" dir="ltr" dateTime={closesAt} className="lottery-countdown__clock">
        {formatCountdown(left)}
      </time>
    </span>
  );
}
