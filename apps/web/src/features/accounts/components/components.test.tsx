import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, switchLanguage } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CAPTCHA, fakeAccountsServer, SLIDER, TINY_WEBP } from '../test/fakeServer.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { PasswordField } from '../../../shared/ui/fields/PasswordField.tsx';
import { SliderCheck } from './SliderCheck.tsx';

beforeAll(() => initI18n('EN'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('EN', { persist: false });
});

describe('PasswordField', () => {
  it('shows and hides the password with a named toggle', async () => {
    function Harness() {
      const [value, setValue] = useState('secret1');
      return <PasswordField label="Password" name="password" value={value} onChange={setValue} />;
    }
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('SliderCheck', () => {
  it('is a named slider driven by the keyboard; a pass hands over the token', async () => {
    const server = fakeAccountsServer({
      'GET /wps/captcha/slider': { value: SLIDER },
      'POST /wps/captcha/slider': { value: { passToken: 'pass-1', expiresAt: 0 } },
    });
    const onPass = vi.fn();
    renderWithProviders(<SliderCheck action="login" onPass={onPass} />);
    const handle = await screen.findByRole('slider', { name: 'Human check: slide the piece into the gap' });
    await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
    handle.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '8');
    await userEvent.keyboard('{End}');
    expect(handle).toHaveAttribute('aria-valuenow', String(SLIDER.trackWidth - SLIDER.pieceWidth));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onPass).toHaveBeenCalledWith('pass-1'));
    expect(screen.getByRole('status')).toHaveTextContent('Check passed');
    const verify = server.calls.find((call) => call.method === 'POST');
    expect(verify?.body).toMatchObject({ challengeId: 'c1', x: 250 });
    expect((verify?.body as { trail: unknown[] }).trail.length).toBeGreaterThan(1);
  });

  it.each([
    ['EN', 'Puzzle picture with a gap for the piece'],
    ['UR', 'پہیلی کی تصویر، جس میں ٹکڑے کے لیے خالی جگہ ہے'],
  ] as const)(
    'shows the raster puzzle with a name in %s; the piece strip follows the handle',
    async (language, name) => {
      await switchLanguage(language, { persist: false });
      fakeAccountsServer({ 'GET /wps/captcha/slider': { value: SLIDER } });
      renderWithProviders(<SliderCheck action="login" onPass={vi.fn()} />);
      const picture = await screen.findByRole('img', { name });
      expect(picture).toHaveAttribute('src', TINY_WEBP);
      // The piece is a full-height strip one piece wide; where it sits is the player's doing alone.
      const piece = picture.parentElement?.querySelector('.slider__piece');
      expect(piece).toHaveAttribute('src', TINY_WEBP);
      expect(piece).toHaveStyle({ width: `${(SLIDER.pieceWidth / SLIDER.trackWidth) * 100}%`, left: '0%' });
      expect(piece?.getAttribute('style')).not.toContain('top');
      const handle = screen.getByRole('slider');
      await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
      handle.focus();
      await userEvent.keyboard('{PageUp}');
      expect(piece).toHaveStyle({ left: `${(20 / SLIDER.trackWidth) * 100}%` });
    },
  );

  it('resets to a new puzzle after a failed check', async () => {
    let issued = 0;
    fakeAccountsServer({
      'GET /wps/captcha/slider': () => ({ value: { ...SLIDER, challengeId: `c${++issued}` } }),
      'POST /wps/captcha/slider': { failure: { code: 'HUMAN_CHECK_FAILED' } },
    });
    const onPass = vi.fn();
    renderWithProviders(<SliderCheck action="login" onPass={onPass} />);
    const handle = await screen.findByRole('slider');
    await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
    handle.focus();
    await userEvent.keyboard('{End}{Enter}');
    await screen.findByText('Not quite. Try again');
    await waitFor(() => expect(issued).toBe(2), { timeout: 2000 });
    await waitFor(() => expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0'));
    expect(onPass).not.toHaveBeenCalled();
  });
});

describe('CaptchaField', () => {
  it.each([
    ['EN', 'Captcha picture; tap for a new one'],
    ['UR', 'کیپچا کی تصویر؛ نئی کے لیے ٹیپ کریں'],
  ] as const)('shows the raster picture with a name in %s', async (language, name) => {
    await switchLanguage(language, { persist: false });
    fakeAccountsServer({ 'GET /wps/captcha': { value: CAPTCHA } });
    function Harness() {
      const [value, setValue] = useState('');
      const idRef = useRef('');
      return <CaptchaField value={value} onChange={setValue} captchaIdRef={idRef} />;
    }
    renderWithProviders(<Harness />);
    const picture = await screen.findByRole('img', { name });
    expect(picture).toHaveAttribute('src', TINY_WEBP);
    expect(screen.getByRole('button', { name })).toContainElement(picture);
  });

  it('names the button by what it shows while the picture cannot be had, then by the picture', async () => {
    let issued = 0;
    fakeAccountsServer({
      'GET /wps/captcha': () =>
        ++issued === 1 ? { failure: { code: 'INTERNAL' }, status: 503 } : { value: CAPTCHA },
    });
    function Harness() {
      const [value, setValue] = useState('');
      const idRef = useRef('');
      return <CaptchaField value={value} onChange={setValue} captchaIdRef={idRef} />;
    }
    renderWithProviders(<Harness />);
    // Its visible text starts its name (label in name), and the name still says what it does.
    const retry = await screen.findByRole('button', {
      name: 'Try again Captcha picture; tap for a new one',
    });
    expect(retry).toHaveTextContent(/^Try again/);
    await userEvent.click(retry);
    expect(await screen.findByRole('img', { name: 'Captcha picture; tap for a new one' })).toBeVisible();
  });

  it('shows the picture, keeps 6 digits at most, and a tap fetches a new one', async () => {
    let issued = 0;
    fakeAccountsServer({
      'GET /wps/captcha': () => ({ value: { ...CAPTCHA, captchaId: `cap${++issued}` } }),
    });
    const seen: string[] = [];
    function Harness() {
      const [value, setValue] = useState('');
      const idRef = useRef('');
      return (
        <>
          <CaptchaField value={value} onChange={setValue} captchaIdRef={idRef} />
          <button type="button" onClick={() => seen.push(idRef.current)}>
            read
          </button>
        </>
      );
    }
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Captcha');
    expect(input).toHaveAttribute('maxLength', '6');
    await userEvent.type(input, '12ab34');
    expect(input).toHaveValue('1234');
    await waitFor(() => expect(issued).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Captcha picture; tap for a new one' }));
    await waitFor(() => expect(issued).toBe(2));
    expect(input).toHaveValue('');
    await waitFor(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'read' }));
      expect(seen.at(-1)).toBe('cap2');
    });
  });
});
