/**
 * POST /ops/uploads (uploads.write: admin and marketing): the request body is the picture's bytes,
 * whatever content type it declares (the bytes decide); the answer is where it is served. And
 * GET /uploads/<name>: pictures stored under DATA_DIR, by their hash names only (no listing, no
 * other path), with their own type, no sniffing and a year's caching.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  OPS_UPLOAD_PATHS,
  UPLOAD_NAME_PATTERN,
  UPLOAD_TYPES,
  UPLOADS_PUBLIC_PATH,
  type UploadContentType,
} from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import type { UploadsConfig } from '../../config-uploads.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { App } from '../../platform/typed-app.ts';
import { operatorActor } from '../audit/actor.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import { createUploadsRepository } from './repository.ts';
import { createUploads } from './service.ts';
import { PICTURE_CACHE_CONTROL, type PictureStore, createPictureStore } from './store.ts';

export interface UploadsWiring {
  readonly db: Db;
  readonly config: UploadsConfig;
  readonly auth: OperatorAuth;
  readonly now: () => Date;
  /** Tests pass their own; by default the one the config names. */
  readonly store?: PictureStore;
}

const ok = <T>(value: T) => ({ success: true as const, value });

/** The body's bytes, stopping as soon as there are more than `maxBytes`. */
async function readCapped(stream: Readable, declared: string | undefined, maxBytes: number): Promise<Buffer> {
  if (declared !== undefined && Number(declared) > maxBytes) {
    stream.resume();
    throw new ApiError('UPLOAD_TOO_LARGE', { maxBytes });
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const part = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    total += part.length;
    if (total > maxBytes) {
      stream.resume();
      throw new ApiError('UPLOAD_TOO_LARGE', { maxBytes });
    }
    chunks.push(part);
  }
  return Buffer.concat(chunks);
}

const CONTENT_TYPE_OF: Readonly<Record<string, UploadContentType>> = Object.fromEntries(
  Object.entries(UPLOAD_TYPES).map(([type, extension]) => [extension, type as UploadContentType]),
);

export function registerUploadsRoutes(app: App, w: UploadsWiring): void {
  const store = w.store ?? createPictureStore(w.config);
  const where = w.config.store;
  // Where pictures go, named by its public parts only: never the keys.
  app.log.info(
    where.kind === 's3'
      ? { store: 's3', endpoint: where.endpoint, bucket: where.bucket, publicUrl: where.publicUrl }
      : { store: 'disk', directory: where.directory },
    where.kind === 's3' ? 'pictures go to the S3-compatible store' : 'pictures go under DATA_DIR/uploads',
  );
  const uploads = createUploads({
    store,
    repository: createUploadsRepository(w.db),
    maxBytes: w.config.maxBytes,
    now: w.now,
  });
  const operator = operatorOf(w.auth);

  // Its own scope: this route alone reads any body as raw bytes.
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request: FastifyRequest, payload: IncomingMessage) =>
      readCapped(payload, request.headers['content-length'], w.config.maxBytes),
    );
    scope.post(OPS_UPLOAD_PATHS.uploads, { config: opsAccess('uploads.write') }, async (request) => {
      const found = await operator(request);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return ok(await uploads.upload(body, found.merchantId, operatorActor(found, request)));
    });
    done();
  });

  app.get<{ Params: { name: string } }>(
    `${UPLOADS_PUBLIC_PATH}/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const directory = store.directory;
      if (directory === null || !UPLOAD_NAME_PATTERN.test(name)) throw new ApiError('NOT_FOUND');
      const file = path.join(directory, name);
      const found = await stat(file).catch(() => null);
      if (found === null || !found.isFile()) throw new ApiError('NOT_FOUND');
      const extension = name.slice(name.lastIndexOf('.') + 1);
      return reply
        .header('content-type', CONTENT_TYPE_OF[extension] ?? 'application/octet-stream')
        .header('content-length', found.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', PICTURE_CACHE_CONTROL)
        .send(createReadStream(file));
    },
  );
}
