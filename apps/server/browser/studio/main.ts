/**
 * A studio game page's script: it starts the studio session from the launch token (or resumes the
 * one this tab holds), plays one round per tap (the button is disabled while a round is in flight,
 * no autoplay), and draws the wallet's answers. Money stays the server's decimal strings; the dice
 * preview counts in minor units at the session's currency scale.
 */
import type { StudioSessionValue } from '@openlobby/contract/client';
import type { ApiAnswer } from '../shared/api.ts';
import { byId, notice, readPageConfig } from '../shared/dom.ts';
import { moneyAt } from '../shared/money.ts';
import type { StudioPageConfig } from './config.ts';
import { diceChoice, previewDice } from './dice.ts';
import { drawHistory } from './history.ts';
import { presentRound } from './round.ts';
import { cancelSpin, startSpin } from './reels.ts';
import { studioApi } from './studio-api.ts';

const cfg = readPageConfig<StudioPageConfig>('studio-config');
const T = cfg.text;
let token: string | null = null;
let session: StudioSessionValue | null = null;
let busy = false;
const storeKey = `studio:${cfg.launch}`;
const api = studioApi(cfg, () => token);

const playButton = () => byId<HTMLButtonElement>('play');
/** The session's currency once it is known; amounts show plain until then. */
const money = () =>
  session === null ? moneyAt(2, cfg.lang) : moneyAt(session.currencyScale, cfg.lang, session.currency);
const preview = () => previewDice(cfg, money());

function fillStakes(stakes: readonly string[]): void {
  const select = byId<HTMLSelectElement>('stake');
  if (select.options.length === stakes.length) return;
  select.textContent = '';
  for (const stake of stakes) {
    const option = document.createElement('option');
    option.value = stake;
    option.textContent = money().showDecimal(stake);
    select.appendChild(option);
  }
  // By index: an option marked selected before it joins the list is not kept everywhere.
  select.selectedIndex = Math.min(2, stakes.length - 1);
}

function showSession(value: StudioSessionValue): void {
  session = value;
  token = value.sessionToken;
  try {
    sessionStorage.setItem(storeKey, value.sessionToken);
  } catch {
    // Private mode: a reload then needs the lobby again.
  }
  byId('balance').textContent = money().showDecimal(value.balance);
  fillStakes(value.stakes);
  byId('seed-hash').textContent = value.nextServerSeedHash;
  byId('nonce').textContent = String(value.nextNonce);
  const seed = byId<HTMLInputElement>('client-seed');
  if (document.activeElement !== seed) seed.value = value.clientSeed;
  if (value.pendingRoundId !== null) notice(T.pending);
  playButton().disabled = busy || value.pendingRoundId !== null;
  preview();
}

function failed(res: Extract<ApiAnswer<unknown>, { success: false }>): void {
  notice(res.message ?? T.tryAgain, true);
  const balance = res.data?.balance;
  if (typeof balance === 'string' && session !== null) {
    byId('balance').textContent = money().showDecimal(balance);
  }
}

async function loadHistory(): Promise<void> {
  const res = await api.rounds();
  if (res.success) drawHistory(res.value.list, money(), cfg);
}

/**
 * One round: the reels spin from the tap while the server plays it, stop on its result, and only
 * then the outcome and the new balance show (the play button stays off until they do).
 */
async function play(): Promise<void> {
  if (busy || session === null) return;
  busy = true;
  playButton().disabled = true;
  notice(cfg.engine === 'slot' ? T.spinning : T.playing);
  const spunAt = Date.now();
  if (cfg.engine === 'slot') startSpin();
  // The stake exactly as the server offered it (a decimal string at the currency's scale).
  const stake = byId<HTMLSelectElement>('stake').value;
  const res = await api.play(stake, cfg.engine === 'dice' ? diceChoice() : undefined);
  if (!res.success) {
    cancelSpin();
    busy = false;
    failed(res);
    playButton().disabled = false;
    return;
  }
  const { round, session: after } = res.value;
  await presentRound(round, moneyAt(after.currencyScale, cfg.lang, after.currency), cfg, spunAt);
  busy = false;
  showSession(after);
  void loadHistory();
}

/** The fairness panel opens and folds with its button. */
function foldFairness(): void {
  const button = byId<HTMLButtonElement>('fair-toggle');
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    byId('fair-panel').hidden = !open;
  });
}

async function begin(): Promise<void> {
  if (cfg.launch === '') {
    notice(T.noLaunch, true);
    return;
  }
  const res = await api.start();
  if (!res.success) {
    failed(res);
    return;
  }
  notice('');
  showSession(res.value);
  void loadHistory();
}

/** Resumes this tab's session after a reload, or starts one from the launch token. */
async function start(): Promise<void> {
  let saved: string | null = null;
  try {
    saved = sessionStorage.getItem(storeKey);
  } catch {
    saved = null;
  }
  if (saved === null || saved === '') return begin();
  token = saved;
  const res = await api.state();
  if (!res.success) {
    token = null;
    return begin();
  }
  notice('');
  showSession(res.value);
  void loadHistory();
}

playButton().addEventListener('click', () => void play());
foldFairness();
byId('stake').addEventListener('change', preview);
if (cfg.engine === 'dice') {
  byId('chance').addEventListener('input', preview);
  document.querySelectorAll('input[name=side]').forEach((input) => input.addEventListener('change', preview));
}
byId('seed-form').addEventListener('submit', (event) => {
  event.preventDefault();
  if (session === null) return;
  void api.setClientSeed(byId<HTMLInputElement>('client-seed').value).then((res) => {
    if (!res.success) {
      failed(res);
      return;
    }
    showSession(res.value);
    notice(T.seedSaved);
  });
});
preview();
void start();
