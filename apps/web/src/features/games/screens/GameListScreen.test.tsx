import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorCatalogue } from '@openlobby/contract/client';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useToastStore } from '../../../shared/ui/toastStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { game, plantGuest } from '../test/fixtures.ts';
import GameListScreen from './GameListScreen.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => vi.unstubAllGlobals());

const range = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => game(from + index));

describe('GameListScreen paging (spec 4)', () => {
  it('appends the next page while pageNum is below totalPages, and a search starts again at page 1', async () => {
    plantGuest();
    const server = fakeServer({
      'GET /wps/relay/GCSGAME_gameList': ({ url }) => {
        const pageNo = Number(url.searchParams.get('pageNo'));
        if (url.searchParams.get('gameName')) {
          return {
            value: { games: [game(99, { displayName: 'Jade Koi' })], pageNum: 1, totalPages: 1, total: 1 },
          };
        }
        return {
          value: { games: range((pageNo - 1) * 25 + 1, 25), pageNum: pageNo, totalPages: 2, total: 50 },
        };
      },
    });
    renderWithProviders(<GameListScreen />, '/m/gameList?gameType=rng&vassalage=ols');
    const list = await screen.findByRole('list', { name: 'Search games' });
    expect(screen.getByText('50 games')).toBeInTheDocument();
    // The page is shorter than the screen, so the next page is asked for at once and appended.
    await waitFor(() => expect(within(list).getAllByRole('button', { name: /^Play / })).toHaveLength(50));
    expect(within(list).getByRole('button', { name: 'Play Game 1' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Play Game 50' })).toBeInTheDocument();
    expect(screen.getByText('That is every game.')).toBeInTheDocument();
    const pages = server.calls.filter((call) => call.path.endsWith('GCSGAME_gameList'));
    expect(pages.map((call) => call.query.get('pageNo'))).toEqual(['1', '2']);
    expect(pages[0]?.query.get('gameType')).toBe('RNG');
    expect(pages[0]?.query.get('vassalage')).toBe('OLS');
    expect(pages[0]?.query.get('pageSize')).toBe('25');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'jade');
    const found = await screen.findByRole('button', { name: 'Play Jade Koi' });
    expect(found).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play Game 1' })).toBeNull();
    const search = server.calls.filter((call) => call.query.get('gameName') === 'jade');
    expect(search.map((call) => call.query.get('pageNo'))).toEqual(['1']);
  });

  it('sends a guest who opens the favourites list to log in', () => {
    plantGuest();
    fakeServer({});
    renderWithProviders(<GameListScreen />, '/m/gameList?type=fav');
    expect(screen.getByText('Log in to see your favourite games.')).toBeInTheDocument();
    expect(useToastStore.getState().toast).toMatchObject({
      kind: 'info',
      text: errorCatalogue.NOT_LOGGED_IN.EN,
    });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
  });
});

describe('GameListScreen load failure', () => {
  it('a list that failed to load says so with Try again, which loads it again', async () => {
    plantGuest();
    let calls = 0;
    fakeServer({
      'GET /wps/relay/GCSGAME_gameList': () =>
        calls++ === 0
          ? { failure: { code: 'NOT_FOUND' }, status: 404 }
          : { value: { games: range(1, 3), pageNum: 1, totalPages: 1, total: 3 } },
    });
    renderWithProviders(<GameListScreen />, '/m/gameList?gameType=rng&vassalage=ols');
    expect(await screen.findByRole('alert')).toHaveTextContent('The games could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Play Game 3' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
