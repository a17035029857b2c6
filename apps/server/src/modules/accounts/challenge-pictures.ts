/** What the captcha and the slider pictures share: random sizes and the data URL they travel in. */
import { randomInt } from 'node:crypto';

/** A random whole number from `min` to `max`, both included. */
export function between(min: number, max: number): number {
  return min + randomInt(max - min + 1);
}

export function webpDataUrl(webp: Buffer): string {
  return `data:image/webp;base64,${webp.toString('base64')}`;
}
