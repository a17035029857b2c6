import { MemberType, type MySessionValue } from '@openlobby/contract/client';
import { type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../shared/format/money.ts';
import { isolated } from '../../../shared/format/percent.ts';
import { useSessionViewer } from '../../../shared/session/viewer.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { useMySession } from '../api/reality.ts';
import { useRealityT } from '../i18n/realityTexts.ts';
import { BETTING_RECORD_PATH } from '../model/paths.ts';
import { nextCheckAt, timePlayed } from '../model/realityClock.ts';
import './reality.css';

interface RealityCheckProps {
  /** Closes the game frame it shows over. */
  readonly closeFrame: () => void;
  /** Signs the member out (the app's sign-out; the frame is closed first). */
  readonly onLogOut: () => void;
}

function Figures({ data, shownAt }: { data: MySessionValue; shownAt: number }): ReactElement {
  const { t } = useRealityT();
  const currency = useCommonStore((state) => state.currency);
  const money = (amount: string, signed = false) => isolated(formatMoney(amount, currency, { signed }));
  const played = timePlayed(Date.parse(data.startedAt ?? ''), shownAt);
  const net = Number(data.net);
  return (
    <dl className="reality__figures">
      <div className="reality__figure">
        <dt>{t('dialog.timePlayed')}</dt>
        <dd>
          {played.hours > 0
            ? t('dialog.duration', { hours: played.hours, minutes: played.minutes })
            : t('dialog.durationMinutes', { minutes: played.minutes })}
        </dd>
      </div>
      <div className="reality__figure">
        <dt>{t('dialog.netResult')}</dt>
        <dd className={net < 0 ? 'reality__net reality__net--down' : 'reality__net'}>
          {money(data.net, true)}
        </dd>
      </div>
      <div className="reality__figure reality__figure--small">
        <dt>{t('dialog.stakes')}</dt>
        <dd>{money(data.stakes)}</dd>
      </div>
      <div className="reality__figure reality__figure--small">
        <dt>{t('dialog.wins')}</dt>
        <dd>{money(data.wins)}</dd>
      </div>
    </dl>
  );
}

/**
 * The reality check (UKGC RTS 13): over every game frame, at each interval the member
 * chose on Safer gambling since their login session began (on the server's clock, so a reload does
 * not restart it and a device's wrong clock does not move it), a dialog shows the time played and
 * the session's net result from the server, with Continue, See history (the betting record) and
 * Log out. Nothing shows for guests, trial members, or with the interval off.
 */
export default function RealityCheck({ closeFrame, onLogOut }: RealityCheckProps): ReactElement | null {
  const { t } = useRealityT();
  const navigate = useNavigate();
  const introId = useId();
  const { loggedIn, type } = useSessionViewer();
  const session = useMySession(loggedIn && type !== MemberType.TRIAL);
  const { data, dataUpdatedAt, refetch } = session;
  /** The server time the open check is for; null while none is open. */
  const [shownAt, setShownAt] = useState<number | null>(null);
  const lastShown = useRef(0);
  // Server clock minus this device's, as of the answer.
  const skew = data === undefined ? 0 : Date.parse(data.now) - dataUpdatedAt;
  const startedAt = data?.startedAt ?? null;
  const interval = (data?.intervalMinutes ?? 0) * 60_000;

  useEffect(() => {
    if (startedAt === null || interval === 0 || shownAt !== null) return undefined;
    const serverNow = Date.now() + skew;
    const due = Math.max(
      nextCheckAt(Date.parse(startedAt), serverNow, interval),
      lastShown.current + interval,
    );
    const timer = setTimeout(() => {
      lastShown.current = due;
      setShownAt(due);
      // The figures as of now: the bets since the session began.
      void refetch();
    }, due - serverNow);
    return () => clearTimeout(timer);
  }, [startedAt, interval, skew, shownAt, refetch]);

  if (shownAt === null || data === undefined) return null;
  const proceed = (): void => setShownAt(null);
  return (
    <Dialog open title={t('dialog.title')} onClose={proceed} describedBy={introId}>
      <div className="reality">
        <p id={introId} className="dialog__text">
          {t('dialog.intro')}
        </p>
        {session.isFetching ? (
          <p className="reality__loading" role="status">
            {t('dialog.loading')}
          </p>
        ) : (
          <Figures data={data} shownAt={shownAt} />
        )}
        <div className="reality__actions">
          <button type="button" className="button button--primary" onClick={proceed}>
            {t('dialog.continue')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setShownAt(null);
              closeFrame();
              void navigate(BETTING_RECORD_PATH);
            }}
          >
            {t('dialog.seeHistory')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setShownAt(null);
              onLogOut();
            }}
          >
            {t('dialog.logOut')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
