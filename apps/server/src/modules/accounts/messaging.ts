/**
 * Where SMS and e-mail go. The outbox provider stores every message (a developer reads them through
 * /wps/dev/outbox outside production); the HTTP provider posts `{ to, subject, body }` with a bearer
 * token to a gateway configured by env, for real use.
 */
import type { ChallengesRepository } from './challenges.repository.ts';

export type Channel = 'sms' | 'email';

export interface MessageSender {
  send(message: { to: string; subject: string; body: string }): Promise<void>;
}

export function outboxSender(
  channel: Channel,
  repository: ChallengesRepository,
  now: () => Date,
): MessageSender {
  return {
    async send(message) {
      await repository.addOutbox({ channel, recipient: message.to, ...message, now: now().toISOString() });
    },
  };
}

export function httpSender(target: { url: string; token: string | null }): MessageSender {
  return {
    async send(message) {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(target.token === null ? {} : { authorization: `Bearer ${target.token}` }),
        },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Message gateway answered ${response.status}`);
    },
  };
}
