// Bundles the server and the operator CLI into dist/ (ESM, Node 20). Our own workspace packages
// (@openlobby/contract, TypeScript source) are bundled; every npm package stays external because
// node_modules is present at run time and some (better-sqlite3, geoip-country) load native code or
// data files relative to themselves.
import { readFileSync } from 'node:fs';
import { build, buildSync } from 'esbuild';
import { buildPageScripts } from './page-scripts.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const root = new URL('.', import.meta.url).pathname;
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@openlobby/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/cli.ts',
    'ledger-bench': 'src/bench/ledger-bench.ts',
    'wallet-bench': 'src/bench/wallet-bench.ts',
    'report-bench': 'src/bench/report-bench.ts',
    'member-search-bench': 'src/bench/member-search-bench.ts',
    'team-kpi-bench': 'src/bench/team-kpi-bench.ts',
  },
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS helpers may call require(); ESM output has none unless we make one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // The browser scripts of the lottery and studio pages, bundled from browser/ and carried in main.js.
  define: { OPENLOBBY_PAGE_SCRIPTS: JSON.stringify(buildPageScripts(buildSync, root)) },
  logLevel: 'info',
  absWorkingDir: root,
});
