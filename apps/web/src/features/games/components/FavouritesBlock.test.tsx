import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../test/session.ts';
import { useTileActions } from '../hooks/useTileActions.ts';
import { game } from '../test/fixtures.ts';
import { FavouritesBlock } from './FavouritesBlock.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => vi.unstubAllGlobals());

function Block(): ReactElement {
  return <FavouritesBlock actions={useTileActions('home')} />;
}

describe("home's my collection", () => {
  it('favourites that failed to load say so with Try again (not "no favourites"), and Try again shows them', async () => {
    logInAs();
    let calls = 0;
    fakeServer({
      'GET /wps/relay/MCSFE_getFavoriteGames': () =>
        calls++ === 0
          ? { failure: { code: 'NOT_FOUND' }, status: 404 }
          : {
              value: { content: [game(7, { displayName: 'Jade Koi' })], pageNum: 1, totalPages: 1, total: 1 },
            },
    });
    renderWithProviders(<Block />, '/m/home');
    const collection = await screen.findByRole('region', { name: 'My collection' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(collection).not.toHaveTextContent('Tap the star on a game to keep it here.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Play Jade Koi' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an empty collection says how to fill it', async () => {
    logInAs();
    fakeServer({
      'GET /wps/relay/MCSFE_getFavoriteGames': {
        value: { content: [], pageNum: 1, totalPages: 1, total: 0 },
      },
    });
    renderWithProviders(<Block />, '/m/home');
    expect(await screen.findByText('Tap the star on a game to keep it here.')).toBeInTheDocument();
  });
});
