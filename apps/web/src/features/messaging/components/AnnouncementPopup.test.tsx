import { type AnnouncementItem, ContentType, PopupExecution } from '@openlobby/contract/client';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { answerWith, renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { AnnouncementPopup } from './AnnouncementPopup.tsx';

function popup(id: number, promotionType: string | null = null): AnnouncementItem {
  return {
    id,
    type: ContentType.POPUP,
    groupName: '',
    title: `Offer ${id}`,
    content: `<p>Details ${id}</p><img src="x" onerror="alert(1)">`,
    url: '',
    link: '',
    promotionType,
    execution: PopupExecution.MEMBER,
    read: true,
    startsAt: '2026-11-01T00:00:00.000Z',
  };
}

function show(items: AnnouncementItem[], loggedIn = true, onClosed = vi.fn()) {
  renderWithProviders(
    <Routes>
      <Route
        path="/m/home"
        element={
          <>
            <button type="button">Opener</button>
            <AnnouncementPopup
              items={items}
              variant={loggedIn ? 'A' : 'B'}
              loggedIn={loggedIn}
              onClosed={onClosed}
            />
          </>
        }
      />
      <Route path="/m/rewardCenter" element={<h1>Reward centre</h1>} />
      <Route path="/m/register" element={<h1>Registration</h1>} />
    </Routes>,
    '/m/home',
  );
  return onClosed;
}

beforeAll(() => initI18n('EN'));
afterEach(() => vi.unstubAllGlobals());

describe('announcement popup', () => {
  it('is a dialog named by the item title with its content', () => {
    show([popup(1)]);
    const dialog = screen.getByRole('dialog', { name: 'Offer 1' });
    expect(dialog).toHaveTextContent('Details 1');
    // Sanitising is checked in Chromium (e2e/popup.spec.ts): happy-dom lets handlers through.
    // A single item needs no pages.
    expect(screen.queryByRole('navigation', { name: 'Announcement pages' })).toBeNull();
  });

  it('pages one item at a time and disables previous / next at the ends', async () => {
    const user = userEvent.setup();
    show([popup(1), popup(2), popup(3)]);
    const previous = screen.getByRole('button', { name: 'Previous announcement' });
    const next = screen.getByRole('button', { name: 'Next announcement' });
    expect(screen.getByText('1 / 3')).toBeVisible();
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(screen.getByRole('dialog', { name: 'Offer 2' })).toBeVisible();
    expect(screen.getByText('2 / 3')).toBeVisible();
    expect(previous).toBeEnabled();
    await user.click(next);
    expect(screen.getByText('3 / 3')).toBeVisible();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(screen.getByRole('dialog', { name: 'Offer 2' })).toBeVisible();
  });

  it('closes after its closing animation', async () => {
    const user = userEvent.setup();
    const onClosed = show([popup(1)]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClosed).not.toHaveBeenCalled();
    const panel = screen.getByRole('dialog').querySelector('.popup--closing');
    expect(panel).not.toBeNull();
    fireEvent.animationEnd(panel as Element);
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it('closes at once with Escape under reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const user = userEvent.setup();
    const onClosed = show([popup(1)]);
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it('offers go-to-activity on a promotion item to a member, leading to the reward centre', async () => {
    vi.stubGlobal('fetch', answerWith({ announcementId: 2, read: true }));
    const user = userEvent.setup();
    const onClosed = show([popup(1), popup(2, 'DEPOSIT')]);
    expect(screen.queryByRole('button', { name: 'Go to activity' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next announcement' }));
    await user.click(screen.getByRole('button', { name: 'Go to activity' }));
    expect(onClosed).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: 'Reward centre' })).toBeVisible();
  });

  it('never offers go-to-activity to a guest', () => {
    show([popup(1, 'DEPOSIT')], false);
    expect(screen.getByRole('dialog', { name: 'Offer 1' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Go to activity' })).toBeNull();
  });

  it('offers a guest Register beside Close, which closes the welcome and opens registration', async () => {
    const user = userEvent.setup();
    const onClosed = show([popup(1)], false);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onClosed).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: 'Registration' })).toBeVisible();
  });

  it('offers a member no Register', () => {
    show([popup(1)], true);
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});
