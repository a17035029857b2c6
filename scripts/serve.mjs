/**
 * `npm run serve`: the existing production build on the configured database (SQLite by default), as
 * the labelled demo unless NODE_ENV=production or DEMO says otherwise (lib/demo-env.mjs).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/build-freshness.mjs';
import { demoEnv } from './lib/demo-env.mjs';
import { run } from './lib/run.mjs';

const main = join(root, 'apps/server/dist/main.js');
if (!existsSync(main)) {
  console.error('No build found. Run `npm run build` (or `npm start`, which builds when needed).');
  process.exit(1);
}
const child = run('node', [main], { cwd: root, env: demoEnv() });
process.exit(await child);
