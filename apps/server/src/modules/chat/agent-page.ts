/**
 * The operator's agent page (/ops/chat-agent): log in as an operator, see the conversations (those
 * waiting first, refreshed every few seconds), open one and answer it over the same socket as the
 * member, authenticated by the operator session token in the first frame. The page itself holds no
 * data; everything it shows comes from operator-authenticated calls.
 */
import { CHAT_SOCKET_PATH, type Language, OPS_MESSAGING_PATHS } from '@openlobby/contract';
import { html, render } from '../../platform/html.ts';
import { pageHead } from '../../platform/page-head.ts';
import type { PageTheme } from '../../platform/page-theme.ts';
import { CHAT_CSS_PATH } from './chat-page.ts';
import { CHAT_TEXT, dataAttributes } from './page-text.ts';

export const AGENT_SCRIPT_PATH = '/ops/chat-agent/app.js';

/**
 * `theme`: the one the link names (`theme` or `cssName`); null (a bookmark, no lobby to follow)
 * draws the page as the device prefers, light or dark.
 */
export function agentPage(language: Language, theme: PageTheme | null = null): string {
  const t = CHAT_TEXT[language];
  const data = dataAttributes({ socket: CHAT_SOCKET_PATH, chatsUrl: OPS_MESSAGING_PATHS.chats, ...t });
  const head = pageHead({
    language,
    title: t.agentTitle,
    stylesheet: CHAT_CSS_PATH,
    script: AGENT_SCRIPT_PATH,
    colorScheme: theme ?? 'light dark',
  });
  return render(html`${head}
<body class="agent theme-${theme ?? 'auto'}" ${data}>
<header id="bar"><h1>${t.agentTitle}</h1></header>
<form id="login">
<input name="username" autocomplete="username" placeholder="${t.username}" aria-label="${t.username}" required>
<input name="password" type="password" autocomplete="current-password" placeholder="${t.password}" aria-label="${t.password}" required>
<input name="otp" autocomplete="one-time-code" maxlength="32" placeholder="${t.otp}" aria-label="${t.otp}">
<button type="submit">${t.login}</button>
</form>
<p id="status" role="status"></p>
<nav id="chats" hidden><h2>${t.chats}</h2><ul id="list"></ul></nav>
<ol id="log" hidden></ol>
<form id="composer" hidden autocomplete="off">
<textarea id="body" rows="1" maxlength="2000" placeholder="${t.placeholder}" aria-label="${t.placeholder}"></textarea>
<button type="submit">${t.send}</button>
</form>
</body>
</html>`);
}

export const AGENT_SCRIPT = `'use strict';
(function () {
  var d = document.body.dataset;
  var KEY = 'openlobby.ops.token';
  var token = sessionStorage.getItem(KEY) || '';
  var statusEl = document.getElementById('status');
  var loginForm = document.getElementById('login');
  var nav = document.getElementById('chats');
  var list = document.getElementById('list');
  var log = document.getElementById('log');
  var composer = document.getElementById('composer');
  var input = document.getElementById('body');
  var socket = null;
  var current = 0;
  var lastId = 0;
  var seq = 0;

  function say(text) { statusEl.textContent = text; }

  function api(path, options) {
    options = options || {};
    options.headers = { 'content-type': 'application/json', authorization: token };
    return fetch(path, options).then(function (r) { return r.json(); });
  }

  function showApp() {
    loginForm.hidden = true;
    nav.hidden = false;
    say(d.pick);
    refresh();
    setInterval(refresh, 5000);
  }

  function refresh() {
    api(d.chatsUrl).then(function (res) {
      if (!res.success) { sessionStorage.removeItem(KEY); location.reload(); return; }
      list.textContent = '';
      if (res.value.length === 0) { var none = document.createElement('li'); none.textContent = d.noChats; list.appendChild(none); }
      res.value.forEach(function (c) {
        var li = document.createElement('li');
        var b = document.createElement('button');
        b.type = 'button';
        b.textContent = c.username + (c.waiting > 0 ? ' (' + c.waiting + ' ' + d.waiting + ')' : '');
        b.addEventListener('click', function () { open(c.conversationId); });
        li.appendChild(b);
        list.appendChild(li);
      });
    });
  }

  function add(frame) {
    if (frame.id <= lastId) return;
    lastId = frame.id;
    var li = document.createElement('li');
    li.className = 'msg ' + (frame.sender === 'agent' ? 'mine' : 'theirs');
    var span = document.createElement('span');
    span.dir = 'auto';
    span.textContent = frame.body;
    var small = document.createElement('small');
    small.textContent = frame.author;
    li.appendChild(span);
    li.appendChild(small);
    log.appendChild(li);
    log.scrollTop = log.scrollHeight;
  }

  function open(conversationId) {
    if (socket) socket.close();
    current = conversationId;
    lastId = 0;
    log.textContent = '';
    log.hidden = false;
    composer.hidden = false;
    connect();
  }

  function connect() {
    var url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + d.socket;
    var s = new WebSocket(url);
    socket = s;
    s.onopen = function () {
      s.send(JSON.stringify({ t: 'agent-hello', operatorToken: token, conversationId: current, after: lastId }));
    };
    s.onmessage = function (event) {
      var frame = JSON.parse(event.data);
      if (frame.t === 'ready') say(d.agentOnline);
      if (frame.t === 'msg') { add(frame); s.send(JSON.stringify({ t: 'seen', upTo: lastId })); }
    };
    s.onclose = function () {
      if (socket !== s) return;
      say(d.offline);
      setTimeout(connect, 2000);
    };
  }

  loginForm.addEventListener('submit', function (event) {
    event.preventDefault();
    var form = new FormData(loginForm);
    fetch('/ops/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: form.get('username'), password: form.get('password'), otp: form.get('otp') || undefined })
    }).then(function (r) { return r.json(); }).then(function (res) {
      if (!res.success) { say(d.loginFailed); return; }
      token = res.value.token;
      sessionStorage.setItem(KEY, token);
      showApp();
    });
  });

  composer.addEventListener('submit', function (event) {
    event.preventDefault();
    var body = input.value.trim();
    if (!body || !socket) return;
    seq += 1;
    socket.send(JSON.stringify({ t: 'send', clientId: 'agent-' + Date.now() + '-' + seq, body: body }));
    input.value = '';
  });

  if (token) showApp();
})();
`;
