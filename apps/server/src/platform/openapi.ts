import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the contract's zod schemas; must be registered before the routes. The
 * browsable map at /docs is served only when `docs` is on (off by default in production: it lists
 * every endpoint to whoever asks).
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { readonly docs: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'OpenLobby API',
        description:
          'Every answer is an envelope: `{success: true, value}` or `{success: false, code, message, data}`. ' +
          'Send `Language: EN|UR` for messages and content, `Merchant` to pick a merchant.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  if (!options.docs) return;
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // swagger-ui brings its own script and style hashes; this CSP applies to /docs only.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace('upgrade-insecure-requests;', '').trim(),
    uiConfig: { validatorUrl: null },
  });
}
