import { spawn } from 'node:child_process';

// Lines that say why a step failed, kept so the summary can repeat them: CI shows only the end of
// the output, and a step can fail with no failed test (an unhandled error, a type or lint error).
const TELLING_LINE = /unhandled|error|fail|×|✘|timed out/i;
const PASSED_LINE = /^\s*(✓|✔|ok\b)/;
const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * Runs a command with its output passed through; resolves with its exit code (never rejects).
 * With `telling`, the lines of its output that look like a reason for failure are also appended
 * to that array. With `output` (an array), the output's chunks are collected there instead of
 * printed, for a caller that prints them later in one piece.
 */
export function run(command, args, { telling, output, ...options } = {}) {
  return new Promise((resolve) => {
    const piped = telling !== undefined || output !== undefined;
    const child = spawn(command, args, {
      ...options,
      stdio: piped ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    });
    if (piped) {
      for (const [stream, target] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let partial = '';
        stream.on('data', (chunk) => {
          if (output === undefined) target.write(chunk);
          else output.push(chunk);
          if (telling === undefined) return;
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
      const why = `could not start ${command}: ${error.message}`;
      if (output === undefined) console.error(why);
      else output.push(`${why}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
