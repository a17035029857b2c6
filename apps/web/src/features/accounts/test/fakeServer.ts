import { fakeServer } from '../../../test/fakeServer.ts';

/** The shared fetch stub, under the name the accounts tests use. */
export const fakeAccountsServer = fakeServer;

/** A 2 x 2 grey WebP: the server sends raster pictures only. */
export const TINY_WEBP =
  'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAABQAQCdASoCAAIAAUAmJaQABYwAAP6igAA=';

export const SLIDER = {
  challengeId: 'c1',
  action: 'login',
  trackWidth: 300,
  trackHeight: 150,
  pieceWidth: 50,
  background: TINY_WEBP,
  piece: TINY_WEBP,
  expiresAt: Date.now() + 60_000,
};

export const CAPTCHA = {
  captchaId: 'cap1',
  image: TINY_WEBP,
  length: 4,
  expiresAt: Date.now() + 60_000,
};
