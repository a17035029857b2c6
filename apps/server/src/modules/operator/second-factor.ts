/**
 * The operator's second factor: a TOTP secret (RFC 6238, 30-second steps, 6 digits, one step of
 * clock drift either way) sealed with the server secret, and ten single-use recovery codes stored
 * as SHA-256 hashes. A TOTP code is accepted once: its time step must be later than the last one.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { SecretBox } from '../../platform/secret-box.ts';
import { sha256 } from '../accounts/secrets.ts';
import type { OperatorRepository } from './repository.ts';

export const OPERATOR_TOTP_PURPOSE = 'operator-totp';
const ISSUER = 'OpenLobby';
const PERIOD_SECONDS = 30;
const RECOVERY_CODES = 10;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface Enrolment {
  /** For the authenticator app (as text or a QR code); shown once. */
  readonly otpauthUri: string;
  /** Each signs in once instead of a TOTP code; shown once. */
  readonly recoveryCodes: readonly string[];
}

const totpOf = (username: string, secret: Secret) =>
  new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret });

/** Ten characters from an unambiguous alphabet (50 bits), shown as XXXXX-XXXXX. */
function recoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const normalise = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

export function createSecondFactor(repo: OperatorRepository, box: SecretBox | null, now: () => Date) {
  return {
    /** A new secret and new recovery codes; the old ones stop working. */
    async enrol(operatorId: number, username: string): Promise<Enrolment> {
      if (box === null) throw new Error('enrolling a second factor needs the server secret');
      const secret = new Secret({ size: 20 });
      const recoveryCodes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
      await repo.enrolSecondFactor(
        operatorId,
        box.seal(secret.base32),
        recoveryCodes.map((code) => sha256(normalise(code))),
      );
      return { otpauthUri: totpOf(username, secret).toString(), recoveryCodes };
    },

    async remove(operatorId: number): Promise<void> {
      await repo.enrolSecondFactor(operatorId, null, []);
    },

    /** A current, unused TOTP code or an unused recovery code; either is spent by this check. */
    async check(
      operator: { id: number; username: string; totp_secret: string | null },
      code: string,
    ): Promise<boolean> {
      if (operator.totp_secret === null || box === null) return false;
      const given = code.trim();
      if (/^\d{6}$/.test(given)) {
        const totp = totpOf(operator.username, Secret.fromBase32(box.open(operator.totp_secret)));
        const at = now().getTime();
        const drift = totp.validate({ token: given, timestamp: at, window: 1 });
        if (drift === null) return false;
        return repo.takeTotpStep(operator.id, Math.floor(at / 1000 / PERIOD_SECONDS) + drift);
      }
      const recovery = normalise(given);
      if (recovery.length !== 10) return false;
      return repo.useRecoveryCode(operator.id, sha256(recovery), now().toISOString());
    },
  };
}
export type SecondFactor = ReturnType<typeof createSecondFactor>;
