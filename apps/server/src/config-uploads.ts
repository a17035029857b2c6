/**
 * Where uploaded pictures go, part of the environment read in config.ts. By default under
 * `${DATA_DIR}/uploads`, served by this server at /uploads/<name>; with all six UPLOAD_S3_* and
 * UPLOAD_PUBLIC_URL settings, in an S3-compatible bucket and served from its public address. The
 * S3 settings are all or none, so a half-set store stops the server at start instead of failing
 * the first upload. Problems name the settings, never their values (the secret key among them).
 */
import path from 'node:path';
import { UPLOAD_MAX_BYTES_DEFAULT } from '@openlobby/contract';
import { z } from 'zod';

export interface S3UploadStoreConfig {
  readonly kind: 's3';
  /** The S3 API's base address, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO server. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Public base address pictures are served from (no trailing slash): `${publicUrl}/<name>`. */
  readonly publicUrl: string;
}

export interface DiskUploadStoreConfig {
  readonly kind: 'disk';
  /** Absolute: `${DATA_DIR}/uploads`. */
  readonly directory: string;
}

export interface UploadsConfig {
  /** The largest picture accepted, in bytes. */
  readonly maxBytes: number;
  readonly store: DiskUploadStoreConfig | S3UploadStoreConfig;
}

const S3_SETTINGS = [
  'UPLOAD_S3_ENDPOINT',
  'UPLOAD_S3_BUCKET',
  'UPLOAD_S3_REGION',
  'UPLOAD_S3_ACCESS_KEY_ID',
  'UPLOAD_S3_SECRET_ACCESS_KEY',
  'UPLOAD_PUBLIC_URL',
] as const;

const baseUrl = (production: boolean) =>
  z
    .url({ protocol: /^https?$/ })
    .refine((url) => !production || url.startsWith('https://'), 'must be an https:// address in production')
    .transform((url) => url.replace(/\/+$/, ''));

const maxBytes = z.coerce
  .number()
  .int()
  .min(1024, 'at least 1024 bytes')
  .max(50 * 1024 * 1024, 'at most 52428800 bytes (50 MiB)');

const bucket = z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name');
const region = z.string().regex(/^[a-z0-9-]{1,64}$/, 'a region name such as us-east-1 or auto');

/** Reads UPLOAD_MAX_BYTES and the S3 settings; problems are "KEY: message" lines. */
export function readUploadsConfig(
  env: Readonly<Record<string, string | undefined>>,
  dataDir: string,
  production: boolean,
): { readonly config: UploadsConfig; readonly problems: readonly string[] } {
  const problems: string[] = [];
  const check = <T>(key: string, schema: z.ZodType<T>, fallback: T): T => {
    const raw = env[key];
    if (raw === undefined) return fallback;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    problems.push(`${key}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return fallback;
  };
  const config = {
    maxBytes: check('UPLOAD_MAX_BYTES', maxBytes, UPLOAD_MAX_BYTES_DEFAULT),
    store: { kind: 'disk', directory: path.join(dataDir, 'uploads') } as UploadsConfig['store'],
  };
  const set = S3_SETTINGS.filter((key) => env[key] !== undefined);
  if (set.length === 0) return { config, problems };
  if (set.length < S3_SETTINGS.length) {
    const missing = S3_SETTINGS.filter((key) => env[key] === undefined);
    problems.push(
      `UPLOAD_S3_*: an S3-compatible picture store needs all of ${S3_SETTINGS.join(', ')}; missing ${missing.join(', ')} (or set none of them to keep pictures under DATA_DIR)`,
    );
    return { config, problems };
  }
  const secret = z.string().min(1);
  const store: S3UploadStoreConfig = {
    kind: 's3',
    endpoint: check('UPLOAD_S3_ENDPOINT', baseUrl(false), ''),
    bucket: check('UPLOAD_S3_BUCKET', bucket, ''),
    region: check('UPLOAD_S3_REGION', region, ''),
    accessKeyId: check('UPLOAD_S3_ACCESS_KEY_ID', secret, ''),
    secretAccessKey: check('UPLOAD_S3_SECRET_ACCESS_KEY', secret, ''),
    publicUrl: check('UPLOAD_PUBLIC_URL', baseUrl(production), ''),
  };
  // The secret stays out of logs and JSON even if the whole config is printed.
  Object.defineProperty(store, 'secretAccessKey', { enumerable: false });
  return { config: { ...config, store }, problems };
}

/** The origin pictures are shown from besides our own (the S3 store's public address), for the CSP. */
export function uploadImageOrigins(config: UploadsConfig): readonly string[] {
  return config.store.kind === 's3' ? [new URL(config.store.publicUrl).origin] : [];
}
