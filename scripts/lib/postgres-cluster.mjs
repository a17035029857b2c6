import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

/** Newest PostgreSQL server binaries installed by Debian's packages. */
function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

/** PostgreSQL refuses to run as root, so as root the cluster runs as the postgres system user. */
function asClusterUser(binary, args) {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

function userIds(name) {
  const result = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`system user ${name} is missing (install postgresql)`);
  return [Number(result.stdout.trim()), Number(group.stdout.trim())];
}

/**
 * Starts a throwaway PostgreSQL cluster in a temp dir on a free loopback port. Durability is off:
 * it only ever holds test data. Returns the admin URL and a stop() that removes everything.
 */
export async function startThrowawayCluster() {
  const bin = findBinDir();
  if (!bin)
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)',
    );
  const dir = mkdtempSync(join(tmpdir(), 'openlobby-pg-'));
  if (process.getuid?.() === 0) {
    const [uid, gid] = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  const [initCmd, initArgs] = asClusterUser(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
    '--locale=C',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);

  const port = await freePort();
  const [pgCmd, pgArgs] = asClusterUser(join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dir,
    '-h',
    '127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  const server = spawn(pgCmd, pgArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr.on('data', (chunk) => (log += chunk));

  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]);
    if (ready.status === 0) break;
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`PostgreSQL did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // Fast shutdown by pg_ctl, which signals the postmaster itself: as root the server runs under
      // runuser, which does not pass SIGINT on, so the postmaster outlived stop() and its dir.
      const [ctlCmd, ctlArgs] = asClusterUser(join(bin, 'pg_ctl'), [
        '-D',
        dataDir,
        'stop',
        '-m',
        'fast',
        '-w',
      ]);
      if (spawnSync(ctlCmd, ctlArgs, { stdio: 'ignore' }).status !== 0) server.kill('SIGINT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop };
}
