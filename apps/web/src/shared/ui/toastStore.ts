import {
  TOAST_DEFAULT_LOGIN_AREA_MS,
  TOAST_DEFAULT_SHELL_MS,
  TOAST_LOADING_LONG_MS,
  TOAST_LOADING_MS,
} from '@openlobby/contract/client';
import { create } from 'zustand';

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

interface ToastState {
  toast: Toast | null;
}

export const useToastStore = create<ToastState>()(() => ({ toast: null }));

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Durations of spec section 9, by where and what is shown. */
export const TOAST_DURATION = {
  shell: TOAST_DEFAULT_SHELL_MS,
  loginArea: TOAST_DEFAULT_LOGIN_AREA_MS,
  loading: TOAST_LOADING_MS,
  loadingLong: TOAST_LOADING_LONG_MS,
} as const;

/** Shows one toast at a time (a new one replaces the old), hidden after `durationMs`. */
export function showToast(
  text: string,
  kind: ToastKind = 'info',
  durationMs: number = TOAST_DURATION.shell,
): number {
  const id = nextId++;
  clearTimeout(timer);
  useToastStore.setState({ toast: { id, text, kind } });
  timer = setTimeout(() => hideToast(id), durationMs);
  return id;
}

/** Hides the toast; with an id, only if that toast is still the one showing. */
export function hideToast(id?: number): void {
  const current = useToastStore.getState().toast;
  if (current && (id === undefined || current.id === id)) {
    clearTimeout(timer);
    useToastStore.setState({ toast: null });
  }
}
