/**
 * Operator commands against the configured database (same environment as the server):
 *   node apps/server/dist/cli.js maintenance on|off [--merchant CODE]
 *   node apps/server/dist/cli.js whitelabel <FLAG>[,<FLAG>…] on|off [--merchant CODE]
 *   node apps/server/dist/cli.js operator create <name> [--merchant CODE] [--no-totp]
 *       (password: OPERATOR_PASSWORD or stdin; prints the TOTP URI and recovery codes once;
 *        --no-totp is refused in production)
 *   node apps/server/dist/cli.js operator totp reset <name>  (new TOTP secret and recovery codes)
 *   node apps/server/dist/cli.js ledger reconcile            (exit 2 when the ledger does not reconcile)
 *   node apps/server/dist/cli.js wallet pending
 *   node apps/server/dist/cli.js wallet approve-deposit|approve-withdrawal <id> [remark]
 *   node apps/server/dist/cli.js wallet reject-deposit|reject-withdrawal <id> <remark>
 *   node apps/server/dist/cli.js wallet adjust <memberId> <+/-amount> <reason>
 *   node apps/server/dist/cli.js games import <vendor.json>
 *   node apps/server/dist/cli.js inbox send all|member:<id>|type:<n> <title> [content html]
 *   node apps/server/dist/cli.js rewards issue <memberId> <amount> <title>
 * Migrations and the first-start seed run first, so the commands work on a fresh data directory.
 * Every change is written to the audit log. A running server picks changes up within seconds.
 */
import { userInfo } from 'node:os';
import { WHITELABEL_FLAGS } from '@openlobby/contract';
import { bootstrap } from './bootstrap.ts';
import { parseCommand } from './operator/command.ts';
import { runInboxSend } from './operator/messaging-commands.ts';
import { runRewardIssue } from './operator/rewards-commands.ts';
import { UsageError } from './operator/usage-error.ts';
import { runWalletCommand } from './operator/wallet-commands.ts';
import { ConfigError, loadConfig } from './config.ts';
import { CatalogueFileError, readCatalogueFile } from './modules/games/import-file.ts';
import { createGamesRepository } from './modules/games/repository.ts';
import { createGamesService } from './modules/games/service.ts';
import { createSystemRepository } from './modules/system/repository.ts';
import { createSystemService } from './modules/system/service.ts';
import { redisCacheBus } from './platform/cache-bus.ts';
import { connectRedis } from './platform/redis.ts';
import { geoIpCountry } from './platform/geo-ip.ts';
import { createRegionPolicy } from './platform/region.ts';
import { CUSTOMER_SERVICE_PATH_PURPOSE, createSecretBox } from './platform/secret-box.ts';

const USAGE = `Usage:
  cli maintenance on|off [--merchant CODE]
  cli whitelabel <FLAG>[,<FLAG>…] on|off [--merchant CODE]
  cli operator create <name> [--merchant CODE] [--no-totp]   (password from OPERATOR_PASSWORD or stdin)
  cli operator totp reset <name>
  cli ledger reconcile
  cli wallet pending
  cli wallet approve-deposit|approve-withdrawal <id> [remark]
  cli wallet reject-deposit|reject-withdrawal <id> <remark>
  cli wallet adjust <memberId> <+/-amount> <reason>
  cli games import <vendor.json>   (format: apps/server/fixtures/vendor-catalogue.sample.json)
  cli inbox send all|member:<id>|type:<n> <title> [content html]
  cli rewards issue <memberId> <amount> <title>
Flags: ${WHITELABEL_FLAGS.join(', ')}`;

async function run(): Promise<void> {
  const command = parseCommand(process.argv.slice(2));
  // A bad file is refused before the database is touched.
  const catalogue = command.kind === 'games-import' ? await readCatalogueFile(command.file) : null;
  const config = loadConfig();
  const { database, serverSecret } = await bootstrap(config);
  // With Redis, a change made here (maintenance, whitelabel, a catalogue import) reaches the running
  // instances at once instead of when their caches expire.
  const log = {
    error: (details: object, message: string) => console.error(message, details),
    info: () => undefined,
    warn: (details: object, message: string) => console.warn(message, details),
  };
  const redis =
    config.redisUrl === null ? null : await connectRedis(config.redisUrl, config.redisPrefix, log);
  const cacheBus = redis === null ? undefined : await redisCacheBus(redis, log);
  try {
    const service = createSystemService({
      repository: createSystemRepository(database.db),
      region: createRegionPolicy(config.region, geoIpCountry),
      secretBox: createSecretBox(serverSecret, CUSTOMER_SERVICE_PATH_PURPOSE),
      logger: { warn: (details, message) => console.warn(message, details) },
      ...(cacheBus === undefined ? {} : { cacheBus }),
    });
    const merchant = ('merchant' in command ? command.merchant : null) ?? config.merchantCode;
    const actor = `cli:${userInfo().username}`;
    if (command.kind === 'games-import') {
      const file = catalogue ?? (await readCatalogueFile(command.file));
      const games = createGamesService({
        repository: createGamesRepository(database.db),
        ...(cacheBus === undefined ? {} : { cacheBus }),
      });
      const result = await games.importCatalogue(file, actor);
      console.log(
        `imported ${result.games} games for vendor ${file.vendor.code} (${result.vendorCreated ? 'new vendor' : 'updated'})`,
      );
    } else if (command.kind === 'inbox-send') {
      await runInboxSend(command, database.db, actor, merchant);
    } else if (command.kind === 'rewards-issue') {
      await runRewardIssue(command, database.db, actor);
    } else if (command.kind !== 'maintenance' && command.kind !== 'whitelabel') {
      process.exitCode = await runWalletCommand(command, {
        db: database.db,
        config,
        serverSecret,
        merchants: service.merchants,
        actor,
        readPassword,
      });
    } else if (command.kind === 'maintenance') {
      await service.setMaintenance(merchant, command.on, actor);
      console.log(`maintenance ${command.on ? 'on' : 'off'} for ${merchant}`);
    } else {
      for (const flag of command.flags) {
        await service.setWhitelabelFlag(merchant, flag, command.on, actor);
        console.log(`whitelabel ${flag} ${command.on ? 'on' : 'off'} for ${merchant}`);
      }
    }
  } finally {
    // quit() lets a publish still on its way finish first.
    await redis?.close();
    await database.close();
  }
}

/** OPERATOR_PASSWORD, else the first line on stdin (so it never appears in argv or shell history). */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.OPERATOR_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (process.stdin.isTTY) process.stderr.write('Operator password: ');
  const { createInterface } = await import('node:readline');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  throw new UsageError('no password: set OPERATOR_PASSWORD or pipe it on stdin');
}

run().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof ConfigError || error instanceof CatalogueFileError) console.error(error.message);
  else console.error('Command failed:', error);
  process.exit(1);
});
