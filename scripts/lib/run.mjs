import { spawn } from 'node:child_process';

// Lines that say why a step failed, kept so the summary can repeat them: CI shows only the end of
// the output, and a step can fail with no failed test (an unhandled error, a type or lint error).
const TELLING_LINE = /unhandled|error|fail|×|✘|timed out/i;
const PASSED_LINE = /^\s*(✓|✔|ok\b)/;
const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * Runs a command with its output passed through; resolves with its exit code (never rejects).
 * With `telling`, the lines of its output that look like a reason for failure are also appended
 * to that array.
 */
export function run(command, args, { telling, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      ...options,
      stdio: telling === undefined ? 'inherit' : ['inherit', 'pipe', 'pipe'],
    });
    if (telling !== undefined) {
      for (const [stream, target] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let partial = '';
        stream.on('data', (chunk) => {
          target.write(chunk);
          const lines = (partial + chunk.toString('utf8')).split('\n');
          partial = lines.pop() ?? '';
          for (const line of lines) {
            const plain = line.replace(ANSI, '').trimEnd();
            if (TELLING_LINE.test(plain) && !PASSED_LINE.test(plain)) telling.push(plain);
          }
        });
      }
    }
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
