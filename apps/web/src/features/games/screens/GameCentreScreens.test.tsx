import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VassGameTypeValue } from '@openlobby/contract/client';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { game, plantGuest } from '../test/fixtures.ts';
import GameCenterScreen from './GameCenterScreen.tsx';
import SlotsCenterScreen from './SlotsCenterScreen.tsx';

const CENTRE = 'GET /wps/games/centre';
const TYPES = 'GET /wps/relay/GCSGAME_getVassGameType';

const TYPES_VALUE: VassGameTypeValue = [
  {
    gameType: 'RNG',
    name: 'Slots',
    vendorNames: [
      { vendor: 'OLS', displayName: 'OpenLobby Slots', accountTypeName: 'OLS', playable: true },
      { vendor: 'PG', displayName: 'PG Soft', accountTypeName: 'PG', playable: false },
    ],
  },
  {
    gameType: 'FISH',
    name: 'Fishing',
    vendorNames: [{ vendor: 'JDB', displayName: 'JDB Fishing', accountTypeName: 'JDB', playable: false }],
  },
];

const range = (from: number, count: number, overrides = {}) =>
  Array.from({ length: count }, (_, index) => game(from + index, overrides));

beforeEach(async () => {
  await initI18n('EN');
  plantGuest();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SlotsCenterScreen', () => {
  it('pages slot games from the server, 24 at a time, appending the next page', async () => {
    const server = fakeServer({
      [TYPES]: { value: TYPES_VALUE },
      [CENTRE]: ({ url }) => {
        const pageNo = Number(url.searchParams.get('pageNo'));
        return {
          value: { games: range((pageNo - 1) * 24 + 1, 24), pageNum: pageNo, totalPages: 2, total: 48 },
        };
      },
    });
    renderWithProviders(<SlotsCenterScreen />, '/m/slotsCenter');
    const list = await screen.findByRole('list', { name: 'All slots' });
    expect(screen.getByText('48 games')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('button', { name: /^Play / })).toHaveLength(48));
    expect(screen.getByText('That is every game.')).toBeInTheDocument();
    const pages = server.calls.filter((call) => call.path === '/wps/games/centre');
    expect(pages.map((call) => call.query.get('pageNo'))).toEqual(['1', '2']);
    expect(pages[0]?.query.get('gameType')).toBe('RNG');
    expect(pages[0]?.query.get('pageSize')).toBe('24');
    expect(pages[0]?.query.get('collection')).toBeNull();
  });

  it('narrows by provider chip and collection tab, each starting again at page 1', async () => {
    const server = fakeServer({
      [TYPES]: { value: TYPES_VALUE },
      [CENTRE]: ({ url }) => {
        const jackpot = url.searchParams.get('collection') === 'jackpot';
        const games = jackpot ? [game(500, { displayName: 'Golden Dragon Jackpot' })] : range(1, 3);
        return { value: { games, pageNum: 1, totalPages: 1, total: games.length } };
      },
    });
    renderWithProviders(<SlotsCenterScreen />, '/m/slotsCenter');
    const group = await screen.findByRole('group', { name: 'Game providers' });
    expect(within(group).getByRole('button', { name: 'All providers' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: /PG Soft/ }));
    expect(within(group).getByRole('button', { name: /PG Soft/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(server.calls.some((call) => call.query.get('vendor') === 'PG')).toBe(true));
    await userEvent.click(screen.getByRole('tab', { name: 'Jackpot' }));
    expect(await screen.findByRole('button', { name: 'Play Golden Dragon Jackpot' })).toBeInTheDocument();
    const last = server.calls.filter((call) => call.path === '/wps/games/centre').at(-1);
    expect(last?.query.get('collection')).toBe('jackpot');
    expect(last?.query.get('vendor')).toBe('PG');
    expect(last?.query.get('pageNo')).toBe('1');
  });

  it('waits for typing to settle, then searches on the server once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({
      [TYPES]: { value: TYPES_VALUE },
      [CENTRE]: ({ url }) => {
        const name = url.searchParams.get('gameName');
        const games = name ? [game(99, { displayName: 'Jade Koi' })] : range(1, 3);
        return { value: { games, pageNum: 1, totalPages: 1, total: games.length } };
      },
    });
    renderWithProviders(<SlotsCenterScreen />, '/m/slotsCenter');
    const box = await screen.findByRole('searchbox', { name: 'Search slot games' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(box, 'jade');
    // Typed, not yet settled: no search has gone out.
    expect(server.calls.filter((call) => call.query.get('gameName') !== null)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('button', { name: 'Play Jade Koi' })).toBeInTheDocument();
    const searches = server.calls.filter((call) => call.query.get('gameName') !== null);
    expect(searches.map((call) => call.query.get('gameName'))).toEqual(['jade']);
    expect(searches[0]?.query.get('pageNo')).toBe('1');
  });

  it.each([
    ['EN', 'No games match “zzz”.', 'Search slot games'],
    ['UR', '“zzz” سے ملتی کوئی گیم نہیں۔', 'سلاٹ گیمز تلاش کریں'],
  ] as const)('says so when a search finds nothing (%s)', async (language, text, label) => {
    await initI18n(language);
    fakeServer({
      [TYPES]: { value: TYPES_VALUE },
      [CENTRE]: ({ url }) =>
        url.searchParams.get('gameName')
          ? { value: { games: [], pageNum: 1, totalPages: 0, total: 0 } }
          : { value: { games: range(1, 2), pageNum: 1, totalPages: 1, total: 2 } },
    });
    renderWithProviders(<SlotsCenterScreen />, '/m/slotsCenter');
    const box = await screen.findByRole('searchbox', { name: label });
    await userEvent.type(box, 'zzz{Enter}');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Game 1/ })).toBeNull();
  });
});

describe('GameCenterScreen', () => {
  it('shows every category as a tab; switching lists that category with its own providers', async () => {
    const server = fakeServer({
      [TYPES]: { value: TYPES_VALUE },
      [CENTRE]: ({ url }) => {
        const fish = url.searchParams.get('gameType') === 'FISH';
        const games = fish ? [game(700, { gameType: 'FISH', displayName: 'Ocean King' })] : range(1, 2);
        return { value: { games, pageNum: 1, totalPages: 1, total: games.length } };
      },
    });
    renderWithProviders(<GameCenterScreen />, '/m/gameCenter');
    expect(await screen.findByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Play Game 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Fishing' }));
    expect(await screen.findByRole('button', { name: 'Play Ocean King' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Game providers' });
    expect(within(group).getByRole('button', { name: /JDB Fishing/ })).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: /PG Soft/ })).toBeNull();
    expect(server.calls.at(-1)?.query.get('gameType')).toBe('FISH');
  });

  it.each([
    ['EN', 'No games here yet.'],
    ['UR', 'یہاں ابھی کوئی گیم نہیں۔'],
  ] as const)('says so when a category has no games (%s)', async (language, text) => {
    await initI18n(language);
    fakeServer({
      [TYPES]: { value: TYPES_VALUE },
      [CENTRE]: { value: { games: [], pageNum: 1, totalPages: 0, total: 0 } },
    });
    renderWithProviders(<GameCenterScreen />, '/m/gameCenter?gameType=FISH');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
