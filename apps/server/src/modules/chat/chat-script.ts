/**
 * The chat page's script (served as /chat/app.js). Plain browser JavaScript in a string: it is
 * small, has no build step, and runs under the strict CSP because it is a same-origin file.
 * Delivery state per own message: sending (queued, resent after every reconnect with the same
 * client id, so it is stored once), sent (the server's ack), seen (the agent's seen mark).
 */
export const CHAT_SCRIPT = `'use strict';
(function () {
  var d = document.body.dataset;
  var log = document.getElementById('log');
  var statusEl = document.getElementById('status');
  var form = document.getElementById('composer');
  var input = document.getElementById('body');
  var availabilityEl = document.getElementById('availability');
  if (d.headerColor) document.getElementById('bar').style.backgroundColor = d.headerColor;

  var KEY = 'openlobby.chat.token';
  var fragment = location.hash.slice(1);
  if (fragment) {
    sessionStorage.setItem(KEY, fragment);
    history.replaceState(null, '', location.pathname + location.search);
  }
  var token = sessionStorage.getItem(KEY) || '';

  var lastId = 0;
  var agentSeen = 0;
  var pending = [];
  var byClientId = {};
  var mine = [];
  var socket = null;
  var retryMs = 500;
  var expired = false;
  var retryTimer = 0;

  function setStatus(text, cls) {
    statusEl.textContent = text;
    statusEl.className = cls || '';
  }

  function stateOf(entry) {
    if (!entry.id) return d.sending;
    return entry.id <= agentSeen ? d.seen : d.sent;
  }

  function render(entry) {
    var li = entry.el;
    if (!li) {
      var empty = log.querySelector('.empty');
      if (empty) empty.remove();
      li = document.createElement('li');
      li.className = 'msg ' + (entry.mine ? 'mine' : 'theirs');
      var text = document.createElement('span');
      // Each bubble takes its own direction: English inside the Urdu page reads left to right.
      text.dir = 'auto';
      li.appendChild(text);
      li.appendChild(document.createElement('small'));
      log.appendChild(li);
      entry.el = li;
      if (entry.mine) mine.push(entry);
    }
    li.firstChild.textContent = entry.body;
    li.lastChild.textContent = entry.mine ? stateOf(entry) : entry.author || d.agent;
    log.scrollTop = log.scrollHeight;
  }

  function newClientId() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }

  function transmit(entry) {
    if (socket && socket.readyState === 1 && socket.ready) {
      socket.send(JSON.stringify({ t: 'send', clientId: entry.clientId, body: entry.body }));
    }
  }

  function markSeen() {
    if (socket && socket.ready && document.visibilityState === 'visible' && lastId > 0) {
      socket.send(JSON.stringify({ t: 'seen', upTo: lastId }));
    }
  }

  function onFrame(frame) {
    if (frame.t === 'ready') {
      socket.ready = true;
      retryMs = 500;
      setStatus(d.online, 'online');
      pending.forEach(transmit);
    } else if (frame.t === 'msg') {
      if (frame.id <= lastId) return;
      lastId = frame.id;
      var own = frame.sender === 'member' && byClientId[frame.clientId];
      if (own) {
        own.id = frame.id;
        render(own);
      } else {
        render({ mine: frame.sender === 'member', body: frame.body, author: frame.author, id: frame.id });
      }
      markSeen();
    } else if (frame.t === 'ack') {
      var entry = byClientId[frame.clientId];
      if (entry) {
        entry.id = frame.id;
        pending = pending.filter(function (p) { return p !== entry; });
        render(entry);
      }
    } else if (frame.t === 'seen') {
      agentSeen = frame.agent;
      mine.forEach(render);
    } else if (frame.t === 'error' && frame.fatal) {
      expired = true;
      setStatus(d.expired, 'offline');
    }
  }

  function connect() {
    clearTimeout(retryTimer);
    if (!token) { expired = true; setStatus(d.expired, 'offline'); return; }
    var url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + d.socket;
    socket = new WebSocket(url);
    socket.onopen = function () {
      socket.send(JSON.stringify({ t: 'hello', token: token, after: lastId }));
    };
    socket.onmessage = function (event) {
      try { onFrame(JSON.parse(event.data)); } catch (e) { /* a frame we cannot read is skipped */ }
    };
    socket.onclose = function () {
      socket = null;
      if (expired) return;
      setStatus(d.offline, 'offline');
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 10000);
    };
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var body = input.value.trim();
    if (!body || expired) return;
    var entry = { mine: true, body: body, clientId: newClientId(), id: 0 };
    byClientId[entry.clientId] = entry;
    pending.push(entry);
    render(entry);
    transmit(entry);
    input.value = '';
  });
  input.addEventListener('keydown', function (event) {
    if (event.key === 'Enter' && !event.shiftKey) { event.preventDefault(); form.requestSubmit(); }
  });
  function fill(template, values) {
    return template.replace(/\\{(\\w+)\\}/g, function (whole, key) {
      return values[key] === undefined ? whole : String(values[key]);
    });
  }
  // The template into el: a value that is an element (the hours kept on one line, the time zone
  // isolated so its Latin name and signs read the same inside an Urdu sentence) goes in as it is.
  function fillInto(el, template, values) {
    el.textContent = '';
    template.split(/\\{(\\w+)\\}/).forEach(function (part, i) {
      if (i % 2 === 0) { if (part) el.appendChild(document.createTextNode(part)); return; }
      var value = values[part];
      el.appendChild(value && value.nodeType ? value : document.createTextNode(value === undefined ? '{' + part + '}' : String(value)));
    });
  }
  function island(tag, text, attributes) {
    var el = document.createElement(tag);
    Object.keys(attributes).forEach(function (name) { el.setAttribute(name, attributes[name]); });
    el.textContent = text;
    return el;
  }

  // Before the member writes: is someone there, how long is the wait, when are the opening hours.
  function showAvailability() {
    var headers = d.merchant ? { merchant: d.merchant } : {};
    fetch(d.availabilityUrl, { headers: headers, cache: 'no-store' })
      .then(function (r) { return r.json(); })
      .then(function (res) {
        if (!res || !res.success) return;
        var v = res.value;
        var online = v.agentsOnline > 0;
        var hours = v.openingHours;
        if (online) availabilityEl.textContent = fill(d.agentsOnline, { minutes: v.replyMinutes });
        else fillInto(availabilityEl, d.noAgent, {
          hours: island('span', fill(d.hoursRange, hours), { class: 'hours' }),
          zone: island('bdi', hours.timeZone, { dir: 'ltr' })
        });
        availabilityEl.className = online ? 'online' : 'offline';
        availabilityEl.hidden = false;
      })
      .catch(function () { /* the notice stays as it was; the next check tries again */ });
  }
  showAvailability();
  setInterval(function () { if (document.visibilityState === 'visible') showAvailability(); }, 30000);

  document.addEventListener('visibilitychange', markSeen);
  window.addEventListener('online', function () { if (!socket && !expired) connect(); });
  connect();
})();
`;
