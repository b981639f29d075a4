// A JWT-shaped token for tests. The client only reads `exp` from the payload (the server checks
// the signature), so any signature text will do.

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** A token that expires `expiresInSeconds` from now (negative: already expired). */
export function fakeToken({ expiresInSeconds = 3600, sub = '1' } = {}): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return [base64Url({ alg: 'HS256', typ: 'JWT' }), base64Url({ sub, exp }), 'firma-de-prueba'].join(
    '.',
  );
}

export const expiredToken = () => fakeToken({ expiresInSeconds: -60 });
