import type { EndpointName } from '@openlobby/contract/client';

/**
 * Development and tests only (client.ts calls it behind import.meta.env.DEV): checks an answer
 * against the contract's response schema, so a server and a web that drifted apart fail loudly
 * where a developer sees it instead of rendering half a screen. Loaded on demand, so the schemas
 * and zod never reach a production bundle.
 */
export async function checkAnswer(name: EndpointName, value: unknown): Promise<void> {
  const { endpoints } = await import('@openlobby/contract');
  const result = endpoints[name].response.safeParse(value);
  if (!result.success) {
    throw new Error(`The answer of ${name} does not match the contract: ${result.error.message}`);
  }
}
