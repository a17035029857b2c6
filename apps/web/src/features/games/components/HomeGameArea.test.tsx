import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { gamesUr } from '../i18n/ur.ts';
import { game, plantGuest } from '../test/fixtures.ts';
import HomeGameArea from './HomeGameArea.tsx';

beforeAll(() => initI18n('UR'));
afterAll(() => initI18n('EN'));
afterEach(() => vi.unstubAllGlobals());

const DICE = { EN: 'Classic Dice', UR: 'کلاسک ڈائس' } as const;

describe("home's hot list in Urdu", () => {
  it('asks for the hot games in Urdu and names each tile as the server does for Urdu', async () => {
    plantGuest();
    const server = fakeServer({
      'GET /wps/relay/GCSGAME_getVassGameType': { value: [] },
      // The server names a game in the language asked for, as the catalogue has it.
      'GET /wps/relay/GCSGAME_hotGamesV2': ({ url }) => {
        const name = url.searchParams.get('language') === 'UR' ? DICE.UR : DICE.EN;
        return {
          value: { list: [game(1, { gameCode: 'dice', gameName: name, displayName: name, hot: true })] },
        };
      },
    });
    renderWithProviders(<HomeGameArea />, '/m/home');
    const hot = await screen.findByRole('list', { name: gamesUr.home.hotTitle });
    expect(
      await screen.findByRole('button', { name: gamesUr.tile.play.replace('{{game}}', DICE.UR) }),
    ).toBeInTheDocument();
    expect(hot).not.toHaveTextContent(DICE.EN);
    const asked = server.calls.filter((call) => call.path === '/wps/relay/GCSGAME_hotGamesV2');
    expect(asked.map((call) => call.query.get('language'))).toEqual(['UR']);
  });
});
