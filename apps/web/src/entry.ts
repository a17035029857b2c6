/**
 * The page's one script. It is small on purpose: it holds the styles the page paints with (the
 * build inlines them into the page) and keeps the browser's install prompt, then lets the page's
 * own content paint (home: its first banner) before the app is even asked for (see shellPaint.ts).
 * Then the app's modules and the screen's are all requested at once (Vite's loader names the
 * app's, pageModules.ts the screen's), so nothing waits on anything else but the banner.
 */
import './shared/theme/tokens.css';
import './shared/theme/base.css';
import './app/shell/shell.css';
import './app/shell/memberPending.css';
import './features/system/components/status-page.css';
// The boot failure (no settings, no copy) is the shared failed state: it shows before any chunk.
import './shared/ui/load-state.css';
// Home's own styles too: home is the page drawn before any script (server web/home-shell.ts), and a
// style file arriving with its chunk made the browser restyle the whole lobby once more.
import './app/screens/home.css';
import './features/content/components/banner.css';
import './features/content/components/marquee.css';
// The game area's and the guest popup's too: each arrived as a style file after the lobby had
// painted and made the browser restyle and lay out the whole page again, on a cheap phone a long
// task just as the player starts to scroll.
import './features/games/components/games.css';
import './features/messaging/components/popup.css';
import { captureInstallPrompt } from './shared/platform/installPrompt.ts';
import { preloadPageModules } from './shared/platform/pageModules.ts';
import { afterShellPaint } from './shared/platform/shellPaint.ts';
import { loadStorageAreas } from './shared/storage/storage.ts';

captureInstallPrompt();
await afterShellPaint(document);
preloadPageModules(document);
loadStorageAreas();
await import('./main.tsx');
