import { SMS_COUNTDOWN_CHECK_MS, SMS_COUNTDOWN_DEFAULT_S } from '@openlobby/contract/client';
import { useCallback, useEffect, useState } from 'react';

/**
 * When the get-code button may be used again (spec 4): the server's resend time or expiry, or the
 * 60 s default when the answer carries neither.
 */
export function countdownEnd(
  answer: { resendAt?: number; expirationTime?: number } | null | undefined,
  now: number,
): number {
  if (answer?.resendAt && answer.resendAt > now) return answer.resendAt;
  if (answer?.expirationTime && answer.expirationTime > now) return answer.expirationTime;
  return now + SMS_COUNTDOWN_DEFAULT_S * 1000;
}

/** Seconds left (0 when idle), checked every 0.5 s against the clock so a sleeping tab stays right. */
export function useSmsCountdown(): {
  secondsLeft: number;
  start: (endsAt: number) => void;
  reset: () => void;
} {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, SMS_COUNTDOWN_CHECK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((end: number) => {
    setNow(Date.now());
    setEndsAt(end);
  }, []);
  const reset = useCallback(() => setEndsAt(null), []);
  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, start, reset };
}
