import { createContext, type ReactElement, type ReactNode, Suspense, useContext } from 'react';

/**
 * What shows over every full-screen game frame (FrameModal: the house studio, a vendor's game and
 * the lottery): the app provides it (today the reality check of features/protection), so the games
 * feature draws it without importing another feature. Nothing is provided: nothing shows.
 */
export interface FrameOverlayProps {
  /** Closes the game frame it shows over (as the frame's own close corner does). */
  readonly closeFrame: () => void;
}

/** Draws the overlay for one frame. */
export type RenderFrameOverlay = (props: FrameOverlayProps) => ReactNode;

const FrameOverlayContext = createContext<RenderFrameOverlay | null>(null);

export const FrameOverlayProvider = FrameOverlayContext.Provider;

/** Drawn inside a game frame; the provided overlay may load lazily (nothing shows meanwhile). */
export function FrameOverlay({ closeFrame }: FrameOverlayProps): ReactElement | null {
  const render = useContext(FrameOverlayContext);
  if (render === null) return null;
  return <Suspense fallback={null}>{render({ closeFrame })}</Suspense>;
}
