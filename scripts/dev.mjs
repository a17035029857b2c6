/** `npm run dev`: the server in watch mode plus Vite's dev server, which proxies API calls to it. */
import { spawn } from 'node:child_process';
import { root } from './lib/build-freshness.mjs';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@openlobby/server'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@openlobby/web'], { cwd: root, stdio: 'inherit' }),
];
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 1;
  });
