import { createHash } from 'node:crypto';
import type { OpsLotteryBet, OpsLotteryGame, OpsLotteryIssue } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Sent, ok, readable, renderScreen, refusal, useLanguage } from '../members/testing.tsx';
import { LotteryScreen } from './LotteryScreen.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const SEED = 'a1'.repeat(32);
const HASH = createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex');

const issue = (over: Partial<OpsLotteryIssue> = {}): OpsLotteryIssue => ({
  id: '1-minute-28:202611260601',
  gameCode: '1-minute-28',
  numero: '202611260601',
  status: 'settled',
  opensAt: '2026-11-26T10:00:00.000Z',
  closesAt: '2026-11-26T10:00:55.000Z',
  drawsAt: '2026-11-26T10:01:00.000Z',
  seedHash: HASH,
  seed: SEED,
  numbers: [0, 7, 3],
  drawnAt: '2026-11-26T10:01:01.000Z',
  orderCount: 1,
  stakeTotal: '2.00',
  payoutTotal: '3.92',
  ...over,
});
const OPEN = issue({
  id: '1-minute-28:202611260602',
  numero: '202611260602',
  status: 'open',
  seed: null,
  numbers: null,
  drawnAt: null,
  orderCount: 0,
  stakeTotal: '0.00',
  payoutTotal: '0.00',
});

const game: OpsLotteryGame = {
  code: '1-minute-28',
  nameEn: '3-Digit Draw · Every Minute',
  nameUr: '3 ہندسوں کی قرعہ اندازی · ہر منٹ',
  digits: 3,
  intervalSeconds: 60,
  closeBeforeDrawSeconds: 5,
  shownInLobby: true,
  open: true,
  currentIssue: OPEN,
};

const bet: OpsLotteryBet = {
  subOrderId: 'LO1-01',
  orderId: 'LO1',
  memberId: 9,
  username: 'ali',
  betType: 'ODD_EVEN',
  selection: 'ODD',
  odds: '1.96',
  stake: '2.00',
  payout: '3.92',
  state: 'won',
  placedAt: '2026-11-26T10:00:10.000Z',
};

/** The server's answers: the drawn issue (with `seed`), the open one, and the drawn one's bet. */
function answer(seed = SEED) {
  const drawn = issue({ seed });
  return (request: Sent) => {
    const path = request.url.pathname;
    if (path === '/ops/lottery/games') return ok({ content: [game], serverTime: '2026-11-26T10:01:30.000Z' });
    if (path === '/ops/lottery/issues') return ok({ content: [OPEN, drawn], total: 2, currency: 'PKR' });
    if (path === `/ops/lottery/issues/${encodeURIComponent(drawn.id)}/orders`)
      return ok({ issue: drawn, content: [bet], total: 1, currency: 'PKR' });
    if (path === `/ops/lottery/issues/${encodeURIComponent(OPEN.id)}/orders`)
      return ok({ issue: OPEN, content: [], total: 0, currency: 'PKR' });
    return refusal(404, 'LOTTERY_ISSUE_NOT_FOUND');
  };
}

function open(seed?: string) {
  return renderScreen({
    path: '/lottery',
    at: '/lottery',
    element: <LotteryScreen />,
    permissions: ['lottery.read'],
    answer: answer(seed),
  });
}

describe('the lottery screen', () => {
  it('checks a drawn issue’s seed against its hash in the browser, and shows its bets', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    expect(await screen.findByRole('region', { name: '3-Digit Draw · Every Minute' })).toHaveTextContent(
      'A draw every minute',
    );
    await user.click(await screen.findByRole('button', { name: 'Open issue 202611260601' }));
    const panel = within(await screen.findByRole('dialog', { name: /Issue 202611260601/ }));
    expect(await panel.findByText(SEED)).toBeInTheDocument();
    expect(panel.getByText(HASH)).toBeInTheDocument();
    expect(
      await panel.findByText(/^Verified: the revealed seed hashes to the published hash/),
    ).toBeInTheDocument();
    const row = await panel.findByRole('row', { name: /ali/ });
    expect(readable(row.textContent ?? '')).toContain('Odd / even ODD');
    expect(within(row).getByText('Won')).toBeInTheDocument();
    // Issues are paged on the server.
    const asked = sent.find((request) => request.url.pathname === '/ops/lottery/issues');
    expect(asked?.url.searchParams.get('pageNo')).toBe('1');
    expect(asked?.url.searchParams.get('pageSize')).toBe('20');
    // Nothing to press that changes anything: every call is a read.
    expect(sent.every((request) => request.method === 'GET')).toBe(true);
  });

  it('says so when a revealed seed does not hash to the published hash', async () => {
    const user = userEvent.setup();
    open('b2'.repeat(32));
    await user.click(await screen.findByRole('button', { name: 'Open issue 202611260601' }));
    const panel = within(await screen.findByRole('dialog', { name: /Issue 202611260601/ }));
    expect(await panel.findByText(/Does not match/)).toBeInTheDocument();
    expect(panel.queryByText(/Verified/)).toBeNull();
  });

  it('keeps an open issue’s seed secret, in Urdu too', async () => {
    await useLanguage('UR');
    const user = userEvent.setup();
    open();
    const buttons = await screen.findAllByRole('button', { name: 'قرعہ 202611260602 کھولیں' });
    await user.click(buttons[0] as HTMLElement);
    const panel = within(await screen.findByRole('dialog', { name: /202611260602/ }));
    expect(await panel.findByText('قرعہ اندازی تک خفیہ رہتا ہے۔')).toBeInTheDocument();
    expect(panel.getByText(HASH)).toBeInTheDocument();
    expect(panel.queryByText(SEED)).toBeNull();
    expect(panel.getByText('اس قرعے پر کوئی شرط نہیں۔')).toBeInTheDocument();
  });

  it('filters the issues by game on the server', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(
      await screen.findByRole('button', { name: 'Show issues of 3-Digit Draw · Every Minute' }),
    );
    await screen.findByText('Issues: 2');
    const filtered = sent.filter(
      (request) =>
        request.url.pathname === '/ops/lottery/issues' &&
        request.url.searchParams.get('game') === '1-minute-28',
    );
    expect(filtered.length).toBeGreaterThan(0);
  });
});
