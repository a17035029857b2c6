import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type PointerEvent, type ReactElement, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi, type HumanCheckAction, type SliderChallenge } from '../api/accountsApi.ts';

type Status = 'ready' | 'checking' | 'passed' | 'failed';

interface Props {
  action: HumanCheckAction;
  /** A pass token for `action` (single use). The parent forgets it when it changes `resetKey`. */
  onPass: (passToken: string) => void;
  /** Changing this throws away the current result and asks for a new puzzle (after a failed submit). */
  resetKey?: number;
}

const KEY_STEP = 4;

/**
 * The slider human check (spec 2.7, 2.8): drag the piece, or use the arrow keys and Enter, until it
 * fills the gap. The puzzle picture keeps left-to-right geometry in both languages; the labels follow
 * the page direction.
 */
export function SliderCheck({ action, onPass, resetKey = 0 }: Props): ReactElement {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const challenge = useQuery({
    queryKey: ['humanCheck', action, resetKey, attempt],
    queryFn: () => accountsApi.sliderChallenge(action),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  if (challenge.data)
    return (
      <SliderPuzzle
        key={challenge.data.challengeId}
        challenge={challenge.data}
        onPass={onPass}
        onRetry={() => setAttempt((value) => value + 1)}
      />
    );
  return (
    <div className="slider">
      <div className="slider__picture slider__picture--empty" />
      <div className="slider__track" />
      <p className="slider__message" role="status">
        {challenge.isError ? t('errors.network') : t('common.loading')}
      </p>
      {challenge.isError && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void challenge.refetch()}
        >
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

function SliderPuzzle({
  challenge,
  onPass,
  onRetry,
}: {
  challenge: SliderChallenge;
  onPass: (passToken: string) => void;
  onRetry: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('ready');
  const [x, setX] = useState(0);
  const trail = useRef<{ x: number; t: number }[]>([]);
  const startedAt = useRef(0);
  const dragging = useRef(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const max = challenge.trackWidth - challenge.pieceWidth;

  const record = (next: number): void => {
    if (trail.current.length === 0) startedAt.current = performance.now();
    const clamped = Math.max(0, Math.min(max, Math.round(next)));
    setX(clamped);
    if (trail.current.length < 500)
      trail.current.push({
        x: clamped,
        t: Math.min(120_000, Math.round(performance.now() - startedAt.current)),
      });
  };

  const verify = (finalX: number): void => {
    if (status !== 'ready') return;
    setStatus('checking');
    accountsApi.sliderVerify({ challengeId: challenge.challengeId, x: finalX, trail: trail.current }).then(
      (value) => {
        setStatus('passed');
        onPass(value.passToken);
      },
      () => {
        setStatus('failed');
        setTimeout(onRetry, 600);
      },
    );
  };

  const pictureX = (clientX: number): number => {
    const rect = trackRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    const scale = challenge.trackWidth / rect.width;
    return (clientX - rect.left) * scale - challenge.pieceWidth / 2;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (status !== 'ready') return;
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    record(pictureX(event.clientX));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    if (dragging.current) record(pictureX(event.clientX));
  };
  const onPointerUp = (): void => {
    if (!dragging.current) return;
    dragging.current = false;
    verify(x);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (status !== 'ready') return;
    const moves: Record<string, number> = {
      ArrowRight: x + KEY_STEP,
      ArrowUp: x + KEY_STEP,
      ArrowLeft: x - KEY_STEP,
      ArrowDown: x - KEY_STEP,
      PageUp: x + KEY_STEP * 5,
      PageDown: x - KEY_STEP * 5,
      Home: 0,
      End: max,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      record(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      verify(x);
    }
  };

  const percent = challenge.trackWidth > 0 ? (x / challenge.trackWidth) * 100 : 0;
  const message =
    status === 'passed'
      ? t('accounts.sliderPassed')
      : status === 'failed'
        ? t('accounts.sliderFailed')
        : t('accounts.sliderHint');

  return (
    <div className={`slider slider--${status}`}>
      <div
        className="slider__picture"
        dir="ltr"
        style={{ aspectRatio: `${challenge.trackWidth} / ${challenge.trackHeight}` }}
      >
        <>
          <img className="slider__background" src={challenge.background} alt={t('accounts.sliderPicture')} />
          {/* A strip the picture's full height: the piece sits at its own height inside it. */}
          <img
            className="slider__piece"
            src={challenge.piece}
            alt=""
            style={{
              left: `${percent}%`,
              width: `${(challenge.pieceWidth / challenge.trackWidth) * 100}%`,
            }}
          />
        </>
      </div>
      <div
        ref={trackRef}
        className="slider__track"
        dir="ltr"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <div className="slider__fill" style={{ width: `${percent}%` }} />
        <div
          className="slider__handle"
          role="slider"
          tabIndex={status === 'ready' ? 0 : -1}
          aria-label={t('accounts.sliderLabel')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={x}
          aria-disabled={status !== 'ready'}
          aria-describedby={undefined}
          style={{ left: `${percent}%` }}
          onKeyDown={onKeyDown}
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d={status === 'passed' ? 'M5 12l5 5 9-10' : 'M9 6l6 6-6 6'} />
          </svg>
        </div>
      </div>
      <p className="slider__message" role="status">
        {message}
      </p>
    </div>
  );
}
