/**
 * A game's own icon picture on its tile: the picture an operator uploaded is what the tile draws
 * (lazily, in the tile's fixed box, named by the tile's text beside it), and when it does not
 * load the tile falls back to the game's drawn icon from the image CDNs, then the default image.
 */
import type { GameItem } from '@openlobby/contract/client';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { useTileActions } from '../hooks/useTileActions.ts';
import { DEFAULT_GAME_IMAGE } from '../model/gameIcon.ts';
import { game, plantGuest } from '../test/fixtures.ts';
import { GameTile } from './GameTile.tsx';

const PICTURE = `/uploads/${'a'.repeat(64)}.png`;
const DRAWN = '/game-icons/OPENLOBBY/OLS/g7.1.webp';

beforeAll(() => initI18n('EN'));
beforeEach(() => {
  plantGuest();
  fakeServer({});
  useCommonStore.setState({ imageCDNs: ['https://img.example'], fallbackImageCdn: '/cdn' });
});

function Tile({ of }: { of: GameItem }): ReactElement {
  return <GameTile game={of} actions={useTileActions()} />;
}

function renderTile(of: GameItem): HTMLImageElement {
  const { container } = renderWithProviders(
    <Routes>
      <Route path="/m/home" element={<Tile of={of} />} />
    </Routes>,
    '/m/home',
  );
  const image = container.querySelector<HTMLImageElement>('.game-tile img');
  if (image === null) throw new Error('the tile draws no image');
  return image;
}

describe("a game's own icon picture on its tile", () => {
  it('shows the uploaded picture, lazily in a fixed box, beside the name', () => {
    const image = renderTile(game(7, { displayName: 'Jade Koi', iconUrl: DRAWN, mobileLargeIcon: PICTURE }));
    expect(image).toHaveAttribute('src', PICTURE);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '120');
    // The name beside it says what it is; the picture itself is not read out twice.
    expect(image).toHaveAttribute('alt', '');
    expect(screen.getByRole('button', { name: 'Play Jade Koi' })).toHaveTextContent('Jade Koi');
  });

  it('falls back to the drawn icon from each CDN when the picture fails, then the default image', () => {
    const image = renderTile(game(7, { iconUrl: DRAWN, mobileLargeIcon: PICTURE }));
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', `https://img.example${DRAWN}`);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', `/cdn${DRAWN}`);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_GAME_IMAGE);
  });

  it('takes a picture on another https address the same way', () => {
    const elsewhere = 'https://pictures.example.com/icons/koi.webp';
    const image = renderTile(game(7, { iconUrl: DRAWN, mobileLargeIcon: elsewhere }));
    expect(image).toHaveAttribute('src', elsewhere);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', `https://img.example${DRAWN}`);
  });

  it('draws the emblem from the CDN when the game has no picture of its own', () => {
    const image = renderTile(game(7));
    expect(image.getAttribute('src')).toMatch(/^https:\/\/img\.example\/game-icons\//);
  });
});
