/**
 * The game page's script, plain ES2017 sent as is (no build step, a few kB for a cheap phone). It
 * starts the studio session from the launch token, plays one round per tap (no autoplay: the
 * button is disabled while a round is in flight), and draws the wallet's answers. Money stays as
 * the server's decimal strings; the dice preview computes in integer minor units at the session's
 * currency scale (split from the text, never through a float).
 */
export const STUDIO_JS = `(function () {
  'use strict';
  var cfg = JSON.parse(document.getElementById('studio-config').textContent);
  var T = cfg.text;
  var el = function (id) { return document.getElementById(id); };
  var token = null;
  var session = null;
  var busy = false;
  var storeKey = 'studio:' + cfg.launch;

  // Numbers inside Urdu sentences: isolated left to right so "+4.15" never reads as "4.15+".
  function ltr(text) { return '\u2066' + text + '\u2069'; }
  function group(amount) {
    var parts = String(amount).split('.');
    parts[0] = parts[0].replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',');
    return parts.join('.');
  }
  function scale() { return session ? session.currencyScale : 2; }
  // "12.5" -> 1250 at scale 2, "2000" -> 2000 at scale 0: digits joined, never a float.
  function minor(amount, decimals) {
    var parts = String(amount).split('.');
    var fraction = (parts[1] || '') + new Array(decimals + 1).join('0');
    return Number(parts[0] + fraction.slice(0, decimals));
  }
  function decimal(value, decimals) {
    var digits = String(value);
    while (digits.length <= decimals) digits = '0' + digits;
    if (decimals === 0) return digits;
    return digits.slice(0, digits.length - decimals) + '.' + digits.slice(digits.length - decimals);
  }
  function fillStakes(stakes) {
    var select = el('stake');
    if (select.options.length === stakes.length) return;
    select.textContent = '';
    stakes.forEach(function (stake) {
      var option = document.createElement('option');
      option.value = stake;
      option.textContent = group(stake);
      select.appendChild(option);
    });
    select.selectedIndex = Math.min(2, stakes.length - 1);
  }
  function notice(text, isError) {
    var n = el('notice');
    n.textContent = text || '';
    n.className = isError ? 'notice error' : 'notice';
  }
  function api(method, path, body) {
    var headers = { language: cfg.lang };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers['x-studio-session'] = token;
    return fetch(path, { method: method, headers: headers, body: body === undefined ? undefined : JSON.stringify(body) })
      .then(function (r) { return r.json(); })
      .catch(function () { return { success: false, message: T.tryAgain, data: {} }; });
  }
  function showSession(s) {
    session = s;
    token = s.sessionToken;
    try { sessionStorage.setItem(storeKey, token); } catch (e) { /* private mode: reload needs the lobby */ }
    el('balance').textContent = s.currency + ' ' + group(s.balance);
    fillStakes(s.stakes);
    el('seed-hash').textContent = s.nextServerSeedHash;
    el('nonce').textContent = String(s.nextNonce);
    if (document.activeElement !== el('client-seed')) el('client-seed').value = s.clientSeed;
    if (s.pendingRoundId) notice(T.pending, false);
    el('play').disabled = busy || !!s.pendingRoundId;
    previewDice();
  }
  function verifyLink(r) {
    var q = 'engine=' + r.engine + '&serverSeed=' + r.serverSeed + '&serverSeedHash=' + r.serverSeedHash +
      '&clientSeed=' + encodeURIComponent(r.clientSeed) + '&nonce=' + r.nonce + '&lang=' + cfg.lang;
    if (r.outcome.engine === 'dice') q += '&chance=' + (r.outcome.dice.chance / 100) + '&direction=' + r.outcome.dice.direction;
    return cfg.verifyPath + '?' + q;
  }
  function isGain(r) { return r.net.charAt(0) === '+'; }
  function headline(r) {
    if (isGain(r)) return T.wonNet + ' ' + ltr(r.net);
    var win = minor(r.win, scale());
    if (win > 0) return win === minor(r.stake, scale()) ? T.evenNet : T.netLoss;
    return T.noWin;
  }
  function drawRound(r) {
    var gain = isGain(r);
    document.body.classList.toggle('won', gain);
    el('headline').textContent = headline(r);
    el('r-stake').textContent = group(r.stake);
    el('r-win').textContent = group(r.win);
    el('r-net').textContent = r.net;
    if (r.outcome.engine === 'slot') drawReels(r.outcome.slot);
    else drawDice(r.outcome.dice);
    notice(r.status === 'pending' ? T.pending : '', false);
  }
  var LINES = [[0, 0, 0], [1, 1, 1], [2, 2, 2], [0, 1, 2], [2, 1, 0]];
  function drawReels(slot) {
    var hits = {};
    slot.lines.forEach(function (l) { LINES[l.line].forEach(function (row, reel) { hits[reel * 3 + row] = true; }); });
    var cells = document.querySelectorAll('.cell');
    for (var i = 0; i < cells.length; i++) {
      var reel = Math.floor(i / 3), row = i % 3;
      var symbol = slot.grid[reel][row];
      cells[i].textContent = cfg.glyphs[symbol];
      cells[i].setAttribute('aria-label', cfg.names[symbol]);
      cells[i].className = 'cell s' + symbol + (hits[i] ? ' hit' : '');
    }
  }
  // A roll is 0..9999 shown as 00.00..99.99, whatever the currency.
  function rollText(roll) { var s = decimal(roll, 2); return s.length < 5 ? '0' + s : s; }
  function drawDice(d) {
    el('dice-face').textContent = rollText(d.roll);
    el('dice-face').setAttribute('aria-label', T.lastRoll + ' ' + rollText(d.roll) + ': ' + (d.won ? T.won : T.lost));
  }
  function diceChoice() {
    var side = document.querySelector('input[name=side]:checked');
    return { chance: Number(el('chance').value) * 100, direction: side ? side.value : 'under' };
  }
  function previewDice() {
    if (cfg.engine !== 'dice') return;
    var c = diceChoice();
    el('chance-out').textContent = (c.chance / 100) + '%';
    var stake = minor(el('stake').value || '0', scale());
    var pays = Math.floor(stake * cfg.diceReturnBp / c.chance);
    var mult = Math.floor(cfg.diceReturnBp * 10000 / c.chance) / 10000;
    var edge = c.direction === 'under' ? rollText(c.chance) : rollText(10000 - c.chance);
    el('dice-preview').textContent = T.winsIf + ' ' + ltr(c.direction === 'under' ? '< ' + edge : '≥ ' + edge) + ' · ' +
      T.multiplier + ' ' + ltr(mult + '×') + ' · ' + T.payout + ': ' + ltr((session ? session.currency + ' ' : '') + decimal(pays, scale()));
  }
  function drawHistory(list) {
    var ol = el('history');
    ol.textContent = '';
    if (list.length === 0) { var li0 = document.createElement('li'); li0.className = 'empty'; li0.textContent = T.noRounds; ol.appendChild(li0); return; }
    list.forEach(function (r) {
      var li = document.createElement('li');
      var nums = document.createElement('span');
      nums.className = 'nums' + (isGain(r) ? ' up' : '');
      nums.textContent = ltr('#' + r.nonce) + ' ' + T.stake + ' ' + ltr(r.stake) + ' · ' + T.win + ' ' + ltr(r.win) + ' · ' +
        T.net + ' ' + ltr(r.net);
      var a = document.createElement('a');
      a.href = verifyLink(r);
      a.target = '_blank';
      a.rel = 'noopener';
      a.textContent = T.verify;
      a.setAttribute('aria-label', T.verifyRound + ' #' + r.nonce);
      li.appendChild(nums);
      li.appendChild(a);
      ol.appendChild(li);
    });
  }
  function loadHistory() {
    return api('GET', '/studio/api/rounds').then(function (res) { if (res.success) drawHistory(res.value.list); });
  }
  function failed(res) {
    notice(res.message || T.tryAgain, true);
    if (res.data && res.data.balance && session) el('balance').textContent = session.currency + ' ' + group(res.data.balance);
  }
  function play() {
    if (busy || !session) return;
    busy = true;
    el('play').disabled = true;
    notice(T.playing, false);
    var body = { stake: el('stake').value };
    if (cfg.engine === 'dice') body.dice = diceChoice();
    api('POST', '/studio/api/play', body).then(function (res) {
      busy = false;
      if (!res.success) { failed(res); el('play').disabled = false; return; }
      drawRound(res.value.round);
      showSession(res.value.session);
      loadHistory();
    });
  }
  function start() {
    var saved = null;
    try { saved = sessionStorage.getItem(storeKey); } catch (e) { saved = null; }
    var begin = function () {
      if (!cfg.launch) { notice(T.noLaunch, true); return Promise.resolve(); }
      return api('POST', '/studio/api/session', { launchToken: cfg.launch, engine: cfg.engine, gameCode: cfg.gameCode })
        .then(function (res) { if (!res.success) { failed(res); return; } notice('', false); showSession(res.value); loadHistory(); });
    };
    if (!saved) return begin();
    token = saved;
    return api('GET', '/studio/api/session').then(function (res) {
      if (!res.success) { token = null; return begin(); }
      notice('', false);
      showSession(res.value);
      loadHistory();
    });
  }
  el('play').addEventListener('click', play);
  el('stake').addEventListener('change', previewDice);
  if (cfg.engine === 'dice') {
    el('chance').addEventListener('input', previewDice);
    document.querySelectorAll('input[name=side]').forEach(function (i) { i.addEventListener('change', previewDice); });
  }
  el('seed-form').addEventListener('submit', function (event) {
    event.preventDefault();
    if (!session) return;
    api('POST', '/studio/api/client-seed', { clientSeed: el('client-seed').value }).then(function (res) {
      if (!res.success) { failed(res); return; }
      showSession(res.value);
      notice(T.seedSaved, false);
    });
  });
  previewDice();
  start();
})();
`;
