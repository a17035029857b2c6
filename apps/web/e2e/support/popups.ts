import { expect } from '@playwright/test';
import type { ExtraServer } from './server.ts';

/** popup.spec's own server: the only one where the popup shows in the suite. */
export const POPUP_SERVER_OFFSET = 15;
/**
 * Offsets from E2E_PORT of every server the other specs open pages on: the suite's own (0), lobby
 * (1), house games (7), lottery (9), status gate (11, 12), accounts (20), wallet (30), social sign-in
 * (40), rewards (50), messaging (60), install (70). Only these: each origin listed costs every new context a navigation.
 */
const POPUPS_CLOSED_OFFSETS = [0, 1, 7, 9, 11, 12, 20, 30, 40, 50, 60, 70];

/**
 * The seed has a guest and a member popup (spec 2.6). Every other spec meets home as a visitor who
 * closed them before, or the dialog would cover what they test: each context starts with both show
 * flags hidden on those servers, and with home's own download popup (spec 2.4) resting.
 */
export function popupsClosedStorageState(port: number) {
  // The contract's StorageKey.POPUP_SHOW_MEMBER and POPUP_SHOW_GUEST (spec 4), and
  // DOWNLOAD_POPUP_RESTS_UNTIL: home does not open the download popup by itself either.
  const localStorage = [
    { name: 'popupShowA', value: 'false' },
    { name: 'popupShowB', value: 'false' },
    { name: 'downloadPopupRestsUntil', value: String(Number.MAX_SAFE_INTEGER) },
  ];
  const origins = POPUPS_CLOSED_OFFSETS.map((offset) => ({
    origin: `http://127.0.0.1:${port + offset}`,
    localStorage,
  }));
  return { cookies: [], origins };
}

interface PopupInput {
  execution: 'A' | 'B' | 'F';
  title: string;
  content: string;
  promotionType?: string;
  sortOrder?: number;
}

/** An operator creates a popup (POST /ops/announcements, type PU), on popup.spec's server only. */
export async function createPopup(
  server: ExtraServer,
  operatorToken: string,
  popup: PopupInput,
): Promise<number> {
  const response = await fetch(`${server.baseUrl}/ops/announcements`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: operatorToken },
    body: JSON.stringify({
      merchantCode: 'OPENLOBBY',
      type: 'PU',
      execution: popup.execution,
      promotionType: popup.promotionType ?? null,
      sortOrder: popup.sortOrder ?? 0,
      texts: { EN: { title: popup.title, content: popup.content } },
    }),
  });
  const body = (await response.json()) as { success: boolean; value: { id: number } };
  expect(body.success, 'create popup').toBe(true);
  return body.value.id;
}
