import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';

const ROOT = new URL('../..', import.meta.url).pathname;
const MAIN = 'apps/server/src/main.ts';

/**
 * One OpenLobby server as its own process (`node --import tsx apps/server/src/main.ts`, one node
 * process, so a signal reaches the server itself), its output appended to `logFile`. Resolves once
 * its /readyz answers ready; rejects, with the end of its log, when it exits or does not get ready
 * within `readyWithinMs`. `kill` sends a signal and waits for the exit.
 */
export async function startServerProcess({ env, port, logFile, readyWithinMs = 90_000 }) {
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  // A run that dies without stopping it must not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  const alive = () => child.exitCode === null && child.signalCode === null;

  const instance = {
    url,
    port,
    pid: child.pid,
    alive,
    exited,
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async kill(signal) {
      if (alive()) child.kill(signal);
      const result = await exited;
      process.removeListener('exit', killOnExit);
      return result;
    },
  };

  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (!alive()) {
      process.removeListener('exit', killOnExit);
      throw new Error(`the server on port ${port} exited before it was ready:\n${tail(instance.log())}`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return instance;
    if (Date.now() > deadline) {
      await instance.kill('SIGKILL');
      throw new Error(
        `the server on port ${port} was not ready within ${readyWithinMs / 1000} s:\n${tail(instance.log())}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The last lines of a log, for a failure message. */
export function tail(text, lines = 30) {
  return text.split('\n').slice(-lines).join('\n');
}
