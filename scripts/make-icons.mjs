/**
 * Draws the web app's install icons (apps/web/public/icons) from the same shape as the boot splash
 * (index.html): a gold rounded square with a dark ring. Run once when the mark changes:
 * `node scripts/make-icons.mjs`. Plain zlib PNG writing, 4x4 supersampled, no image library.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const GOLD = [0xf5, 0xb9, 0x3a];
const INK = [0x1a, 0x14, 0x40];
const NIGHT = [0x0f, 0x13, 0x30];
const SAMPLES = 4;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/** `paint(x, y)` in the unit square answers [r, g, b, a] (a 0..1). */
function png(size, paint) {
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const [pr, pg, pb, pa] = paint(
            (x + (sx + 0.5) / SAMPLES) / size,
            (y + (sy + 0.5) / SAMPLES) / size,
          );
          r += pr * pa;
          g += pg * pa;
          b += pb * pa;
          a += pa;
        }
      }
      const o = 1 + x * 4;
      row[o] = a ? Math.round(r / a) : 0;
      row[o + 1] = a ? Math.round(g / a) : 0;
      row[o + 2] = a ? Math.round(b / a) : 0;
      row[o + 3] = Math.round((a / (SAMPLES * SAMPLES)) * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The mark inside the box [inset, 1 - inset]: rounded square (radius 8/28) and ring (r 6/28, width 3/28). */
function mark(inset, background) {
  return (x, y) => {
    const span = 1 - 2 * inset;
    const u = (x - inset) / span;
    const v = (y - inset) / span;
    const radius = 8 / 28;
    const dx = Math.max(radius - u, 0, u - (1 - radius));
    const dy = Math.max(radius - v, 0, v - (1 - radius));
    const inSquare = u >= 0 && u <= 1 && v >= 0 && v <= 1 && dx * dx + dy * dy <= radius * radius;
    if (!inSquare) return background ? [...background, 1] : [0, 0, 0, 0];
    const distance = Math.hypot(u - 0.5, v - 0.5);
    const onRing = Math.abs(distance - 6 / 28) <= 1.5 / 28;
    return [...(onRing ? INK : GOLD), 1];
  };
}

const dir = new URL('../apps/web/public/icons/', import.meta.url);
mkdirSync(dir, { recursive: true });
writeFileSync(new URL('icon-192.png', dir), png(192, mark(1 / 28, null)));
writeFileSync(new URL('icon-512.png', dir), png(512, mark(1 / 28, null)));
// Maskable: full-bleed background, the mark inside the central safe zone (radius 40 %).
writeFileSync(new URL('icon-maskable-512.png', dir), png(512, mark(0.22, NIGHT)));
writeFileSync(new URL('apple-touch-icon.png', dir), png(180, mark(0.12, NIGHT)));
