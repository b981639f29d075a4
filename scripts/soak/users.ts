import { call, type Stats } from './http';
import type { Session } from './ledger';

// People are registered and signed in through the API before the load starts, each from their
// own address (X-Forwarded-For; the servers trust the proxy), so the per-address sign-in limits
// see what a village of phones would send, not 200 sign-ups from one machine.

/** A distinct client address per simulated person (10.77.x.y). */
export function personIp(index: number): string {
  return `10.77.${(index >> 8) & 255}.${index & 255}`;
}

/** Phones 3160000000 + n and documents 8100000000 + n: unique in the soak's own database. */
export function personPhone(index: number): string {
  return `316${String(index).padStart(7, '0')}`;
}

export async function registerAndSignIn(
  base: string,
  index: number,
  stats: Stats,
): Promise<Session> {
  const phone = personPhone(index);
  const ip = personIp(index);
  const registered = await call(
    base,
    '/register-user',
    {
      ip,
      json: {
        name: `Persona de prueba ${index}`,
        document: `81${String(index).padStart(8, '0')}`,
        phone,
        terms: true,
        department_id: 5,
        municipalite_id: 5001,
      },
      expect: [201],
    },
    stats,
    'register',
  );
  if (registered.status !== 201) {
    throw new Error(
      `registration ${phone} answered ${registered.status}: ${JSON.stringify(registered.body)}`,
    );
  }
  // The account exists once the code sent to the phone is entered (docs/product.md §14
  // "Registration").
  const { token, userId } = await proveCode(
    base,
    phone,
    ip,
    stats,
    registered.body.data.registration_id,
  );
  return { userId, phone, token, ip };
}

/** The code round trip; `registration` proves the phone of a pending registration. */
async function proveCode(
  base: string,
  phone: string,
  ip: string,
  stats: Stats,
  registration?: string,
): Promise<{ token: string; userId: number }> {
  const challenge = await call(
    base,
    '/auth',
    { ip, json: { phone, type: 'whatsapp', ...(registration ? { registration } : {}) } },
    stats,
    'code request',
  );
  if (challenge.status !== 200) {
    throw new Error(
      `code for ${phone} answered ${challenge.status}: ${JSON.stringify(challenge.body)}`,
    );
  }
  const outbox = await call(base, `/dev/otp?phone=${phone}`, {}, stats, 'dev outbox');
  const verified = await call(
    base,
    `/auth/${challenge.body.id}/verify`,
    { ip, json: { pin: outbox.body?.code } },
    stats,
    'code verify',
  );
  if (verified.status !== 200) {
    throw new Error(
      `sign-in ${phone} answered ${verified.status}: ${JSON.stringify(verified.body)}`,
    );
  }
  return { token: verified.body.data.access_token, userId: verified.body.data.user.id };
}

/** Saves an address and answers its id. */
export async function createAddress(
  base: string,
  session: Session,
  name: string,
  stats: Stats,
): Promise<number> {
  const res = await call(
    base,
    '/address',
    {
      token: session.token,
      ip: session.ip,
      json: { department_id: 5, municipalite_id: 5001, name, address: 'Vereda El Plan, km 3' },
      expect: [201],
    },
    stats,
    'address create',
  );
  if (res.status !== 201)
    throw new Error(`address answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}
