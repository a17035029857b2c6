import type { Page } from '@playwright/test';
import { type EndpointName, endpoints, successEnvelope } from '@openlobby/contract';
import type { z } from 'zod';

/**
 * Answers the lobby's own API with a value built through the contract's schemas. Specs run against
 * the real server; this is kept only where no real path produces the state, each use saying why
 * where it is made: today a member type nothing can create (support/session.ts, used by
 * wallet-screens.spec). `.parse()` throws when the contract moves on, so a
 * renamed field or a new required one breaks the spec that fakes it instead of leaving a screen
 * tested against an answer the server no longer gives.
 */
export type ContractInput<N extends EndpointName> = z.input<(typeof endpoints)[N]['response']>;

/** The success envelope of endpoint `name` carrying `value`, checked against the contract. */
export function contractAnswer<N extends EndpointName>(name: N, value: ContractInput<N>): unknown {
  return successEnvelope(endpoints[name].response).parse({ success: true, value });
}

/**
 * Routes the endpoint's path and method to the contract-checked answer. The value is parsed up
 * front, so a contract change fails the spec at this line, not somewhere in a screen.
 */
export async function answerFromContract<N extends EndpointName>(
  page: Page,
  name: N,
  value: ContractInput<N>,
): Promise<void> {
  const { path, method } = endpoints[name];
  const json = contractAnswer(name, value);
  await page.route(
    (url) => url.pathname === path,
    (route) => (route.request().method() === method ? route.fulfill({ json }) : route.fallback()),
  );
}
