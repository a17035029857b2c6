import { expect } from '@playwright/test';
import type { ExtraServer } from './server.ts';

/** One call of the operator API (/ops/...) as the given operator; answers the envelope's value. */
export async function opsPost<T>(
  server: ExtraServer,
  operatorToken: string,
  path: string,
  body: object,
): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: operatorToken },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; value: T };
  expect(envelope.success, `POST ${path}`).toBe(true);
  return envelope.value;
}

/** A message's title and HTML content in English, and in Urdu where the test gives it. */
export interface MessageTexts {
  EN: { title: string; content: string };
  UR?: { title: string; content: string };
}

/** An operator posts a notice (type PL) in English and Urdu. */
export function createNotice(
  server: ExtraServer,
  operatorToken: string,
  texts: MessageTexts,
): Promise<{ id: number }> {
  return opsPost(server, operatorToken, '/ops/announcements', {
    merchantCode: 'OPENLOBBY',
    type: 'PL',
    texts,
  });
}

/** An operator sends an inbox message to one member. */
export function sendInboxMessage(
  server: ExtraServer,
  operatorToken: string,
  memberId: number,
  texts: MessageTexts,
): Promise<{ messageId: number }> {
  return opsPost(server, operatorToken, '/ops/inbox', {
    merchantCode: 'OPENLOBBY',
    audience: { kind: 'member', memberId },
    texts,
  });
}
