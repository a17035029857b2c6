import { create } from 'zustand';

/** The game open in the full-screen frame, if any (one at a time, like a native game view). */
export interface OpenGame {
  url: string;
  gameName: string;
}

export const useGameFrameStore = create<{ game: OpenGame | null }>()(() => ({ game: null }));

export function openGameFrame(game: OpenGame): void {
  useGameFrameStore.setState({ game });
}

export function closeGameFrame(): void {
  useGameFrameStore.setState({ game: null });
}
