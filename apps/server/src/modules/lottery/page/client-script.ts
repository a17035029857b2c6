/**
 * The lottery page's script, plain ES2017 sent as is (no build step; a few kB for a cheap phone).
 * The session token never travels in a URL: the page asks the lobby that frames it ("ready") and
 * takes the token and merchant code only from a message of its parent on our own origin. Money
 * stays as the server's decimal strings, and sums are done in integer minor units.
 * A result is "won" only when the draw's wins exceed its stakes: a net loss never looks like a win.
 */
export const LOTTERY_JS = String.raw`(function () {
  'use strict';
  var cfg = JSON.parse(document.getElementById('lottery-config').textContent);
  var T = cfg.text;
  var el = function (id) { return document.getElementById(id); };
  var auth = null;
  var game = null;
  var issue = null;
  var skew = 0;
  var slip = [];
  var orders = [];
  var shownNumero = null;
  var scale = 2;
  var busy = false;
  var refreshing = false;
  var lastRefresh = 0;

  function ltr(text) { return '\u2066' + text + '\u2069'; }
  function toMinor(amount) {
    var m = /^(\d{1,12})(?:\.(\d*))?$/.exec(String(amount).trim());
    if (!m || (m[2] || '').length > scale) return NaN;
    return Number(m[1]) * Math.pow(10, scale) + Number(((m[2] || '') + '000000').slice(0, scale));
  }
  function fromMinor(value) {
    var unit = Math.pow(10, scale);
    var whole = String(Math.floor(value / unit)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    if (scale === 0) return whole;
    return whole + '.' + String(value % unit + unit).slice(1);
  }
  function notice(text, isError) {
    var n = el('notice');
    n.textContent = text || '';
    n.className = isError ? 'notice error' : 'notice';
  }
  function api(method, path, query, body) {
    var headers = { accept: 'application/json', language: cfg.lang };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (auth && auth.token) headers.authorization = auth.token;
    if (auth && auth.merchantCode) headers.merchant = auth.merchantCode;
    var q = query ? '?' + Object.keys(query).map(function (k) { return k + '=' + encodeURIComponent(query[k]); }).join('&') : '';
    return fetch(path + q, { method: method, headers: headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) })
      .then(function (r) { return r.json(); })
      .catch(function () { return { success: false, message: T.tryAgain }; });
  }
  function node(tag, className, text) {
    var n = document.createElement(tag);
    if (className) n.className = className;
    if (text !== undefined) n.textContent = text;
    return n;
  }
  function balls(target, numbers) {
    target.textContent = '';
    (numbers || []).forEach(function (d) { target.appendChild(node('span', 'ball', String(d))); });
    target.setAttribute('aria-label', T.numbers + ' ' + (numbers || []).join(' '));
  }

  // ---- odds: the server's own, per game size (cfg.odds, from bets.ts), in hundredths
  function oddsCents(type, selection) {
    var byType = (cfg.odds[game.digits] || {})[type] || {};
    var cents = byType[selection] !== undefined ? byType[selection] : byType['*'];
    return cents || 0;
  }
  function oddsText(cents) { return Math.floor(cents / 100) + '.' + String(cents % 100 + 100).slice(1); }

  // ---- the bet form
  function option(select, value, label) {
    var o = node('option', '', label);
    o.value = value;
    select.appendChild(o);
  }
  function choice(name, pairs, legend) {
    var set = node('fieldset', 'choices');
    set.setAttribute('role', 'radiogroup');
    set.appendChild(node('legend', '', legend));
    pairs.forEach(function (p, i) {
      var label = node('label');
      var input = document.createElement('input');
      input.type = 'radio';
      input.name = name;
      input.value = p[0];
      input.checked = i === 0;
      input.addEventListener('change', preview);
      label.appendChild(input);
      label.appendChild(document.createTextNode(p[1]));
      set.appendChild(label);
    });
    return set;
  }
  function numberSelect(id, label, from, to) {
    var wrap = node('label', '', label);
    var select = document.createElement('select');
    select.id = id;
    for (var i = from; i <= to; i++) option(select, String(i), String(i));
    select.addEventListener('change', preview);
    wrap.appendChild(select);
    return wrap;
  }
  function buildSelection() {
    var box = el('selection');
    box.textContent = '';
    var type = el('bet-type').value;
    if (type === 'STRAIGHT') {
      var wrap = node('label', '', T.straight + ' (' + game.digits + ')');
      var input = document.createElement('input');
      input.id = 'sel-number';
      input.inputMode = 'numeric';
      input.maxLength = game.digits;
      input.autocomplete = 'off';
      input.value = '0123456789'.slice(0, game.digits);
      input.addEventListener('input', preview);
      wrap.appendChild(input);
      box.appendChild(wrap);
    } else if (type === 'POSITION') {
      var row = node('div', 'row');
      row.appendChild(numberSelect('sel-position', T.position, 1, game.digits));
      row.appendChild(numberSelect('sel-digit', T.digit, 0, 9));
      box.appendChild(row);
    } else if (type === 'BIG_SMALL') {
      box.appendChild(choice('sel-bs', [['BIG', T.big], ['SMALL', T.small]], T.selection));
    } else if (type === 'ODD_EVEN') {
      box.appendChild(choice('sel-oe', [['ODD', T.odd], ['EVEN', T.even]], T.selection));
    } else {
      box.appendChild(numberSelect('sel-sum', T.sum, 0, 9 * game.digits));
    }
    preview();
  }
  function checked(name) {
    var c = document.querySelector('input[name=' + name + ']:checked');
    return c ? c.value : '';
  }
  function currentSelection() {
    var type = el('bet-type').value;
    if (type === 'STRAIGHT') {
      var v = el('sel-number').value.trim();
      return new RegExp('^[0-9]{' + game.digits + '}$').test(v) ? v : '';
    }
    if (type === 'POSITION') return el('sel-position').value + ':' + el('sel-digit').value;
    if (type === 'BIG_SMALL') return checked('sel-bs');
    if (type === 'ODD_EVEN') return checked('sel-oe');
    return el('sel-sum').value;
  }
  function currentBet() {
    var type = el('bet-type').value;
    var selection = currentSelection();
    var stake = toMinor(el('stake').value);
    var ok = selection !== '' && stake >= toMinor(game.minStake) && stake <= toMinor(game.maxStake);
    var odds = selection === '' ? 0 : oddsCents(type, selection);
    return { betType: type, selection: selection, stakeMinor: stake, odds: odds, ok: ok };
  }
  function preview() {
    if (!game) return;
    var bet = currentBet();
    if (bet.selection === '') { el('preview').textContent = T.invalidSelection; return; }
    var line = T.odds + ' ' + ltr(oddsText(bet.odds));
    if (bet.stakeMinor > 0) line += ' · ' + T.potentialWin + ' ' + ltr(fromMinor(Math.floor(bet.stakeMinor * bet.odds / 100)));
    el('preview').textContent = line;
  }
  function typeName(type) {
    var info = game.betTypes.filter(function (b) { return b.betType === type; })[0];
    return info ? info.name : type;
  }
  function drawSlip() {
    var ul = el('slip');
    ul.textContent = '';
    if (slip.length === 0) ul.appendChild(node('li', 'empty', T.slipEmpty));
    var total = 0;
    slip.forEach(function (bet, i) {
      total += bet.stakeMinor;
      var li = node('li');
      var label = typeName(bet.betType) + ' ' + ltr(bet.selection);
      li.appendChild(node('span', '', label + ' · ' + T.stake + ' ' + ltr(fromMinor(bet.stakeMinor)) + ' · ' +
        T.potentialWin + ' ' + ltr(fromMinor(Math.floor(bet.stakeMinor * bet.odds / 100)))));
      var remove = node('button', 'secondary', T.remove);
      remove.type = 'button';
      remove.setAttribute('aria-label', T.remove + ': ' + label);
      remove.addEventListener('click', function () { slip.splice(i, 1); drawSlip(); });
      li.appendChild(remove);
      ul.appendChild(li);
    });
    el('slip-total').textContent = fromMinor(total);
    updatePlace();
  }
  function open() { return issue && remaining() > 0; }
  function updatePlace() { el('place').disabled = busy || slip.length === 0 || !open() || !(auth && auth.token); }

  // ---- issue, countdown, result
  function remaining() { return issue ? Date.parse(issue.closesAt) - (Date.now() + skew) : 0; }
  function clock(ms) {
    var s = Math.max(0, Math.ceil(ms / 1000));
    var two = function (n) { return n < 10 ? '0' + n : String(n); };
    var h = Math.floor(s / 3600);
    return (h > 0 ? h + ':' : '') + two(Math.floor(s / 60) % 60) + ':' + two(s % 60);
  }
  function tick() {
    var ms = remaining();
    el('countdown').textContent = issue ? clock(ms) : '--:--';
    el('countdown-label').textContent = open() ? T.closesIn : T.closed;
    updatePlace();
    drawCancels();
    var due = !issue || ms <= 0 || pendingDraw();
    if (Date.now() - lastRefresh > (due ? 3000 : 20000)) refresh();
  }
  function pendingDraw() {
    return orders.some(function (o) {
      return o.subOrders.some(function (s) { return s.status === 'placed'; }) && (!issue || o.numero !== issue.numero);
    });
  }
  function drawResult(drawn) {
    var box = el('result');
    if (!drawn) return;
    if (drawn.numero !== shownNumero) {
      shownNumero = drawn.numero;
      el('result-numero').textContent = drawn.numero;
      balls(el('result-balls'), drawn.numbers);
      box.classList.remove('rolling');
      void box.offsetWidth;
      box.classList.add('rolling');
    }
    var mine = orders.filter(function (o) { return o.numero === drawn.numero; });
    var stake = 0, win = 0, settling = false;
    mine.forEach(function (o) {
      o.subOrders.forEach(function (s) {
        if (s.status === 'cancelled') return;
        if (s.status === 'placed') settling = true;
        stake += toMinor(s.stake);
        win += toMinor(s.win);
      });
    });
    var text = '';
    var won = false;
    if (settling) text = T.waiting;
    else if (stake > 0 && win > stake) { won = true; text = T.youWon + ' ' + ltr(fromMinor(win)) + ' (' + ltr('+' + fromMinor(win - stake)) + ')'; }
    else if (stake > 0 && win === stake) text = T.evenNet;
    else if (stake > 0 && win > 0) text = T.netLoss;
    else if (stake > 0) text = T.noWin;
    box.classList.toggle('won', won);
    el('headline').textContent = text;
  }
  function drawHistory(list) {
    var ol = el('history');
    ol.textContent = '';
    if (list.length === 0) { ol.appendChild(node('li', 'empty', T.noDraws)); return; }
    list.forEach(function (d) {
      var li = node('li');
      li.appendChild(node('span', 'numero', T.issue + ' ' + d.numero));
      var b = node('div', 'balls');
      b.setAttribute('role', 'img');
      balls(b, d.numbers);
      li.appendChild(b);
      li.appendChild(node('span', '', T.seedHash));
      li.appendChild(node('code', '', d.seedHash || ''));
      li.appendChild(node('span', '', T.seed));
      li.appendChild(node('code', '', d.seed || ''));
      var a = node('a', '', T.verify);
      a.href = cfg.verifyPath + '?gameCode=' + d.gameCode + '&numero=' + d.numero + '&seed=' + (d.seed || '') + '&lang=' + cfg.lang +
        '&cssName=' + (document.body.classList.contains('theme-light') ? 'light' : 'dark');
      a.target = '_blank';
      a.rel = 'noopener';
      a.setAttribute('aria-label', T.verifyDraw + ' ' + d.numero);
      li.appendChild(a);
      ol.appendChild(li);
    });
  }

  // ---- orders
  var STATUS = { placed: T.statusPlaced, won: T.statusWon, lost: T.statusLost, cancelled: T.statusCancelled };
  var openDetails = {};
  function cancellable(order, sub) { return sub.status === 'placed' && open() && order.numero === issue.numero; }
  function drawOrders() {
    var ol = el('orders');
    ol.textContent = '';
    if (orders.length === 0) { ol.appendChild(node('li', 'empty', T.noOrders)); return; }
    orders.forEach(function (o) {
      var li = node('li');
      var details = node('details', 'order');
      details.open = !!openDetails[o.orderId];
      details.addEventListener('toggle', function () { openDetails[o.orderId] = details.open; });
      var summary = node('summary');
      summary.appendChild(node('span', 'numero', T.issue + ' ' + o.numero));
      summary.appendChild(node('span', '', T.stake + ' ' + ltr(o.stake) + ' · ' + T.win + ' ' + ltr(o.win)));
      details.appendChild(summary);
      var subs = node('ul');
      o.subOrders.forEach(function (s) {
        var item = node('li', 'sub');
        item.appendChild(node('span', '', typeName(s.betType) + ' ' + ltr(s.selection) + ' · ' + T.odds + ' ' + ltr(s.odds) + ' · ' +
          T.stake + ' ' + ltr(s.stake) + ' · ' + T.potentialWin + ' ' + ltr(s.potentialWin)));
        item.appendChild(node('span', 'status-' + s.status, STATUS[s.status] + (s.status === 'won' ? ' ' + ltr(s.win) : '')));
        var cancel = node('button', 'secondary cancel', T.cancel);
        cancel.type = 'button';
        cancel.setAttribute('aria-label', T.cancelBet + ': ' + typeName(s.betType) + ' ' + s.selection);
        cancel.hidden = !cancellable(o, s);
        cancel.addEventListener('click', function () { cancelSub(s.subOrderId); });
        cancel.dataset.order = o.orderId;
        cancel.dataset.sub = s.subOrderId;
        item.appendChild(cancel);
        subs.appendChild(item);
      });
      details.appendChild(subs);
      li.appendChild(details);
      ol.appendChild(li);
    });
  }
  function drawCancels() {
    var buttons = document.querySelectorAll('button.cancel');
    for (var i = 0; i < buttons.length; i++) {
      var b = buttons[i];
      var o = orders.filter(function (x) { return x.orderId === b.dataset.order; })[0];
      var s = o && o.subOrders.filter(function (x) { return x.subOrderId === b.dataset.sub; })[0];
      b.hidden = !(o && s && cancellable(o, s));
    }
  }
  function cancelSub(id) {
    api('POST', '/lgw/orders/suborders/cancel', undefined, { subOrderId: id }).then(function (res) {
      if (!res.success) { notice(res.message || T.tryAgain, true); return; }
      notice(T.cancelled, false);
      loadOrders();
      loadBalance();
    });
  }

  // ---- loading
  function loadBalance() {
    if (!auth || !auth.token) return Promise.resolve();
    return api('GET', '/wps/v2/wallets/balance').then(function (res) {
      if (res.success) el('balance').textContent = res.value.currency + ' ' + res.value.sumBalance;
    });
  }
  function loadOrders() {
    if (!auth || !auth.token) return Promise.resolve();
    return api('GET', '/lgw/orders', { gameCode: game.gameCode, pageSize: 10 }).then(function (res) {
      if (!res.success) return;
      orders = res.value.list;
      drawOrders();
    });
  }
  function refresh() {
    if (refreshing || !game) return;
    refreshing = true;
    lastRefresh = Date.now();
    var before = shownNumero;
    var unsettled = pendingDraw();
    api('GET', '/lgw/numeros/near', { gameCode: game.gameCode }).then(function (res) {
      if (!res.success) { refreshing = false; return; }
      skew = Date.parse(res.value.serverTime) - Date.now();
      var changed = !issue || !res.value.current || res.value.current.numero !== issue.numero;
      issue = res.value.current;
      el('numero').textContent = issue ? issue.numero : '-';
      var drawn = res.value.previous.filter(function (d) { return d.numbers; });
      drawHistory(drawn);
      var newest = drawn[0];
      var newDraw = newest && newest.numero !== before;
      var follow = changed || newDraw || unsettled ? Promise.all([loadOrders(), loadBalance()]) : Promise.resolve();
      return follow.then(function () { drawResult(newest); drawCancels(); refreshing = false; });
    });
  }
  function place() {
    if (busy || slip.length === 0 || !open()) return;
    busy = true;
    updatePlace();
    notice(T.placing, false);
    var body = { gameCode: game.gameCode, numero: issue.numero, prizeMode: cfg.prizeMode, bets: slip.map(function (b) {
      return { betType: b.betType, selection: b.selection, stake: fromMinor(b.stakeMinor).replace(/,/g, '') };
    }) };
    api('POST', '/lgw/orders', undefined, body).then(function (res) {
      busy = false;
      if (!res.success) { notice(res.message || T.tryAgain, true); updatePlace(); return; }
      slip = [];
      drawSlip();
      notice(T.placed + ' ' + res.value.order.numero, false);
      loadOrders().then(drawCancels);
      loadBalance();
    });
  }
  function start() {
    api('GET', '/lgw/games').then(function (res) {
      if (!res.success) { notice(res.message || T.tryAgain, true); return; }
      game = res.value.list.filter(function (g) {
        return cfg.gameCode ? g.gameCode === cfg.gameCode : cfg.gameId !== null && g.gameId === cfg.gameId;
      })[0] || null;
      if (!game) { notice(T.noGame, true); el('lobby-link').hidden = false; return; }
      scale = (game.minStake.split('.')[1] || '').length;
      el('game-name').textContent = game.name;
      document.title = game.name;
      el('limits').textContent = '(' + ltr(game.minStake + ' – ' + game.maxStake) + ')';
      var select = el('bet-type');
      game.betTypes.forEach(function (b) { option(select, b.betType, b.name); });
      buildSelection();
      notice(auth && auth.token ? '' : T.login, false);
      if (!(auth && auth.token)) el('balance').textContent = '-';
      refresh();
      setInterval(tick, 1000);
    });
  }

  el('bet-type').addEventListener('change', buildSelection);
  el('stake').addEventListener('input', preview);
  el('bet-form').addEventListener('submit', function (event) {
    event.preventDefault();
    if (!game) return;
    var bet = currentBet();
    if (bet.selection === '') { notice(T.invalidSelection, true); return; }
    if (!bet.ok) { notice(T.invalidStake, true); return; }
    notice('', false);
    slip.push(bet);
    drawSlip();
  });
  el('place').addEventListener('click', place);

  // ---- the lobby handshake: token and merchant code from our own origin's parent frame only
  if (window.parent === window) {
    notice(T.noLobby, true);
    el('lobby-link').hidden = false;
    return;
  }
  var started = false;
  window.addEventListener('message', function (event) {
    if (event.origin !== location.origin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.type !== 'openlobby:lottery:session' || typeof data.token !== 'string') return;
    auth = { token: data.token, merchantCode: typeof data.merchantCode === 'string' ? data.merchantCode : '' };
    if (started) { loadOrders(); loadBalance(); updatePlace(); return; }
    started = true;
    start();
  });
  window.parent.postMessage({ type: 'openlobby:lottery:ready' }, location.origin);
})();
`;
