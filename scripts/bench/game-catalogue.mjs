/**
 * Grows the benchmark server's catalogue to 100,000 games before it starts: writes one vendor's
 * catalogue file and loads it with the operator CLI (`games import`), the same path an operator
 * uses. Names are varied so search words and icons are realistic, not one repeated row.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../lib/run.mjs';

export const BENCH_GAMES = 100_000;
const CATEGORIES = ['RNG', 'FISH', 'LIVE', 'PVP', 'LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'LIVESTREAM'];
const WORDS = ['Golden', 'Lucky', 'Royal', 'Wild', 'Jade', 'Dragon', 'Tiger', 'Phoenix', 'Lotus', 'Koi'];

export async function importBenchCatalogue(root, dataDir, env) {
  const games = Array.from({ length: BENCH_GAMES }, (_, n) => ({
    gameCode: `bench-${n}`,
    name: `${WORDS[n % WORDS.length]} ${WORDS[Math.floor(n / 10) % WORDS.length]} ${n}`,
    category: CATEGORIES[n % CATEGORIES.length],
    minBet: '0.20',
    minLine: 1 + (n % 50),
    hot: n % 1000 === 0,
  }));
  const file = join(dataDir, 'bench-vendor.json');
  writeFileSync(
    file,
    JSON.stringify({
      vendor: {
        code: 'BENCH',
        name: 'Bench Games',
        categories: CATEGORIES.map((category) => ({ category })),
      },
      games,
    }),
  );
  const code = await run('node', [join(root, 'apps/server/dist/cli.js'), 'games', 'import', file], {
    cwd: root,
    env: { ...process.env, ...env, DATA_DIR: dataDir },
  });
  if (code !== 0) throw new Error(`games import exited with ${code}`);
}
