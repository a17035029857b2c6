/**
 * The platform plugins every route runs under, in order: validation and serialization, the one
 * error handler, security headers, compression, rate limits, websockets, not-found and OpenAPI.
 */
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import { CHAT_BODY_MAX } from '@openlobby/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.ts';
import { registerErrorHandling } from '../platform/error-handler.ts';
import { registerJsonAnswerCompression } from '../platform/json-answer-compression.ts';
import { registerNotFound } from '../platform/not-found.ts';
import { registerOpenApi } from '../platform/openapi.ts';
import { registerRateLimit } from '../platform/rate-limit.ts';
import type { SharedRedis } from '../platform/redis.ts';
import { validatorCompiler } from '../platform/request-validation.ts';
import { registerSecurityHeaders } from '../platform/security-headers.ts';
import { uploadImageOrigins } from '../config-uploads.ts';
import type { App } from '../platform/typed-app.ts';

export async function registerPlatform(
  app: App,
  config: AppConfig,
  redis: SharedRedis | null,
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; text/plain bodies are refused with 415 instead of being read.
  app.removeContentTypeParser('text/plain');

  registerErrorHandling(app);
  // Also echoes the request id: one hook for the headers every answer carries.
  registerSecurityHeaders(app, uploadImageOrigins(config.uploads));
  // JSON answers; contract routes leave @fastify/compress out, and on other routes it runs after
  // this hook and leaves an already-encoded answer alone.
  registerJsonAnswerCompression(app);
  // Pages and text. Answers only: API bodies are small JSON that clients never compress, and
  // inflating request bodies would be one more hook on every request (and a zip-bomb surface).
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
  });
  // Counted in Redis when it is set, so every instance shares one budget per client.
  await registerRateLimit(app, config.rateLimitPerMinute, redis);
  // Chat frames are small JSON; a larger one is refused by ws before it is read.
  await app.register(websocket, { options: { maxPayload: CHAT_BODY_MAX * 4 + 1024 } });
  registerNotFound(app);
  await registerOpenApi(app, { docs: config.apiDocs });
}
