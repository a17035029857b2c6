/**
 * Debian's nginx with the deployment's own configuration (deploy/nginx), for tests: checked with
 * `nginx -t` or run in front of local instances. nginx.conf, locations.conf and proxy-headers.conf
 * are used as shipped; upstream.conf is the shipped one with its `server` lines pointed at the
 * test's instances, and servers.conf listens on one local port without TLS.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const DEPLOY_DIR = path.resolve(import.meta.dirname, '../../../../deploy');
export const NGINX = '/usr/sbin/nginx';
/** The files every setup uses as they are. */
const SHARED_FILES = ['nginx.conf', 'locations.conf', 'proxy-headers.conf'];

export const readDeployFile = (file: string): string => readFileSync(path.join(DEPLOY_DIR, file), 'utf8');

/** Missing, the test fails and says how to get it: it must not pass by testing nothing. */
export function requireNginx(): void {
  if (!existsSync(NGINX))
    throw new Error(`${NGINX} is missing: these tests need Debian's nginx (apt-get install nginx)`);
}

/** The shipped upstream.conf with its `server` lines pointed at `addresses` (host:port), in order. */
export function upstreamFor(addresses: readonly string[]): string {
  const shipped = readDeployFile('nginx/upstream.conf');
  const count = [...shipped.matchAll(/^\s*server \S+ /gm)].length;
  if (count !== addresses.length)
    throw new Error(
      `upstream.conf names ${count} instances; add or remove server lines for ${addresses.length}`,
    );
  let index = 0;
  return shipped.replace(/^(\s*server )\S+ /gm, (_line, start: string) => `${start}${addresses[index++]} `);
}

/** servers.conf for plain HTTP on one loopback port, around the shipped locations. */
export const plainServerOn = (port: number): string =>
  `server {\n    listen 127.0.0.1:${port};\n    include locations.conf;\n}\n`;

export interface NginxStaging {
  /** Holds nginx.conf and its includes; nginx's prefix (pid, temporary files) too. */
  readonly dir: string;
  readonly remove: () => void;
}

/** A directory with the shared files and `files` (name → text) beside them. */
export function stageNginx(files: Readonly<Record<string, string>>): NginxStaging {
  const dir = mkdtempSync(path.join(tmpdir(), 'openlobby-nginx-'));
  // Started as root, nginx's workers run as another user and keep request bodies under the prefix.
  chmodSync(dir, 0o755);
  for (const name of SHARED_FILES) writeFileSync(path.join(dir, name), readDeployFile(`nginx/${name}`));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const prefixArgs = (dir: string) => ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf')];

/**
 * nginx's standard output and error into a file of the staging: nginx.conf logs to /dev/stdout (a
 * container's log), which nginx cannot open when it is a socket, as Node's pipes are.
 */
function outputFile(dir: string, name: string): { path: string; fd: number } {
  const file = path.join(dir, name);
  return { path: file, fd: openSync(file, 'a') };
}

/** `nginx -t` on a staging: whether it passed, and what nginx said. */
export function nginxConfigTest(dir: string): { ok: boolean; output: string } {
  const output = outputFile(dir, 'nginx-test.out');
  try {
    const result = spawnSync(NGINX, ['-t', ...prefixArgs(dir)], { stdio: ['ignore', output.fd, output.fd] });
    return { ok: result.status === 0, output: readFileSync(output.path, 'utf8') };
  } finally {
    closeSync(output.fd);
  }
}

/** Debian bookworm's nginx is 1.22; the `http2` directive (deploy/nginx/servers.conf) arrived in 1.25.1. */
export function nginxKnowsHttp2Directive(): boolean {
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr);
  const [major = 0, minor = 0, patch = 0] = (match?.slice(1) ?? []).map(Number);
  return major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
}

export interface RunningNginx {
  readonly url: string;
  /** The access log so far (nginx.conf's format: one line per request, naming the instance). */
  accessLog(): string;
  stop(): Promise<void>;
}

/** nginx in the foreground on a staging whose servers.conf listens on `port`; resolves once it answers. */
export async function startNginx(staging: NginxStaging, port: number): Promise<RunningNginx> {
  const out = outputFile(staging.dir, 'access.log');
  const err = outputFile(staging.dir, 'error.log');
  const child: ChildProcess = spawn(NGINX, [...prefixArgs(staging.dir), '-g', 'daemon off;'], {
    stdio: ['ignore', out.fd, err.fd],
  });
  closeSync(out.fd);
  closeSync(err.fd);
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    staging.remove();
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited: ${read(err.path)}`);
    }
    // Any answer means nginx listens (the instances behind it may still be starting).
    const listening = await fetch(url).then(
      () => true,
      () => false,
    );
    if (listening) return { url, accessLog: () => read(out.path), stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${url}: ${read(err.path)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
