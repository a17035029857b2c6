import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { resetEncryptionKey } from '../../../shared/api/client.ts';
import { initI18n, switchLanguage } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CAPTCHA, SLIDER } from './fakeServer.ts';

/** A login answer for the fake server. */
export const LOGIN_VALUE = {
  token: 'tok',
  userName: 'alice01',
  type: 0,
  merchantCode: 'OPENLOBBY',
  firstTimeLogin: false,
  mustChangePassword: false,
  expiresAt: 0,
};

/** A fresh RSA key pair's public half: the encrypted calls (login, register, reset) need one. */
export async function testPublicKey(): Promise<JsonWebKey> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return crypto.subtle.exportKey('jwk', pair.publicKey);
}

/** The encryption key, the slider that passes, and the captcha: what every account form asks for. */
export function commonRoutes(publicKeyJwk: JsonWebKey) {
  return {
    'GET /wps/system/encryptionKey': { value: { kid: 'k1', publicKeyJwk } },
    'GET /wps/captcha/slider': { value: SLIDER },
    'POST /wps/captcha/slider': { value: { passToken: 'pass', expiresAt: 0 } },
    'GET /wps/captcha': { value: CAPTCHA },
  };
}

/**
 * The set-up every account-screen test file shares, registered as its hooks: English and a fresh
 * key pair before all; no cached encryption key and nobody signed in before each; stubbed fetches
 * removed and English again after each. Returns the common routes, built on that key.
 */
export function setUpAccountScreens(): () => ReturnType<typeof commonRoutes> {
  let publicKeyJwk: JsonWebKey | undefined;
  beforeAll(async () => {
    await initI18n('EN');
    publicKeyJwk = await testPublicKey();
  });
  beforeEach(() => {
    resetEncryptionKey();
    useCommonStore.setState({ session: null, memberInfo: null, whitelabel: {} });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await switchLanguage('EN', { persist: false });
  });
  return () => {
    if (publicKeyJwk === undefined) throw new Error('the key is made in beforeAll, before the first test');
    return commonRoutes(publicKeyJwk);
  };
}

/** Drives the slider with the keyboard to the end, which the fake server passes. */
export async function passSlider(): Promise<void> {
  const handle = await screen.findByRole('slider');
  await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
  handle.focus();
  await userEvent.keyboard('{End}{Enter}');
  await screen.findByText('Check passed');
}

/** Renders `element` at `path`, with stand-ins for the screens a form leaves for. */
export function renderAt(path: string, element: ReactElement) {
  const route = path.split('?')[0] ?? path;
  return renderWithProviders(
    <Routes>
      <Route path={route} element={element} />
      <Route path="/m/home" element={<p>HOME</p>} />
      <Route path="/m/changePsw" element={<p>CHANGE</p>} />
      <Route path="/m/login" element={<p>LOGIN</p>} />
    </Routes>,
    path,
  );
}
