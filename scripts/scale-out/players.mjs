/**
 * Virtual players of the scale-out test, through one base URL (the proxy): each registers, logs in,
 * pays a deposit on the demo gateway, launches a house game (its vendor session opened by the
 * game's own server, a signed authenticate), then loops: a bet and its win through the seamless
 * API (signed as a vendor signs them), a lottery order, a balance read, now and then a new launch.
 * Every call is timed under the phase the caller names at its start; what was ACKNOWLEDGED (answered
 * OK) is kept apart from what was only sent, for the database checks afterwards.
 */
import { createHmac } from 'node:crypto';

export const MEMBER_PASSWORD = 'Member1234';
const TEST_CAPTCHA = '000000';
const TEST_HUMAN_PASS = 'TEST-HUMAN-PASS';
export const LOTTERY_GAME = '1-minute-28';
const DEPOSIT = '500.00';

/** One HTTP call: status, parsed body (null when it was not JSON) and milliseconds; never rejects. */
export async function request(base, method, path, { body, token, headers = {}, form } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...(token === undefined ? {} : { authorization: token }),
        ...headers,
      },
      body:
        form !== undefined
          ? new URLSearchParams(form).toString()
          : body === undefined
            ? undefined
            : typeof body === 'string'
              ? body
              : JSON.stringify(body),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, json, ms: performance.now() - started, error: null };
  } catch (error) {
    return { status: 0, json: null, ms: performance.now() - started, error: String(error?.cause ?? error) };
  }
}

/** The value of a lobby call that must succeed; throws naming the call and its answer otherwise. */
async function value(base, method, path, options) {
  const answer = await request(base, method, path, options);
  if (answer.json?.success !== true)
    throw new Error(
      `${method} ${path} answered ${answer.status} ${JSON.stringify(answer.json) ?? answer.error}`,
    );
  return answer.json.value;
}

/** The signed seamless call a vendor's server makes (HMAC-SHA256 of the exact body, lower-case hex). */
export function vendorCall(base, secret, vendor, action, body) {
  const raw = JSON.stringify(body);
  return request(base, 'POST', `/seamless/v1/${vendor}/${action}`, {
    body: raw,
    headers: { 'x-signature': createHmac('sha256', secret).update(raw).digest('hex') },
  });
}

/** The house vendor's key, as the server derives it from SERVER_SECRET (vendor-secrets.ts). */
export const houseVendorSecret = (serverSecret, vendor) =>
  createHmac('sha256', serverSecret).update(`seamless-vendor:${vendor}`).digest();

/**
 * Registers, logs in and funds a player; resolves with what the load needs. `game` is a catalogue
 * row of a house game ({ id, vendor, gameCode, category }).
 */
export async function newPlayer(base, username, game, secret) {
  const { captchaId } = await value(base, 'GET', '/wps/captcha');
  await value(base, 'PUT', '/wps/member/register', {
    body: {
      username,
      password: MEMBER_PASSWORD,
      confirmPassword: MEMBER_PASSWORD,
      email: `${username}@example.com`,
      captcha: TEST_CAPTCHA,
      captchaId,
      humanCheckToken: TEST_HUMAN_PASS,
      registerMethod: 'H5',
      birthDate: '1990-05-17',
    },
  });
  const { token } = await value(base, 'POST', '/wps/session/login', {
    body: { type: 'username', username, password: MEMBER_PASSWORD, humanCheckToken: TEST_HUMAN_PASS },
  });
  const { deposit, redirectUrl } = await value(base, 'POST', '/wps/relay/MCS2_depositPaymentGateway', {
    body: { channelId: 'DEMO_GATEWAY', amount: DEPOSIT },
    token,
  });
  const payToken = new URL(redirectUrl, base).searchParams.get('token') ?? '';
  const paid = await request(base, 'POST', `/pay/demo/${deposit.depositId}`, {
    form: { token: payToken, action: 'paid', lang: 'EN' },
  });
  if (paid.status !== 303) throw new Error(`paying deposit ${deposit.depositId} answered ${paid.status}`);
  const player = { username, token, game, secret, session: null };
  const launched = await launch(base, player);
  if (!launched.ok)
    throw new Error(`launching ${game.vendor}/${game.gameCode} for ${username}: ${launched.why}`);
  return player;
}

/** A launch from the lobby and the game server's authenticate with its token: a fresh vendor session. */
async function launch(base, player) {
  const { game } = player;
  const query = new URLSearchParams({
    category: game.category,
    vendor: game.vendor,
    gameId: String(game.id),
    nodeId: String(game.id),
  });
  const launched = await request(base, 'GET', `/wps/game/launchGame?${query}`, { token: player.token });
  if (launched.json?.success !== true)
    return { ok: false, why: describe(launched), calls: [['launch', launched]] };
  const launchToken = new URL(launched.json.value.url, 'https://lobby.example').searchParams.get('launch');
  const auth = await vendorCall(base, player.secret, game.vendor, 'authenticate', {
    launchToken,
    timestamp: Date.now(),
  });
  const calls = [
    ['launch', launched],
    ['authenticate', auth],
  ];
  if (auth.json?.status !== 'OK') return { ok: false, why: describe(auth), calls };
  player.session = { playerId: String(auth.json.playerId), sessionId: String(auth.json.sessionId) };
  return { ok: true, calls };
}

