/**
 * Pictures operators upload for banners and other content: POST the image's bytes to
 * /ops/uploads (PNG, JPEG, WebP or GIF, told apart by their first bytes, not the declared type) and
 * get back the address it is served from. The name is the SHA-256 of the bytes, so the same picture
 * uploaded twice has one address and is stored once. Pictures are served at /uploads/<name> by the
 * server (stored under DATA_DIR), or from an S3-compatible store's public address when one is set.
 */
import { z } from 'zod';

export const OPS_UPLOAD_PATHS = {
  uploads: '/ops/uploads',
} as const;

/** Where the server serves pictures it stores itself: `${UPLOADS_PUBLIC_PATH}/<name>`. */
export const UPLOADS_PUBLIC_PATH = '/uploads';

/** The size cap when UPLOAD_MAX_BYTES is not set: 2 MiB. */
export const UPLOAD_MAX_BYTES_DEFAULT = 2 * 1024 * 1024;

/** The longest side a picture may have, in pixels; larger ones are refused (UPLOAD_IMAGE_DIMENSIONS). */
export const UPLOAD_MAX_SIDE = 8192;

/** The picture kinds accepted, by content type, with the extension their stored name ends in. */
export const UPLOAD_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type UploadContentType = keyof typeof UPLOAD_TYPES;
export const UPLOAD_CONTENT_TYPES = Object.keys(UPLOAD_TYPES) as UploadContentType[];

/** A stored picture's name: the SHA-256 of its bytes in hex and its extension. */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{64}\.(png|jpg|webp|gif)$/;

export const opsUploadValue = z.object({
  /** Where the picture is served: `/uploads/<name>` on this server, or the store's public address. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  contentType: z.enum(UPLOAD_CONTENT_TYPES as [UploadContentType, ...UploadContentType[]]),
});
export type OpsUploadValue = z.output<typeof opsUploadValue>;
