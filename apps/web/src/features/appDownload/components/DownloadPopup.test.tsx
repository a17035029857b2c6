import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import DownloadPopup from './DownloadPopup.tsx';
import { DownloadOptions } from './DownloadOptions.tsx';

const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('download popup (spec 2.14)', () => {
  beforeAll(() => initI18n());
  afterEach(() => {
    useCommonStore.setState({ downloadLinks: [], downloadCampaignEndsAt: null });
  });

  it('is a named dialog with the promo, a countdown and only the configured options; Escape closes it', async () => {
    useCommonStore.setState({
      downloadLinks: [
        { resourceType: 'Android', url: 'https://dl.example/a.apk' },
        { resourceType: 'AppDownloadIcon', url: '/cdn/icon.svg' },
      ],
    });
    const onClose = vi.fn();
    renderWithProviders(<DownloadPopup onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'App download' });
    expect(dialog).toHaveTextContent('LIMITED TIME EVENT');
    expect(dialog).toHaveTextContent('APP DOWNLOAD BONUS UP TO ₱ 3,888');
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[2-8]:[0-5]\d:[0-5]\d$/);
    expect(screen.getByRole('link', { name: 'Android Download the app for Android' })).toHaveAttribute(
      'href',
      'https://dl.example/a.apk',
    );
    expect(screen.queryByRole('link', { name: /^iOS Install/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^iOS profile / })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Add to home screen Install the web app, no download needed' }),
    ).toBeInTheDocument();
    // Focus moved in (in the frame after it opened: see Dialog).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("counts down to the operator's campaign end when one is configured", () => {
    useCommonStore.setState({ downloadCampaignEndsAt: new Date(Date.now() + 30 * 3_600_000).toISOString() });
    renderWithProviders(<DownloadPopup onClose={() => undefined} />);
    expect(screen.getByRole('timer')).toHaveTextContent(/^(29|30):[0-5]\d:[0-5]\d$/);
  });

  it('says the campaign has ended once its end has passed', () => {
    useCommonStore.setState({ downloadCampaignEndsAt: '2020-01-01T00:00:00Z' });
    renderWithProviders(<DownloadPopup onClose={() => undefined} />);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('This event has ended')).toBeInTheDocument();
  });
});

describe('download options', () => {
  beforeAll(() => initI18n());
  const links = [
    { resourceType: 'IOS', url: 'https://dl.example/ios' },
    { resourceType: 'MOBILECONFIG', url: 'https://dl.example/p.mobileconfig' },
  ] as const;

  it('on iOS outside Safari, a download shows the use-Safari alert instead of leaving', () => {
    renderWithProviders(<DownloadOptions links={links} userAgent={IOS_CHROME} />);
    const ios = screen.getByRole('link', { name: 'iOS Install the app for iPhone and iPad' });
    // fireEvent returns false when the default action (following the link) was prevented.
    expect(fireEvent.click(ios)).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('Please use Safari for download App.');
  });

  it('in Safari, a download follows its link', () => {
    renderWithProviders(<DownloadOptions links={links} userAgent={IOS_SAFARI} />);
    expect(
      fireEvent.click(screen.getByRole('link', { name: 'iOS profile Install the configuration profile' })),
    ).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("without the browser's install prompt, add-to-home-screen shows Safari's steps on iOS Safari", async () => {
    renderWithProviders(<DownloadOptions links={[]} userAgent={IOS_SAFARI} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Add to home screen Install the web app, no download needed' }),
    );
    expect(
      screen.getByRole('heading', { name: 'How to add OpenLobby to your home screen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose “Add to Home Screen”.')).toBeInTheDocument();
  });

  it("uses the browser's captured install prompt when there is one", async () => {
    const { captureInstallPrompt } = await import('../../../shared/platform/installPrompt.ts');
    captureInstallPrompt();
    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    renderWithProviders(<DownloadOptions links={[]} userAgent={IOS_CHROME} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Add to home screen Install the web app, no download needed' }),
    );
    expect(prompt).toHaveBeenCalledOnce();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done. Open OpenLobby from your home screen.',
    );
  });
});
