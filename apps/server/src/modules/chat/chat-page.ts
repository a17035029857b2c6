/**
 * The member's chat page: server-rendered HTML, one stylesheet and one vanilla script, no inline
 * script or style (the strict CSP holds). Strings travel as data attributes; the script reads the
 * chat token from the URL fragment, keeps it in sessionStorage (so a reload still works) and drops
 * it from the address bar.
 */
import { CHAT_SOCKET_PATH, type Language, endpoints } from '@openlobby/contract';
import { html, render } from '../../platform/html.ts';
import { pageHead } from '../../platform/page-head.ts';
import { inkOn, opaqueHex, type PageTheme, pageThemeCss } from '../../platform/page-theme.ts';
import { CHAT_TEXT, dataAttributes } from './page-text.ts';

export interface ChatPageOptions {
  readonly language: Language;
  readonly title: string | null;
  readonly headerColor: string | null;
  readonly backUrl: string;
  /** The lobby's theme (dark when the link names none). */
  readonly theme?: PageTheme;
  /** The merchant whose availability the page shows (from the launch link); null: the default one. */
  readonly merchant?: string | null;
}

export function chatPage(p: ChatPageOptions): string {
  const t = CHAT_TEXT[p.language];
  const theme = p.theme ?? 'dark';
  // The caller's header colour gets the black or white text that reads on it.
  const headerColor = p.headerColor === null ? null : opaqueHex(p.headerColor);
  const data = dataAttributes({
    socket: CHAT_SOCKET_PATH,
    availabilityUrl: endpoints.chatAvailability.path,
    merchant: p.merchant ?? '',
    headerColor: headerColor ?? '',
    ...t,
  });
  const head = pageHead({
    language: p.language,
    title: p.title ?? t.title,
    stylesheet: CHAT_CSS_PATH,
    script: '/chat/app.js',
    colorScheme: theme,
    edgeToEdge: true,
  });
  return render(html`${head}
<body class="theme-${theme}" ${data}>
<header id="bar"${headerColor === null ? null : html` class="ink-${inkOn(headerColor)}"`}><a class="back" href="${p.backUrl}">${t.back}</a><h1>${p.title ?? t.title}</h1></header>
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

export const CHAT_CSS_PATH = '/chat/style.css';

export const CHAT_CSS = `*{box-sizing:border-box}
${pageThemeCss({ followDevice: true })}
html,body{height:100%}
body{margin:0;display:flex;flex-direction:column;font-family:system-ui,"Noto Naskh Arabic","Noto Sans Arabic",sans-serif;background:var(--bg);color:var(--text)}
header{display:flex;align-items:center;gap:.75rem;padding:.75rem 1rem;background:var(--surface);color:var(--text);border-bottom:1px solid var(--line)}
header.ink-light{--link:#ffffff;color:#ffffff}
header.ink-dark{--link:#000000;color:#000000}
header h1{font-size:1.1rem;margin:0;min-width:0;overflow-wrap:anywhere}
.back{color:var(--link);min-height:2.75rem;line-height:2.75rem;flex:none}
#status{margin:0;padding:.4rem 1rem;font-size:.85rem;background:var(--raised);color:var(--onStatus)}
#status.online{background:var(--goodBg)}
#status.offline{background:var(--badBg)}
#availability{margin:0;padding:.5rem 1rem;font-size:.9rem;line-height:1.4;background:var(--surface);color:var(--text)}
#log{flex:1;overflow-y:auto;list-style:none;margin:0;padding:1rem;display:flex;flex-direction:column;gap:.5rem}
.empty{color:var(--muted);text-align:center}
.msg{max-width:80%;padding:.5rem .75rem;border-radius:1rem;white-space:pre-wrap;overflow-wrap:anywhere}
.msg small{display:block;font-size:.7rem;margin-top:.25rem}
.mine{align-self:flex-end;background:var(--primary);color:var(--onPrimary);border-end-end-radius:.25rem}
.theirs{align-self:flex-start;background:var(--raised);color:var(--text);border-end-start-radius:.25rem}
#composer{display:flex;gap:.5rem;padding:.5rem;padding-bottom:max(.5rem,env(safe-area-inset-bottom));background:var(--surface);border-top:1px solid var(--line)}
#body{flex:1;min-width:0;resize:none;border-radius:1rem;border:1px solid var(--line);padding:.6rem .75rem;font:inherit;min-height:2.75rem;background:var(--bg);color:var(--text)}
#body::placeholder{color:var(--muted);opacity:1}
#composer button{flex:none;min-height:2.75rem;border:0;border-radius:1rem;padding:0 1rem;background:var(--go);color:var(--onGo);font:inherit;font-weight:600}
:focus-visible{outline:3px solid var(--link);outline-offset:2px}
[hidden]{display:none!important}
.hours{white-space:nowrap}
.agent #login{display:grid;gap:.75rem;padding:1rem}
.agent input,.agent #list button{min-height:2.75rem;padding:.5rem .75rem;border:1px solid var(--line);border-radius:.75rem;background:var(--surface);color:var(--text);font:inherit}
.agent input::placeholder{color:var(--muted);opacity:1}
.agent #login button{min-height:2.75rem;border:0;border-radius:.75rem;background:var(--go);color:var(--onGo);font:inherit;font-weight:600}
.agent #status:empty{display:none}
#chats{padding:.5rem 1rem;border-bottom:1px solid var(--line);max-height:40vh;overflow-y:auto}
#chats h2{font-size:1rem;margin:0 0 .5rem}
#list{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.agent #list button{width:100%;text-align:start;cursor:pointer}
.agent #list li:not(:has(button)){color:var(--muted)}
`;
