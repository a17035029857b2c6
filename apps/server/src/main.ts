/**
 * Production entry: read config, prepare the database, listen. On SIGTERM (a container or service
 * manager stopping the instance) /readyz answers 503 at once while requests are still served, so a
 * load balancer takes the instance out; then it stops accepting connections, lets in-flight
 * requests finish, stops the scheduled runners (freeing their leases) and closes the database.
 * The wait is for load balancers, so only an instance of several (INSTANCE_COUNT above 1) waits,
 * and never on SIGINT (Ctrl-C at a terminal).
 */
import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { shutDownGracefully } from './platform/health.ts';
import { startWarnings } from './start-warnings.ts';
import { DemoDataError } from './seed/demo/find-demo-data.ts';

/** A request still running after this long is abandoned so a stuck client cannot block shutdown. */
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * How long /readyz answers 503 before the instance stops taking connections: long enough for a
 * load balancer probing every 2 s to see it twice. deploy/compose.yaml's stop_grace_period covers
 * this and SHUTDOWN_GRACE_MS together.
 */
const READINESS_DRAIN_MS = 5_000;

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
    const drainMs = signal === 'SIGTERM' && config.instanceCount > 1 ? READINESS_DRAIN_MS : 0;
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, drainMs + SHUTDOWN_GRACE_MS);
    force.unref();
    shutDownGracefully(app, {
      drained: () => new Promise((resolve) => setTimeout(resolve, drainMs)),
      log: (message) => app.log.info(message),
    })
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
