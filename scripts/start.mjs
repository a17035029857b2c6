/** `npm start`: build when the build is missing or older than the sources, then serve it (the demo). */
import { buildIsStale, root } from './lib/build-freshness.mjs';
import { demoEnv } from './lib/demo-env.mjs';
import { run } from './lib/run.mjs';

if (buildIsStale()) {
  console.log('Building OpenLobby (the build is missing or older than the sources)…');
  const code = await run('npm', ['run', 'build'], { cwd: root });
  if (code !== 0) process.exit(code);
}
process.exit(await run('node', ['scripts/serve.mjs'], { cwd: root, env: demoEnv() }));
