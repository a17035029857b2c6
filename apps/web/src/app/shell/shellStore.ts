import { create } from 'zustand';

/** Which shell overlay is open; one at a time, so opening one closes the others. */
export type ShellOverlay =
  'none' | 'sideMenu' | 'language' | 'logout' | 'registerFirst' | 'appDownload' | 'customerService';

interface ShellState {
  overlay: ShellOverlay;
  open: (overlay: ShellOverlay) => void;
  close: () => void;
}

export const useShellStore = create<ShellState>()((set) => ({
  overlay: 'none',
  open: (overlay) => set({ overlay }),
  close: () => set({ overlay: 'none' }),
}));
