/**
 * Draws captcha digits as jittered stroke paths in an SVG (no text elements, so the answer is not
 * sitting in the markup), with noise lines over and under them. Pure JS: no native image library.
 */
import { randomInt } from 'node:crypto';

// Each digit as polylines on a 10 x 16 grid.
const GLYPHS: Record<string, number[][][]> = {
  '0': [
    [
      [1, 1],
      [9, 1],
      [9, 15],
      [1, 15],
      [1, 1],
    ],
    [
      [9, 1],
      [1, 15],
    ],
  ],
  '1': [
    [
      [3, 4],
      [6, 1],
      [6, 15],
    ],
    [
      [3, 15],
      [9, 15],
    ],
  ],
  '2': [
    [
      [1, 3],
      [3, 1],
      [8, 1],
      [9, 4],
      [1, 15],
      [9, 15],
    ],
  ],
  '3': [
    [
      [1, 1],
      [9, 1],
      [5, 7],
      [9, 10],
      [8, 15],
      [1, 15],
    ],
  ],
  '4': [
    [
      [7, 15],
      [7, 1],
      [1, 11],
      [9, 11],
    ],
  ],
  '5': [
    [
      [9, 1],
      [1, 1],
      [1, 7],
      [8, 7],
      [9, 12],
      [7, 15],
      [1, 15],
    ],
  ],
  '6': [
    [
      [8, 1],
      [2, 5],
      [1, 15],
      [9, 15],
      [9, 8],
      [1, 8],
    ],
  ],
  '7': [
    [
      [1, 1],
      [9, 1],
      [4, 15],
    ],
    [
      [3, 8],
      [8, 8],
    ],
  ],
  '8': [
    [
      [1, 1],
      [9, 1],
      [1, 15],
      [9, 15],
      [1, 1],
    ],
    [
      [2, 8],
      [8, 8],
    ],
  ],
  '9': [
    [
      [9, 8],
      [1, 8],
      [1, 1],
      [9, 1],
      [9, 15],
      [2, 15],
    ],
  ],
};

const WIDTH = 120;
const HEIGHT = 40;

function jitter(spread: number): number {
  return (randomInt(2 * spread * 10 + 1) - spread * 10) / 10;
}

export function captchaSvg(answer: string): string {
  const parts: string[] = [];
  const step = (WIDTH - 16) / Math.max(answer.length, 1);
  for (const [index, digit] of [...answer].entries()) {
    const glyph = GLYPHS[digit] ?? [];
    const scale = 1.5 + randomInt(4) / 10;
    const x0 = 8 + index * step + jitter(2);
    const y0 = 6 + jitter(3);
    const angle = jitter(15);
    const d = glyph
      .map(
        (line) =>
          'M' +
          line
            .map(
              ([x = 0, y = 0]) =>
                `${(x0 + x * scale + jitter(0.8)).toFixed(1)} ${(y0 + y * scale * 0.9 + jitter(0.8)).toFixed(1)}`,
            )
            .join(' L'),
      )
      .join(' ');
    parts.push(
      `<path d="${d}" transform="rotate(${angle.toFixed(1)} ${(x0 + 7).toFixed(1)} 20)" stroke="hsl(${randomInt(360)},60%,35%)" stroke-width="2.2" fill="none" stroke-linecap="round"/>`,
    );
  }
  const noise = Array.from({ length: 6 }, () => {
    const c = `hsl(${randomInt(360)},40%,60%)`;
    return `<path d="M${randomInt(WIDTH)} ${randomInt(HEIGHT)} Q${randomInt(WIDTH)} ${randomInt(HEIGHT)} ${randomInt(WIDTH)} ${randomInt(HEIGHT)}" stroke="${c}" stroke-width="1" fill="none"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${noise.slice(0, 3).join('')}${parts.join('')}${noise.slice(3).join('')}</svg>`;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
