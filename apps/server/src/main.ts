/**
 * Production entry: read config, prepare the database, listen. On SIGINT/SIGTERM stop accepting
 * connections, let in-flight requests finish, then close the database.
 */
import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startWarnings } from './start-warnings.ts';
import { DemoDataError } from './seed/demo/find-demo-data.ts';

/** A request still running after this long is abandoned so a stuck client cannot block shutdown. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const { database, migrationsApplied, seed, serverSecret } = await bootstrap(config);
  const app = await buildApp({ config, database, serverSecret });
  // The first line an operator reads says whether members' money is real.
  app.log.info(
    { demo: config.demo, nodeEnv: config.nodeEnv, reason: config.modeReason },
    config.demo
      ? `demo mode: ${config.modeReason} (demo members, demo payments and the message outbox are on)`
      : `live mode: ${config.modeReason} (no demo data, demo payments or outbox)`,
  );
  for (const warning of startWarnings(config)) app.log.warn(warning);
  app.log.info(
    { dialect: database.dialect, migrationsApplied, seed, merchant: config.merchantCode },
    'database ready',
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      .then(() => database.close())
      .then(() => {
        app.log.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DemoDataError) {
    console.error(error.message);
  } else {
    console.error('OpenLobby server failed to start:', error);
  }
  process.exit(1);
});
