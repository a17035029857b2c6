/**
 * The member's chat page: server-rendered HTML, one stylesheet and one vanilla script, no inline
 * script or style (the strict CSP holds). Strings travel as data attributes; the script reads the
 * chat token from the URL fragment, keeps it in sessionStorage (so a reload still works) and drops
 * it from the address bar.
 */
import { CHAT_SOCKET_PATH, type Language, endpoints } from '@openlobby/contract';
import { html, render } from '../../platform/html.ts';
import { CHAT_TEXT, dataAttributes } from './page-text.ts';

export interface ChatPageOptions {
  readonly language: Language;
  readonly title: string | null;
  readonly headerColor: string | null;
  readonly backUrl: string;
  /** The merchant whose availability the page shows (from the launch link); null: the default one. */
  readonly merchant?: string | null;
}

export function chatPage(p: ChatPageOptions): string {
  const t = CHAT_TEXT[p.language];
  const data = dataAttributes({
    socket: CHAT_SOCKET_PATH,
    availabilityUrl: endpoints.chatAvailability.path,
    merchant: p.merchant ?? '',
    headerColor: p.headerColor ?? '',
    ...t,
  });
  return render(html`<!doctype html>
<html lang="${p.language.toLowerCase()}" dir="${p.language === 'UR' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${p.title ?? t.title}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/chat/style.css">
<script src="/chat/app.js" defer></script>
</head>
<body ${data}>
<header id="bar"><a class="back" href="${p.backUrl}">${t.back}</a><h1>${p.title ?? t.title}</h1></header>
<p id="status" role="status">${t.connecting}</p>
<p id="availability" aria-live="polite" hidden></p>
<ol id="log" aria-live="polite"><li class="empty">${t.empty}</li></ol>
<form id="composer" autocomplete="off">
<textarea id="body" name="body" rows="1" maxlength="2000" placeholder="${t.placeholder}" aria-label="${t.placeholder}"></textarea>
<button type="submit">${t.send}</button>
</form>
</body>
</html>`);
}

export const CHAT_CSS = `*{box-sizing:border-box}
html,body{height:100%}
body{margin:0;display:flex;flex-direction:column;font-family:system-ui,"Noto Naskh Arabic",sans-serif;background:#0f172a;color:#e2e8f0}
header{display:flex;align-items:center;gap:.75rem;padding:.75rem 1rem;background:#1e293b}
header h1{font-size:1.1rem;margin:0}
.back{color:#93c5fd;text-decoration:none;min-height:2.75rem;line-height:2.75rem}
#status{margin:0;padding:.4rem 1rem;font-size:.85rem;background:#334155}
#status.online{background:#14532d}
#status.offline{background:#7c2d12}
#availability{margin:0;padding:.5rem 1rem;font-size:.9rem;line-height:1.4;background:#1e293b}
#log{flex:1;overflow-y:auto;list-style:none;margin:0;padding:1rem;display:flex;flex-direction:column;gap:.5rem}
.empty{color:#94a3b8;text-align:center}
.msg{max-width:80%;padding:.5rem .75rem;border-radius:1rem;white-space:pre-wrap;overflow-wrap:anywhere}
.msg small{display:block;font-size:.7rem;margin-top:.25rem}
.mine{align-self:flex-end;background:#2563eb;color:#fff;border-end-end-radius:.25rem}
.theirs{align-self:flex-start;background:#334155;border-end-start-radius:.25rem}
#composer{display:flex;gap:.5rem;padding:.5rem;padding-bottom:max(.5rem,env(safe-area-inset-bottom));background:#1e293b}
#body{flex:1;resize:none;border-radius:1rem;border:0;padding:.7rem 1rem;font:inherit;min-height:2.75rem}
#composer button{min-width:4.5rem;min-height:2.75rem;border:0;border-radius:1rem;background:#22c55e;color:#052e16;font:inherit;font-weight:600}
`;
