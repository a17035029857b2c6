/**
 * The lottery page's script: it asks the framing lobby for the session, finds its game, keeps the
 * open issue's countdown by the server's clock, and lets the player build a slip of bets, place it,
 * cancel a bet before the issue closes, and see each draw's result and their own outcome of it.
 */
import { byId, ltr, notice, readPageConfig } from '../shared/dom.ts';
import { type Money, moneyAt, scaleOf } from '../shared/money.ts';
import { betForm } from './bet-form.ts';
import { clockText } from './clock.ts';
import type { LotteryPageConfig } from './config.ts';
import { drawHistory, drawResult } from './draws.ts';
import { askLobbyForSession } from './handshake.ts';
import { lotteryApi } from './lottery-api.ts';
import { drawCancels, drawOrders } from './orders.ts';
import { drawSlip } from './slip.ts';
import { initialState, isOpen, type LotterySession, remaining, signedIn } from './state.ts';

const state = initialState(readPageConfig<LotteryPageConfig>('lottery-config'));
const T = state.cfg.text;
const api = lotteryApi(state);
const form = betForm(state);
let refreshing = false;
let lastRefresh = 0;
/** Issues the player placed orders on from this page: their result is told beside the slip too. */
const awaited = new Set<string>();

const placeButton = () => byId<HTMLButtonElement>('place');

/**
 * A line of the section the player is acting in (beside the slip's Place button, or at the top of
 * My orders), a polite live region; `reveal` scrolls it into view when the layout moved it away.
 */
function say(id: 'slip-status' | 'orders-status', text: string, kind = '', reveal = false): void {
  const line = byId(id);
  line.textContent = text;
  line.className = `notice ${kind}`;
  if (reveal) line.scrollIntoView({ block: 'nearest' });
}

function updatePlace(): void {
  placeButton().disabled = state.busy || state.slip.length === 0 || !isOpen(state) || !signedIn(state);
}

/** A bet of the player's still waits for a draw that is not the open issue's. */
function pendingDraw(): boolean {
  return state.orders.some(
    (order) =>
      order.subOrders.some((sub) => sub.status === 'placed') &&
      (state.issue === null || order.numero !== state.issue.numero),
  );
}

async function loadBalance(): Promise<void> {
  if (!signedIn(state)) return;
  const res = await api.balance();
  if (res.success) byId('balance').textContent = state.money.showDecimal(res.value.sumBalance);
}

async function loadOrders(): Promise<void> {
  if (!signedIn(state) || state.game === null) return;
  const res = await api.orders(state.game.gameCode);
  if (!res.success) return;
  state.orders = [...res.value.list];
  drawOrders(state, (id) => void cancelSub(id));
}

async function cancelSub(subOrderId: string): Promise<void> {
  const res = await api.cancel(subOrderId);
  if (!res.success) {
    say('orders-status', res.message ?? T.tryAgain, 'error');
    return;
  }
  say('orders-status', T.cancelled);
  void loadOrders();
  void loadBalance();
}

async function refresh(): Promise<void> {
  const game = state.game;
  if (refreshing || game === null) return;
  refreshing = true;
  lastRefresh = Date.now();
  const before = state.shownNumero;
  const unsettled = pendingDraw();
  try {
    const res = await api.near(game.gameCode);
    if (!res.success) return;
    state.skew = Date.parse(res.value.serverTime) - Date.now();
    const current = res.value.current;
    const changed = state.issue === null || current === null || current.numero !== state.issue.numero;
    state.issue = current;
    byId('numero').textContent = current === null ? '-' : current.numero;
    const drawn = res.value.previous.filter((issue) => issue.numbers !== null);
    drawHistory(state, drawn);
    const newest = drawn[0];
    const newDraw = newest !== undefined && newest.numero !== before;
    if (changed || newDraw || unsettled) await Promise.all([loadOrders(), loadBalance()]);
    const outcome = drawResult(state, newest);
    if (newest !== undefined && outcome?.settled === true && awaited.delete(newest.numero)) {
      say('slip-status', `${T.issue} ${ltr(newest.numero)}: ${outcome.text}`, outcome.won ? 'won' : '');
    }
    drawCancels(state);
  } finally {
    refreshing = false;
  }
}

