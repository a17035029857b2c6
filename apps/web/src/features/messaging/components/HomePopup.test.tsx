import { type AnnouncementItem, ContentType, PopupExecution } from '@openlobby/contract/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { answerWith, renderWithProviders } from '../../../test/renderWithProviders.tsx';
import HomePopup from './HomePopup.tsx';

const WELCOME: AnnouncementItem = {
  id: 1,
  type: ContentType.POPUP,
  groupName: '',
  title: 'Welcome',
  content: '<p>Hello guest</p>',
  url: '',
  link: '',
  promotionType: null,
  execution: PopupExecution.GUEST,
  read: false,
  startsAt: '2026-11-01T00:00:00.000Z',
};

/** Home with a menu the player opened before the popup's selection was made. */
function HomeWithOpenMenu({ onSettled }: { onSettled: (shown: boolean) => void }): ReactElement {
  const [menuOpen, setMenuOpen] = useState(true);
  return (
    <>
      {menuOpen && (
        <div role="dialog" aria-label="Menu">
          <button type="button" onClick={() => setMenuOpen(false)}>
            Close menu
          </button>
        </div>
      )}
      <HomePopup onSettled={onSettled} held={menuOpen} />
    </>
  );
}

beforeAll(() => initI18n('EN'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("home's announcement popup", () => {
  it('waits while the player has another dialog open, then shows once it closes', async () => {
    vi.stubGlobal('fetch', vi.fn(answerWith([WELCOME])));
    const settled = vi.fn();
    renderWithProviders(<HomeWithOpenMenu onSettled={settled} />, '/m/home');
    // The selection is made (the popup has something to show) while the side menu is open...
    await vi.waitFor(() => expect(settled).toHaveBeenCalledWith(true));
    // ...and no second dialog stacks over the one the player opened.
    expect(screen.getAllByRole('dialog').map((dialog) => dialog.getAttribute('aria-label'))).toEqual([
      'Menu',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeVisible();
  });
});
