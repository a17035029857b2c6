import { CHAT_REDIRECT_MS, CHAT_WAIT_MESSAGE_MS, type Language } from '@openlobby/contract/client';
import { errorText } from '../../../shared/api/errorText.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { resourceCode } from '../../../shared/i18n/language.ts';
import { inLobbyLook } from '../../../shared/platform/serverPage.ts';
import { parseTheme, Theme } from '../../../shared/theme/theme.ts';
import { hideToast, showToast } from '../../../shared/ui/toastStore.ts';
import { launchChat } from '../api/launchChat.ts';
import { MESSAGING_NS } from '../i18n/texts.ts';

/** The chat page's header in the dark theme: the lobby's brand colour. The light page keeps its own. */
export const CHAT_HEADER_COLOR = '#2a1f6e';

export interface ChatLaunchSteps {
  showWait: () => number;
  hideWait: (id: number) => void;
  launch: () => Promise<{ chatUrl: string }>;
  pause: (ms: number) => Promise<void>;
  go: (url: string) => void;
  fail: (error: unknown) => void;
}

/**
 * Spec 4 and 9: the wait message shows as a loader (up to CHAT_WAIT_MESSAGE_MS), the chat is
 * launched, CHAT_REDIRECT_MS later the browser goes to the chat URL, then the loader hides. A
 * failure hides the loader and says why.
 */
export async function runChatLaunch(steps: ChatLaunchSteps): Promise<void> {
  const wait = steps.showWait();
  try {
    const { chatUrl } = await steps.launch();
    await steps.pause(CHAT_REDIRECT_MS);
    steps.go(chatUrl);
    steps.hideWait(wait);
  } catch (error) {
    steps.hideWait(wait);
    steps.fail(error);
  }
}

/**
 * Opens live chat for the signed-in member (message centre and side menu). `backUrl` is where the
 * chat page's back link returns, a lobby path.
 */
export function startLiveChat(language: Language, backUrl: string): Promise<void> {
  const t = i18n.getFixedT(resourceCode(language), MESSAGING_NS);
  const shellT = i18n.getFixedT(resourceCode(language));
  const theme = parseTheme(document.documentElement.dataset.theme);
  const input = { language, backUrl, title: t('chat.title') };
  return runChatLaunch({
    showWait: () => showToast(t('chat.wait'), 'loading', CHAT_WAIT_MESSAGE_MS),
    hideWait: hideToast,
    launch: () => launchChat(theme === Theme.DARK ? { ...input, headerColor: CHAT_HEADER_COLOR } : input),
    pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    go: (url) => window.location.assign(inLobbyLook(url, language, theme)),
    fail: (error) => showToast(errorText(error, language, shellT), 'error'),
  });
}