function tick(): void {
  const ms = remaining(state);
  byId('countdown').textContent = state.issue === null ? '--:--' : clockText(ms);
  byId('countdown-label').textContent = isOpen(state) ? T.closesIn : T.closed;
  updatePlace();
  drawCancels(state);
  // Every 3 s while a draw is due or awaited, otherwise every 20 s.
  const due = state.issue === null || ms <= 0 || pendingDraw();
  if (Date.now() - lastRefresh > (due ? 3000 : 20000)) void refresh();
}

async function place(): Promise<void> {
  const game = state.game;
  const issue = state.issue;
  if (state.busy || state.slip.length === 0 || !isOpen(state) || game === null || issue === null) return;
  state.busy = true;
  updatePlace();
  say('slip-status', T.placing);
  const res = await api.placeOrder({
    gameCode: game.gameCode,
    numero: issue.numero,
    prizeMode: state.cfg.prizeMode,
    // The exact decimal at the currency's scale, the contract's formatting: never a float.
    bets: state.slip.map((bet) => ({
      betType: bet.betType,
      selection: bet.selection,
      stake: state.money.wire(bet.stakeMinor),
    })),
  });
  state.busy = false;
  if (!res.success) {
    say('slip-status', res.message ?? T.tryAgain, 'error', true);
    updatePlace();
    return;
  }
  state.slip = [];
  drawSlip(state, updatePlace);
  awaited.add(res.value.order.numero);
  say('slip-status', `${T.placed} ${ltr(res.value.order.numero)}`, 'placed', true);
  void loadOrders().then(() => drawCancels(state));
  void loadBalance();
}

/**
 * The currency: the wallet answers with its code, at the session merchant's full scale ("12.50",
 * "1250"); a guest, who cannot bet, gets the scale of the game's limits and plain amounts.
 */
async function currencyMoney(minStake: string): Promise<Money> {
  const guess = moneyAt(scaleOf(minStake), state.cfg.lang);
  if (!signedIn(state)) return guess;
  const res = await api.balance();
  return res.success ? moneyAt(scaleOf(res.value.sumBalance), state.cfg.lang, res.value.currency) : guess;
}

async function start(): Promise<void> {
  const res = await api.games();
  if (!res.success) {
    notice(res.message ?? T.tryAgain, true);
    return;
  }
  const { gameCode, gameId } = state.cfg;
  const game = res.value.list.find((candidate) =>
    gameCode !== '' ? candidate.gameCode === gameCode : gameId !== null && candidate.gameId === gameId,
  );
  if (game === undefined) {
    notice(T.noGame, true);
    byId('lobby-link').hidden = false;
    byId('game-area').hidden = true;
    return;
  }
  state.money = await currencyMoney(game.minStake);
  state.game = game;
  byId('game-name').textContent = game.name;
  document.title = game.name;
  const limit = (amount: string) => {
    const minor = state.money.minor(amount);
    return minor === null ? amount : state.money.show(minor);
  };
  byId('limits').textContent = `(${ltr(`${limit(game.minStake)} – ${limit(game.maxStake)}`)})`;
  drawSlip(state, updatePlace);
  form.fillBetTypes(game);
  form.buildSelection();
  notice(signedIn(state) ? '' : T.login);
  if (!signedIn(state)) byId('balance').textContent = '-';
  void refresh();
  setInterval(tick, 1000);
}

byId('bet-type').addEventListener('change', () => form.buildSelection());
byId('stake').addEventListener('input', () => form.preview());
byId('bet-form').addEventListener('submit', (event) => {
  event.preventDefault();
  if (state.game === null) return;
  const bet = form.check();
  if (!bet.ok) {
    // Beside the Add button, where the player is looking.
    const preview = byId('preview');
    preview.textContent = bet.reason === 'selection' ? T.invalidSelection : T.invalidStake;
    preview.className = 'preview error';
    return;
  }
  const { betType, selection, stakeMinor, odds } = bet;
  state.slip.push({ betType, selection, stakeMinor, odds });
  drawSlip(state, updatePlace);
  form.clearSelection();
  say('slip-status', '');
});
placeButton().addEventListener('click', () => void place());

let started = false;
function connect(): void {
  const framed = askLobbyForSession((session: LotterySession) => {
    state.session = session;
    if (started) {
      void loadOrders();
      void loadBalance();
      updatePlace();
      return;
    }
    started = true;
    void start();
  });
  if (!framed) {
    notice(T.noLobby, true);
    byId('lobby-link').hidden = false;
  }
}
// A page the server drew as "not available" has nothing to load: asking would only repeat it.
if (!state.cfg.absent) connect();
