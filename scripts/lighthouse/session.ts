import { latestCode, type E2eSession } from '../../e2e/support/api';

// Signs the demo person in through the API, as the app does (code from the development
// sender's outbox). One code per phone per minute: a run started right after another waits
// out the cooldown the server names ('Espera 45 s para pedir un nuevo código.').

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const post = (baseUrl: string, path: string, body: Record<string, unknown>) =>
  fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export async function signInWithCode(baseUrl: string, phone: string): Promise<E2eSession> {
  let challenge: { id: string } | null = null;
  for (let attempt = 1; !challenge; attempt++) {
    const res = await post(baseUrl, '/auth', { phone, type: 'whatsapp' });
    const body = (await res.json()) as { id?: string; message?: string };
    if (res.ok && body.id) challenge = { id: body.id };
    else {
      const wait = /Espera (\d+) s/.exec(body.message ?? '')?.[1];
      if (!wait || attempt > 3) {
        throw new Error(`No se pudo pedir el código de ${phone}: ${JSON.stringify(body)}`);
      }
      console.log(`Esperando ${wait} s para pedir un nuevo código…`);
      await sleep((Number(wait) + 1) * 1000);
    }
  }
  const verified = await post(baseUrl, `/auth/${challenge.id}/verify`, {
    pin: await latestCode(baseUrl, phone),
  });
  if (!verified.ok) throw new Error(`Inicio de sesión fallido: ${await verified.text()}`);
  const { data } = (await verified.json()) as {
    data: { access_token: string; user: E2eSession['user'] };
  };
  return { phone, token: data.access_token, user: data.user };
}
