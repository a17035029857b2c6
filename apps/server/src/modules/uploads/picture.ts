/**
 * What a picture is, from its bytes alone: the kind by its first bytes (the declared content type
 * is never trusted, and SVG, which can carry script, is no picture here), then the whole image
 * decoded by sharp, so a damaged or cut-off file is refused rather than stored and shown broken.
 */
import { createHash } from 'node:crypto';
import { UPLOAD_MAX_SIDE, UPLOAD_TYPES, type UploadContentType } from '@openlobby/contract';
import sharp from 'sharp';
import { ApiError } from '../../platform/api-error.ts';

export interface Picture {
  /** `<sha256 hex>.<extension>`. */
  readonly name: string;
  readonly contentType: UploadContentType;
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
}

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The picture kind its first bytes say, or null for anything else. */
export function sniffPicture(bytes: Buffer): UploadContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  return null;
}

/** sharp's name of each kind, to check its decoder agrees with the first bytes. */
const SHARP_FORMATS: Readonly<Record<UploadContentType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Checks `bytes` is a whole picture of an accepted kind and size; answers its name and facts. */
export async function inspectPicture(bytes: Buffer, maxBytes: number): Promise<Picture> {
  if (bytes.length === 0) throw new ApiError('UPLOAD_EMPTY');
  if (bytes.length > maxBytes) throw new ApiError('UPLOAD_TOO_LARGE', { maxBytes });
  const contentType = sniffPicture(bytes);
  if (contentType === null) throw new ApiError('UPLOAD_TYPE_NOT_ALLOWED');
  const image = sharp(bytes, {
    failOn: 'truncated',
    // Refuses a bomb (a small file declaring a huge canvas) before decoding it.
    limitInputPixels: UPLOAD_MAX_SIDE * UPLOAD_MAX_SIDE,
    animated: true,
  });
  let width: number;
  let height: number;
  try {
    const metadata = await image.metadata();
    if (metadata.format !== SHARP_FORMATS[contentType]) throw new ApiError('UPLOAD_IMAGE_INVALID');
    width = metadata.width;
    // An animation's frames are stacked: one frame's height is what is shown.
    height = metadata.pageHeight ?? metadata.height;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('UPLOAD_IMAGE_INVALID');
  }
  if (width < 1 || height < 1 || width > UPLOAD_MAX_SIDE || height > UPLOAD_MAX_SIDE)
    throw new ApiError('UPLOAD_IMAGE_DIMENSIONS', { maxSide: UPLOAD_MAX_SIDE });
  try {
    // Decodes every pixel: a file cut short or damaged inside fails here.
    await image.stats();
  } catch {
    throw new ApiError('UPLOAD_IMAGE_INVALID');
  }
  const hash = createHash('sha256').update(bytes).digest('hex');
  return { name: `${hash}.${UPLOAD_TYPES[contentType]}`, contentType, width, height, bytes: bytes.length };
}
