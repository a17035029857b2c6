/**
 * What an operator should fix before members notice, said in the start log. These settings are not
 * refused (a site may do without SMS or e-mail), but without them the lobby's SMS and e-mail paths
 * answer SMS_UNAVAILABLE / EMAIL_UNAVAILABLE instead of sending anything.
 */
import type { AppConfig } from './config.ts';

export function startWarnings(config: AppConfig): string[] {
  const warnings = scaleOutWarnings(config);
  // The demo keeps its messages in the outbox, readable at /wps/dev/outbox.
  if (config.demo) return warnings;
  if (config.accounts.sms === null) {
    warnings.push(
      'SMS_HTTP_URL is not set: no SMS can be sent, so registration, login, password reset and payment-password codes by SMS are refused (SMS_UNAVAILABLE)',
    );
  }
  if (config.accounts.email === null) {
    warnings.push(
      'EMAIL_HTTP_URL is not set: no e-mail can be sent, so password reset by e-mail is refused (EMAIL_UNAVAILABLE)',
    );
  }
  return warnings;
}

/** Several instances (INSTANCE_COUNT) without what they share; production refuses these (config.ts). */
function scaleOutWarnings(config: AppConfig): string[] {
  if (config.instanceCount <= 1) return [];
  const warnings: string[] = [];
  if (config.redisUrl === null) {
    warnings.push(
      `INSTANCE_COUNT=${config.instanceCount} but REDIS_URL is not set: each instance counts rate limits on its own (a client gets ${config.instanceCount} times the budget) and an operator's change to settings, banners or the catalogue shows on other instances only when their caches expire`,
    );
  }
  if (config.databaseUrl === null) {
    warnings.push(
      `INSTANCE_COUNT=${config.instanceCount} but DATABASE_URL is not set: each instance has its own SQLite file, so members, money and settings are not shared`,
    );
  }
  // Not refused: a volume every instance mounts at DATA_DIR (deploy/compose.yaml) shares the disk store.
  if (config.uploads.store.kind === 'disk') {
    warnings.push(
      `INSTANCE_COUNT=${config.instanceCount} with pictures and identity documents stored under ${config.uploads.store.directory}: every instance must mount the same volume there, or set the UPLOAD_S3_* settings, or a picture uploaded through one instance is missing on the others`,
    );
  }
  return warnings;
}
