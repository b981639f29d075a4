import { createHash, timingSafeEqual } from 'node:crypto';

// The token a server-rendered page draws into its forms (decision 027, domain/page-forms.ts):
// derived from the session token of the page cookie, so it is valid for that session only and
// ends with it. Another site cannot read the page, so it cannot know it; knowing it tells
// nothing of the session token (a one-way hash).

export function pageFormToken(sessionToken: string): string {
  return createHash('sha256').update(`el-campo:formulario:${sessionToken}`).digest('base64url');
}

/** Whether `sent` is the form token of this session (compared in constant time). */
export function isPageFormToken(sessionToken: string, sent: unknown): boolean {
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(pageFormToken(sessionToken));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
