import type { AppConfig } from './config.ts';
import { type PreparedDatabase, prepareDatabase } from './db/prepare.ts';
import { CUSTOMER_SERVICE_PATH_PURPOSE, createSecretBox } from './platform/secret-box.ts';
import { resolveServerSecret } from './platform/server-secret.ts';

export interface Bootstrapped extends PreparedDatabase {
  readonly serverSecret: string;
}

/** What both the server and the operator CLI do first: secret, database, migrations, seed. */
export async function bootstrap(config: AppConfig): Promise<Bootstrapped> {
  const serverSecret = resolveServerSecret(config);
  const box = createSecretBox(serverSecret, CUSTOMER_SERVICE_PATH_PURPOSE);
  const prepared = await prepareDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    merchantCode: config.merchantCode,
    demo: config.demo,
    refuseDemoData: config.nodeEnv === 'production',
    sealPath: (plain) => box.seal(plain),
    onIdleClientError: (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`),
    checkpointInBackground: {
      onStopped: (error) =>
        console.warn(`SQLite checkpoints are back in the server's commits: ${error.message}`),
    },
  });
  return { ...prepared, serverSecret };
}
