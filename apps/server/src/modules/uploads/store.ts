/**
 * Where pictures are kept: files under `${DATA_DIR}/uploads` (served by routes.ts), or objects in
 * an S3-compatible bucket written with AWS Signature V4 (aws4fetch) and served from its public
 * address. Names are content hashes, so a name already stored holds the same bytes and is not
 * written again.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PUBLIC_PATH, type UploadContentType } from '@openlobby/contract';
import { AwsClient } from 'aws4fetch';
import type { DiskUploadStoreConfig, S3UploadStoreConfig, UploadsConfig } from '../../config-uploads.ts';
import { ApiError } from '../../platform/api-error.ts';

/** Stored pictures never change under their name: caches may keep them for a year. */
export const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface PictureStore {
  /** Stores the bytes under `name` unless they are there already; true when written now. */
  put(name: string, bytes: Buffer, contentType: UploadContentType): Promise<boolean>;
  /** The address the picture is served from. */
  urlOf(name: string): string;
  /** The folder pictures are served from by this server; null when another server serves them. */
  readonly directory: string | null;
}

export function createPictureStore(config: UploadsConfig): PictureStore {
  return config.store.kind === 's3' ? s3Store(config.store) : diskStore(config.store);
}

const exists = async (file: string) => {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
};

function diskStore({ directory }: DiskUploadStoreConfig): PictureStore {
  return {
    directory,
    async put(name, bytes) {
      const file = path.join(directory, name);
      if (await exists(file)) return false;
      await mkdir(directory, { recursive: true });
      // Written aside and renamed, so a reader never sees half a picture.
      const partial = path.join(directory, `.${name}.${randomBytes(6).toString('hex')}.part`);
      await writeFile(partial, bytes);
      await rename(partial, file);
      return true;
    },
    urlOf: (name) => `${UPLOADS_PUBLIC_PATH}/${name}`,
  };
}

function s3Store(config: S3UploadStoreConfig): PictureStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  });
  const objectUrl = (name: string) => `${config.endpoint}/${config.bucket}/${name}`;
  /** Names this process has stored or found stored: asked of the bucket once. */
  const known = new Set<string>();
  const send = async (name: string, init: RequestInit) => {
    try {
      return await client.fetch(objectUrl(name), init);
    } catch {
      throw new ApiError('UPLOAD_STORE_FAILED');
    }
  };
  return {
    directory: null,
    async put(name, bytes, contentType) {
      if (known.has(name)) return false;
      const head = await send(name, { method: 'HEAD' });
      if (head.ok) {
        known.add(name);
        return false;
      }
      const answer = await send(name, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: {
          'content-type': contentType,
          'cache-control': PICTURE_CACHE_CONTROL,
          'content-length': String(bytes.length),
        },
      });
      await answer.arrayBuffer().catch(() => undefined);
      if (!answer.ok) throw new ApiError('UPLOAD_STORE_FAILED', { status: answer.status });
      known.add(name);
      return true;
    },
    urlOf: (name) => `${config.publicUrl}/${name}`,
  };
}
