import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

export interface Secrets {
  /** Signs access tokens (HS256). */
  jwtKey: Uint8Array;
  /** Keys the one-time-code hashes, so a database leak does not reveal codes. */
  otpKey: Buffer;
  /** Keys the daily visitor hashes of shared-link opens (no address is stored). */
  visitorKey: Buffer;
}

/**
 * JWT_SECRET when set (required in production, so every process shares it); otherwise a
 * random secret generated once and kept in DATA_DIR/secrets.json, readable only by its owner.
 */
export function loadSecrets(config: Config): Secrets {
  const master = config.jwtSecret ?? readOrCreateLocalSecret(config.dataDir);
  return {
    jwtKey: new Uint8Array(createHmac('sha256', master).update('access-tokens').digest()),
    otpKey: createHmac('sha256', master).update('otp-codes').digest(),
    visitorKey: createHmac('sha256', master).update('share-visitors').digest(),
  };
}

function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const { secret } = JSON.parse(readFileSync(file, 'utf8')) as { secret?: string };
    if (secret && secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ secret }), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
