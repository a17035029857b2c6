/**
 * Where identity documents' pictures are kept: the shared upload store (config-uploads.ts), under
 * a private prefix and a random name, never under the public picture names. On disk they go to
 * `${DATA_DIR}/uploads/identity/`, which GET /uploads/<name> never serves (it serves hash names in
 * the folder itself only); in an S3-compatible bucket, under `identity/`, read back through this
 * server with the bucket's keys. The bucket's public read, if any, must not cover `identity/`
 * (docs/server-modules.md). Only the verification routes read them, for the member themself and
 * operators with compliance.read.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { S3UploadStoreConfig, UploadsConfig } from '../../config-uploads.ts';
import { ApiError } from '../../platform/api-error.ts';

export const DOCUMENT_PREFIX = 'identity';
const NAME = /^[0-9a-f]{32}\.(png|jpg)$/;

export interface DocumentStore {
  /** Stores the bytes under a new private name and answers it. */
  put(bytes: Buffer, extension: 'png' | 'jpg', contentType: string): Promise<string>;
  get(name: string): Promise<Buffer>;
}

export function createDocumentStore(config: UploadsConfig): DocumentStore {
  return config.store.kind === 's3' ? s3Documents(config.store) : diskDocuments(config.store.directory);
}

const newName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;
const checked = (name: string) => {
  if (!NAME.test(name)) throw new ApiError('VERIFICATION_DOCUMENT_NOT_FOUND');
  return name;
};

function diskDocuments(uploads: string): DocumentStore {
  const directory = path.join(uploads, DOCUMENT_PREFIX);
  return {
    async put(bytes, extension) {
      const name = newName(extension);
      await mkdir(directory, { recursive: true });
      const partial = path.join(directory, `.${name}.part`);
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, path.join(directory, name));
      return name;
    },
    async get(name) {
      try {
        return await readFile(path.join(directory, checked(name)));
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw new ApiError('VERIFICATION_DOCUMENT_NOT_FOUND');
      }
    },
  };
}

function s3Documents(config: S3UploadStoreConfig): DocumentStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  });
  const objectUrl = (name: string) => `${config.endpoint}/${config.bucket}/${DOCUMENT_PREFIX}/${name}`;
  const send = async (name: string, init: RequestInit) => {
    try {
      return await client.fetch(objectUrl(name), init);
    } catch {
      throw new ApiError('UPLOAD_STORE_FAILED');
    }
  };
  return {
    async put(bytes, extension, contentType) {
      const name = newName(extension);
      const answer = await send(name, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: {
          'content-type': contentType,
          'cache-control': 'private, no-store',
          'content-length': String(bytes.length),
        },
      });
      await answer.arrayBuffer().catch(() => undefined);
      if (!answer.ok) throw new ApiError('UPLOAD_STORE_FAILED', { status: answer.status });
      return name;
    },
    async get(name) {
      const answer = await send(checked(name), { method: 'GET' });
      if (answer.status === 404) throw new ApiError('VERIFICATION_DOCUMENT_NOT_FOUND');
      if (!answer.ok) throw new ApiError('UPLOAD_STORE_FAILED', { status: answer.status });
      return Buffer.from(await answer.arrayBuffer());
    },
  };
}
