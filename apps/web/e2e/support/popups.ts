import { expect } from '@playwright/test';
import type { ExtraServer } from './server.ts';

/** popup.spec's own server: the only one where the popup shows in the suite. */
export const POPUP_SERVER_OFFSET = 15;

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
