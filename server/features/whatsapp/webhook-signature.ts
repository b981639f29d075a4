import { createHmac, timingSafeEqual } from 'node:crypto';

// Meta signs every webhook call with the app's secret: X-Hub-Signature-256 is "sha256=" and the
// HMAC-SHA256 of the raw body in hex. Checked on the bytes as they arrived (a parsed and
// re-serialised body would not match) and compared in constant time.

const PREFIX = 'sha256=';

export function webhookSignature(rawBody: Buffer, appSecret: string): string {
  return PREFIX + createHmac('sha256', appSecret).update(rawBody).digest('hex');
}

export function hasValidSignature(
  rawBody: Buffer,
  header: string | string[] | undefined,
  appSecret: string,
): boolean {
  if (typeof header !== 'string' || !header.startsWith(PREFIX)) return false;
  const expected = Buffer.from(webhookSignature(rawBody, appSecret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
