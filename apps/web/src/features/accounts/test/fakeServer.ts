import { fakeServer } from '../../../test/fakeServer.ts';

/** The shared fetch stub, under the name the accounts tests use. */
export const fakeAccountsServer = fakeServer;

export const SLIDER = {
  challengeId: 'c1',
  action: 'login',
  trackWidth: 300,
  trackHeight: 150,
  pieceWidth: 50,
  pieceY: 40,
  background: 'data:image/svg+xml;base64,PHN2Zy8+',
  piece: 'data:image/svg+xml;base64,PHN2Zy8+',
  expiresAt: Date.now() + 60_000,
};

export const CAPTCHA = {
  captchaId: 'cap1',
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  length: 4,
  expiresAt: Date.now() + 60_000,
};
