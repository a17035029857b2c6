/**
 * Where SMS and e-mail go. The outbox provider stores every message (a developer reads them through
 * /wps/dev/outbox outside production); the HTTP provider posts `{ to, subject, body }` with a bearer
 * token to a gateway configured by env, for real use. Requests never send themselves: they queue the
 * send (see SendQueue), so no answer waits on a gateway or reveals by its timing whether an account
 * exists.
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

/**
 * Work a request starts but does not wait for. Each task begins after the current turn of the event
 * loop (so after the request's own work) and runs on its own: one slow gateway call does not hold
 * the others back. A failure goes to `onError`; nothing is thrown back into a request.
 */
export interface SendQueue {
  later(task: () => Promise<void>): void;
  /** Resolves once every task queued so far has finished (the development outbox, shutdown, tests). */
  idle(): Promise<void>;
}

export function createSendQueue(onError: (error: unknown) => void): SendQueue {
  const running = new Set<Promise<void>>();
  return {
    later(task) {
      const job = new Promise<void>((resolve) => setImmediate(resolve)).then(task).catch(onError);
      running.add(job);
      void job.finally(() => running.delete(job));
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
