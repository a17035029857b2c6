import type { Page, Route } from '@playwright/test';
import { type EndpointName, endpoints, successEnvelope } from '@openlobby/contract';
import type { z } from 'zod';

/**
 * Answers the lobby's own API with a value built through the contract's schemas: a state the real
 * server cannot easily be brought into (a trial member, a connected transfer wallet, hostile help
 * HTML) is still a state the server could answer with. `.parse()` throws when the contract moves
 * on, so a renamed field or a new required one breaks the spec that fakes it instead of leaving a
 * screen tested against an answer the server no longer gives.
 */
export type ContractInput<N extends EndpointName> = z.input<(typeof endpoints)[N]['response']>;

/** The success envelope of endpoint `name` carrying `value`, checked against the contract. */
export function contractAnswer<N extends EndpointName>(name: N, value: ContractInput<N>): unknown {
  return successEnvelope(endpoints[name].response).parse({ success: true, value });
}

/** Fulfils a route with the endpoint's contract-checked success answer. */
export function fulfilFromContract<N extends EndpointName>(
  route: Route,
  name: N,
  value: ContractInput<N>,
): Promise<void> {
  return route.fulfill({ json: contractAnswer(name, value) });
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