const describe = (answer) =>
  answer.error ?? `${answer.status} ${answer.json?.code ?? answer.json?.status ?? ''}`.trim();

/**
 * The load: every player loops until `until()` is false. `phase()` names the phase a call started
 * in. Resolves with the timed calls and the ids sent and acknowledged.
 */
export async function runLoad(base, players, { run, until, phase }) {
  const calls = [];
  const bets = { sent: [], acknowledged: [] };
  const wins = { sent: [], acknowledged: [] };
  const orders = { sent: 0, acknowledged: [], refused: {} };
  const record = (name, started, answer, ok) =>
    calls.push({
      name,
      phase: started,
      ms: answer.ms,
      ok,
      status: answer.status,
      why: ok ? null : describe(answer),
    });
  let round = 0;

  async function loop(player, index) {
    let iteration = index;
    while (until()) {
      iteration += 1;
      const started = phase();
      const step = iteration % 5;
      if (step === 0 || player.session === null) {
        const launched = await launch(base, player);
        for (const [name, answer] of launched.calls)
          record(name, started, answer, answer.json?.success === true || answer.json?.status === 'OK');
      } else if (step === 1 || step === 3) {
        round += 1;
        const roundId = `so-${run}-${round}`;
        const betId = `${roundId}-bet`;
        const common = { playerId: player.session.playerId, roundId, gameCode: player.game.gameCode };
        bets.sent.push(betId);
        const bet = await vendorCall(base, player.secret, player.game.vendor, 'bet', {
          ...common,
          sessionId: player.session.sessionId,
          transactionId: betId,
          amount: `${1 + (round % 3)}.00`,
          timestamp: Date.now(),
        });
        const betOk = bet.json?.status === 'OK';
        record('seamless bet', started, bet, betOk);
        if (betOk) bets.acknowledged.push(betId);
        // A closed session (a newer launch, an instance's answer lost) opens a new one next time.
        else if (bet.json?.status !== undefined && bet.json.status !== 'INSUFFICIENT_FUNDS')
          player.session = null;
        if (betOk) {
          const winId = `${roundId}-win`;
          wins.sent.push(winId);
          const win = await vendorCall(base, player.secret, player.game.vendor, 'win', {
            ...common,
            transactionId: winId,
            betTransactionId: betId,
            amount: round % 2 === 0 ? '0.00' : `${round % 5}.50`,
            timestamp: Date.now(),
          });
          const winOk = win.json?.status === 'OK';
          record('seamless win', started, win, winOk);
          if (winOk) wins.acknowledged.push(winId);
        }
      } else if (step === 2) {
        const open = await request(base, 'GET', `/lgw/games/opened/numero?gameCode=${LOTTERY_GAME}`);
        record('lottery open issue', started, open, open.json?.success === true);
        const numero = open.json?.value?.list?.[0]?.numero;
        if (numero === undefined) continue;
        orders.sent += 1;
        const order = await request(base, 'POST', '/lgw/orders', {
          token: player.token,
          body: {
            gameCode: LOTTERY_GAME,
            numero,
            prizeMode: 'Elott',
            bets: [{ betType: 'ODD_EVEN', selection: iteration % 2 === 0 ? 'ODD' : 'EVEN', stake: '1.00' }],
          },
        });
        const orderOk = order.json?.success === true;
        // An issue that closed for its draw between the two calls is the game's answer, not a failure.
        const closed = order.json?.code === 'LOTTERY_ISSUE_CLOSED';
        record('lottery order', started, order, orderOk || closed);
        if (orderOk) orders.acknowledged.push(order.json.value.order.orderId);
        else {
          const why = describe(order);
          orders.refused[why] = (orders.refused[why] ?? 0) + 1;
        }
      } else {
        const balance = await request(base, 'GET', '/wps/wallets/gcs', { token: player.token });
        record('balance read', started, balance, balance.json?.success === true);
      }
    }
  }

  await Promise.all(players.map((player, index) => loop(player, index)));
  return { calls, bets, wins, orders };
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? null
    : Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].toFixed(1));

/**
 * Requests per second and p50/p99 per call, per phase: `windows` maps a phase to its length in
 * seconds. Answered-OK calls count for the latencies; every call counts for the rate.
 */
export function throughput(calls, windows) {
  const table = [];
  for (const [phaseName, seconds] of Object.entries(windows)) {
    const inPhase = calls.filter((c) => c.phase === phaseName);
    const names = [...new Set(inPhase.map((c) => c.name))].sort();
    for (const name of ['all calls', ...names]) {
      const these = name === 'all calls' ? inPhase : inPhase.filter((c) => c.name === name);
      const ok = these
        .filter((c) => c.ok)
        .map((c) => c.ms)
        .sort((a, b) => a - b);
      table.push({
        phase: phaseName,
        call: name,
        requests: these.length,
        failed: these.length - ok.length,
        perSecond: seconds > 0 ? Number((these.length / seconds).toFixed(1)) : 0,
        p50Ms: percentile(ok, 0.5),
        p99Ms: percentile(ok, 0.99),
      });
    }
  }
  return table;
}
