import { type GameItem, errorCatalogue } from '@openlobby/contract/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useToastStore } from '../../../shared/ui/toastStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../test/session.ts';
import { useTileActions } from '../hooks/useTileActions.ts';
import { game, plantGuest } from '../test/fixtures.ts';
import { GameTile } from './GameTile.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => {
  vi.unstubAllGlobals();
  useToastStore.setState({ toast: null });
});

const SLOT = game(7, { displayName: 'Jade Koi' });

function Tile({ of = SLOT }: { of?: GameItem }): ReactElement {
  const actions = useTileActions();
  return <GameTile game={of} actions={actions} />;
}

function renderTile(of: GameItem = SLOT): void {
  renderWithProviders(
    <Routes>
      <Route path="/m/home" element={<Tile of={of} />} />
      <Route path="/m/login" element={<h1>Login screen</h1>} />
    </Routes>,
    '/m/home',
  );
}

describe('favourite star (spec 4 and 8)', () => {
  it('sends a guest to login without calling the server', async () => {
    plantGuest();
    const server = fakeServer({});
    renderTile();
    await userEvent.click(screen.getByRole('button', { name: 'Add Jade Koi to favourites' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.includes('Favorite'))).toEqual([]);
  });

  it('adds with the please-wait loader, then shows saved and a filled star; removes the same way', async () => {
    logInAs();
    let release: () => void = () => undefined;
    const server = fakeServer({
      'GET /wps/relay/MCSFE_getFavoriteGamesList': { value: { list: [] } },
      'POST /wps/relay/MCSFE_addFavoriteGameV2': { value: { nodeId: 7, favourite: true } },
      'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': { value: { nodeId: 7, favourite: false } },
    });
    const answer = server.fetchMock.getMockImplementation();
    server.fetchMock.mockImplementation(async (input, init) => {
      // The add stays in flight until released, to see the loader while it runs.
      if (init?.method === 'POST') await new Promise<void>((resolve) => (release = resolve));
      if (!answer) throw new Error('no fake server');
      return answer(input, init);
    });
    renderTile();
    await waitFor(() => expect(server.calls.some((call) => call.path.endsWith('GamesList'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Add Jade Koi to favourites' }));
    expect(useToastStore.getState().toast).toMatchObject({ kind: 'loading', text: 'Please wait…' });
    release();
    const star = await screen.findByRole('button', { name: 'Remove Jade Koi from favourites' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(useToastStore.getState().toast).toMatchObject({ kind: 'info', text: 'Changes saved' });
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ nodeId: 7, vendor: 'OLS' });

    await userEvent.click(star);
    expect(await screen.findByRole('button', { name: 'Add Jade Koi to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const removal = server.calls.find((call) => call.method === 'DELETE');
    expect(removal?.query.get('nodeId')).toBe('7');
    expect(removal?.query.get('vendor')).toBe('OLS');
  });

  it('on failure hides the loader and leaves the star as it was', async () => {
    logInAs();
    fakeServer({
      'GET /wps/relay/MCSFE_getFavoriteGamesList': { value: { list: [] } },
      'POST /wps/relay/MCSFE_addFavoriteGameV2': { failure: { code: 'INTERNAL' }, status: 500 },
    });
    const shown: string[] = [];
    const stop = useToastStore.subscribe((state) => {
      if (state.toast) shown.push(state.toast.kind);
    });
    renderTile();
    await userEvent.click(screen.getByRole('button', { name: 'Add Jade Koi to favourites' }));
    await waitFor(() => expect(useToastStore.getState().toast).toBeNull());
    stop();
    // The loader showed, then simply went away: no saved toast.
    expect(shown).toEqual(['loading']);
    expect(screen.getByRole('button', { name: 'Add Jade Koi to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('launch from a tile (spec 4)', () => {
  it('shows a refusal as its translated message and opens no frame', async () => {
    logInAs();
    const server = fakeServer({
      'GET /wps/relay/MCSFE_getFavoriteGamesList': { value: { list: [] } },
      'GET /wps/game/launchGame': { failure: { code: 'VENDOR_NOT_CONNECTED' }, status: 409 },
    });
    renderTile();
    await userEvent.click(screen.getByRole('button', { name: 'Play Jade Koi' }));
    await waitFor(() =>
      expect(useToastStore.getState().toast).toMatchObject({
        kind: 'error',
        text: errorCatalogue.VENDOR_NOT_CONNECTED.EN,
      }),
    );
    const launch = server.calls.find((call) => call.path === '/wps/game/launchGame');
    expect(Object.fromEntries(launch?.query ?? [])).toMatchObject({
      category: 'RNG',
      vendor: 'OLS',
      gameId: '7',
      nodeId: '7',
      supportPlay: 'true',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a game that cannot be played now', () => {
  it('says "Coming soon" on the tile and in its name before any tap', () => {
    plantGuest();
    fakeServer({});
    renderTile(game(8, { displayName: 'Wild Wolf', vassalage: 'SPF', vendorCode: 'SPF', playable: false }));
    const tile = screen.getByRole('button', { name: 'Coming soon: Wild Wolf' });
    // The name holds what the tile shows, in its order (label in name, WCAG 2.5.3).
    expect(tile).toHaveTextContent(/^Coming soon Wild Wolf$/);
    expect(screen.queryByRole('button', { name: 'Play Wild Wolf' })).toBeNull();
  });

  it('says nothing of the kind on a game that plays', () => {
    plantGuest();
    fakeServer({});
    renderTile();
    expect(screen.getByRole('button', { name: 'Play Jade Koi' })).not.toHaveTextContent('Coming soon');
  });
});
