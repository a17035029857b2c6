import { type ReactElement, type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { FrameOverlay } from '../../../shared/ui/FrameOverlay.tsx';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { useFocusTrap } from '../../../shared/ui/useFocusTrap.ts';

interface FrameModalProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
}

/** The page shown, or a message in its place (centred under the bar, with the name as its heading). */
type FrameContent = { src: string; message?: never } | { src?: never; message: ReactNode };

/**
 * The one full-screen modal over the lobby, for a launched game and for the lottery (its page, or
 * why it cannot show): a slim bar with the name and a close corner at the inline end (top left in
 * Urdu), so the corner never covers the game's own controls. Focus starts on the close button and
 * stays in the modal until it closes; Escape closes too. It is drawn outside the app, which is inert
 * beneath it.
 */
export function FrameModal({
  title,
  closeLabel,
  onClose,
  src,
  message,
}: FrameModalProps & FrameContent): ReactElement {
  const frameRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(frameRef, true, onClose, closeRef, true);
  // A game's page carries its own heading; a message has none but this name.
  const Name = src === undefined ? 'h1' : 'span';
  return createPortal(
    <div
      ref={frameRef}
      className={src === undefined ? 'game-frame game-frame--message' : 'game-frame'}
      role="dialog"
      aria-modal="true"
      aria-label={title}
    >
      <div className="game-frame__bar">
        {/* Isolated: an English game name keeps its own order inside the Urdu lobby. */}
        <Name className="game-frame__name">
          <bdi dir="auto">{title}</bdi>
        </Name>
        <button
          ref={closeRef}
          type="button"
          className="game-frame__close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      {src === undefined ? (
        <div className="game-frame__message">{message}</div>
      ) : (
        <iframe className="game-frame__page" src={src} title={title} allow="autoplay; fullscreen" />
      )}
      {/* The reality check, provided by the app: over the game, whichever game it is. */}
      <FrameOverlay closeFrame={onClose} />
    </div>,
    document.body,
  );
}
