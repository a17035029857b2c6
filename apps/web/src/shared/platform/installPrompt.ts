/** Chromium's install prompt event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;

/**
 * Keeps the browser's install prompt for the download popup's add-to-home-screen option instead of
 * letting the browser show its own banner. It fires soon after load, long before the popup's chunk
 * arrives, so the listener is part of the first load (a few bytes).
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
  });
}

/** The captured prompt, handed out once (a prompt can be shown only once). */
export function takeInstallPrompt(): InstallPromptEvent | null {
  const prompt = deferred;
  deferred = null;
  return prompt;
}
