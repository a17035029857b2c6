/** `npm run dev`: the server in watch mode (the labelled demo) plus Vite's dev server, which proxies API calls to it. */
import { spawn } from 'node:child_process';
import { root } from './lib/build-freshness.mjs';
import { demoEnv } from './lib/demo-env.mjs';

const env = demoEnv();

const children = [
  spawn('npm', ['run', 'dev', '-w', '@openlobby/server'], { cwd: root, stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@openlobby/web'], { cwd: root, stdio: 'inherit', env }),
];
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 1;
  });
