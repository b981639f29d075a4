import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addresses, consents, users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { registerAndSignIn, registerUser, uniquePerson } from '../../test/factories';

let now = Date.now();
const ctx = useTestApp({ now: () => now });
beforeEach(() => {
  now += 48 * 60 * 60 * 1000;
});

const register = (payload: Record<string, unknown>, url = '/api/v1/resgister-user') =>
  ctx.app.inject({ method: 'POST', url, payload });
const valid = () => ({
  name: 'José Rodríguez',
  type_doc: 'CE',
  person_type: 0,
  terms: true,
  ...uniquePerson(),
});

describe('phone check (POST /validatephone)', () => {
  it('answers 404 for a free number and 200 with the spec message for a registered one', async () => {
    const free = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/validatephone',
      payload: 'phone=3105550000',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(free.statusCode).toBe(404);
    const { phone } = await registerUser(ctx.app);
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/validatephone',
      payload: { phone },
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ message: 'El teléfono ya está registrado', registered: true });
  });

  it('refuses a number that is not 10 digits', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/validatephone',
      payload: { phone: '300123' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('El teléfono debe tener 10 dígitos');
  });
});

describe('registration (POST /resgister-user and /register-user)', () => {
  it('keeps the registration at both paths until its phone is proved, and answers its id', async () => {
    for (const url of ['/api/v1/resgister-user', '/api/v1/register-user']) {
      const person = valid();
      const res = await register(person, url);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        data: { registration_id: expect.any(String), phone: person.phone },
      });
      expect(await ctx.database.db.$count(users, eq(users.phone, person.phone))).toBe(0);
    }
  });

  it('creates the account when the code sent to the phone is entered, signed in', async () => {
    const person = valid();
    const res = await register(person);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { phone: person.phone, registration: res.json().data.registration_id },
    });
    expect(asked.statusCode).toBe(200);
    const { code } = (
      await ctx.app.inject({ url: `/api/v1/dev/otp?phone=${person.phone}` })
    ).json();
    const verified = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${asked.json().id}/verify`,
      payload: { pin: code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({
      access_token: expect.any(String),
      user: { name: person.name, phone: person.phone, document: person.document },
    });
    expect(await ctx.database.db.$count(users, eq(users.phone, person.phone))).toBe(1);
  });

  it("signs up with the spec's own calls: registration, then a code asked with phone and type only", async () => {
    // docs/product.md §7 as the spec's client makes them: JSON registration with exactly its
    // fields (`terms` is one of its form-only fields, so it is not sent), form-encoded code
    // request without `registration`, form-encoded pin, then the profile with the bearer token.
    const person = uniquePerson();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/resgister-user',
      payload: {
        name: 'Marta Lucía Gómez',
        document: person.document,
        phone: person.phone,
        person_type: 0,
        type_doc: 'REGNOID',
        legal_document: null,
        legal_denomination: null,
      },
    });
    expect(registered.statusCode).toBe(201);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      headers: form,
      payload: `phone=${person.phone}&type=sms`,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ id: expect.any(String), new_code: true });
    const { code } = (
      await ctx.app.inject({ url: `/api/v1/dev/otp?phone=${person.phone}` })
    ).json();
    const verified = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${asked.json().id}/verify`,
      headers: form,
      payload: `pin=${code}`,
    });
    expect(verified.statusCode).toBe(200);
    const me = await ctx.app.inject({
      url: '/api/v1/users/auth',
      headers: { authorization: `Bearer ${verified.json().data.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      name: 'Marta Lucía Gómez',
      first_name: 'Marta',
      last_name: 'Lucía Gómez',
      phone: person.phone,
      document: person.document,
    });
  });

  it('without `registration`, the code proves the pending registration of the one who asked, else the newest', async () => {
    const phone = uniquePerson().phone;
    const mine = { ...valid(), phone };
    const strangers = { ...valid(), phone, name: 'Pedro Extraño' };
    const at = (ip: string) => ({ remoteAddress: ip });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/register-user',
      payload: mine,
      ...at('10.9.0.1'),
    });
    now += 60_000;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/register-user',
      payload: strangers,
      ...at('10.9.0.2'),
    });
    // The owner asks from where they registered: their own form wins over the newer stranger's.
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { phone },
      ...at('10.9.0.1'),
    });
    expect(asked.statusCode).toBe(200);
    const { code } = (await ctx.app.inject({ url: `/api/v1/dev/otp?phone=${phone}` })).json();
    const verified = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${asked.json().id}/verify`,
      payload: { pin: code },
    });
    expect(verified.json().data.user).toMatchObject({ name: mine.name, document: mine.document });

    // Asked from elsewhere: the newest pending registration of the phone.
    const other = uniquePerson().phone;
    await register({ ...valid(), phone: other, name: 'Primera Persona' });
    now += 60_000;
    await register({ ...valid(), phone: other, name: 'Segunda Persona' });
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { phone: other },
      ...at('10.9.0.3'),
    });
    const otherCode = (await ctx.app.inject({ url: `/api/v1/dev/otp?phone=${other}` })).json().code;
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${second.json().id}/verify`,
      payload: { pin: otherCode },
    });
    expect(signedIn.json().data.user.name).toBe('Segunda Persona');
  });

  it('records the acceptance of the terms and of the personal-data policy, with version and date', async () => {
    const { id: userId } = await registerUser(ctx.app);
    const rows = await ctx.database.db.select().from(consents).where(eq(consents.userId, userId));
    expect(rows.map((r) => r.document).sort()).toEqual(['data_policy', 'terms']);
    for (const row of rows) {
      expect(row.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.acceptedAt).toBeInstanceOf(Date);
    }
  });

  it.each([
    [{ name: '' }, 'name', 'El nombre es requerido'],
    [{ name: 'A' }, 'name', 'El nombre debe tener al menos 2 caracteres'],
    [{ document: '' }, 'document', 'El documento es requerido'],
    [{ document: '12345' }, 'document', 'El documento debe tener al menos 6 dígitos'],
    [{ document: '12.345.678' }, 'document', 'El documento solo puede tener números.'],
    [{ phone: '30012345' }, 'phone', 'El teléfono debe tener 10 dígitos'],
    [{ phone: '6012345678' }, 'phone', 'Ingresa un número de celular colombiano (empieza por 3).'],
    [{ terms: false }, 'terms', 'Debes aceptar los términos y condiciones'],
    [{ type_doc: 'DNI' }, 'type_doc', 'Selecciona un tipo de documento válido.'],
    [{ person_type: 2 }, 'person_type', 'Selecciona si eres persona natural o jurídica.'],
  ])('refuses %j with "%s: %s"', async (change, field, message) => {
    const res = await register({ ...valid(), ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('asks a legal person (person_type 1) for the NIT and the company name', async () => {
    const res = await register({ ...valid(), person_type: 1 });
    expect(res.json().errors).toEqual({
      legal_document: ['El NIT de la empresa es requerido'],
      legal_denomination: ['La razón social es requerida'],
    });
    const ok = await register({
      ...valid(),
      person_type: 1,
      type_doc: 'NIT',
      legal_document: '900123456',
      legal_denomination: 'Asociación de Cafeteros de Jardín',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('answers a phone with an account like a new one; its code signs into that account, unchanged', async () => {
    const first = await registerUser(ctx.app);
    const again = await register({ ...valid(), phone: first.phone, name: 'Otro Nombre' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      success: true,
      message: 'Escribe el código que te enviamos para confirmar tu número y crear tu cuenta.',
      data: { registration_id: expect.any(String), phone: first.phone },
    });
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { phone: first.phone, registration: again.json().data.registration_id },
    });
    const { code } = (await ctx.app.inject({ url: `/api/v1/dev/otp?phone=${first.phone}` })).json();
    const verified = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${asked.json().id}/verify`,
      payload: { pin: code },
    });
    expect(verified.statusCode).toBe(200);
    // The existing account, with its own data: the form of the new registration changed nothing.
    expect(verified.json().data.user).toMatchObject({
      id: first.id,
      name: 'Ana Pérez',
      document: first.document,
    });
    expect(await ctx.database.db.$count(users, eq(users.phone, first.phone))).toBe(1);
  });

  it('keeps only one account when the same person registers twice and proves the phone', async () => {
    const person = valid();
    const [a, b] = await Promise.all([register(person), register(person)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const prove = async (registration: string) => {
      const asked = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth',
        payload: { phone: person.phone, registration },
      });
      const { code } = (
        await ctx.app.inject({ url: `/api/v1/dev/otp?phone=${person.phone}` })
      ).json();
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v1/auth/${asked.json().id}/verify`,
        payload: { pin: code },
      });
    };
    expect((await prove(a.json().data.registration_id)).statusCode).toBe(200);
    // The second registration of the phone is gone with the first one's success.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { phone: person.phone, registration: b.json().data.registration_id },
    });
    expect(again.statusCode).toBe(200); // the phone has an account now: a sign-in code
    const rows = await ctx.database.db.select().from(users).where(eq(users.phone, person.phone));
    expect(rows).toHaveLength(1);
  });

  it('when someone else proved the same document first, the owner still gets their account', async () => {
    const person = valid();
    const pending = await register(person);
    await registerUser(ctx.app, { document: person.document });
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { phone: person.phone, registration: pending.json().data.registration_id },
    });
    const { code } = (
      await ctx.app.inject({ url: `/api/v1/dev/otp?phone=${person.phone}` })
    ).json();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${asked.json().id}/verify`,
      payload: { pin: code },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ phone: person.phone, document: person.document });
    expect(await ctx.database.db.$count(users, eq(users.document, person.document))).toBe(2);
  });

  it('refuses a municipality of another department', async () => {
    const res = await register({ ...valid(), department_id: 5, municipalite_id: 76001 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.municipalite_id).toEqual([
      'El municipio no pertenece al departamento elegido.',
    ]);
  });

  it('stores text as text: an injection attempt is just a strange name', async () => {
    const name = "Robert'); DROP TABLE users;-- <script>alert(1)</script>";
    const { auth } = await registerAndSignIn(ctx.app, { name });
    const me = await ctx.app.inject({ url: '/api/v1/users/auth', headers: auth });
    expect(me.json().data.name).toBe(name);
  });
});

describe('the place given at registration', () => {
  it('becomes the first saved address, with its vereda and address', async () => {
    const { auth } = await registerAndSignIn(ctx.app, {
      department_id: 5,
      municipalite_id: 5001,
      vereda: 'La Palma',
      address: 'Finca El Roble',
    });
    const res = await ctx.app.inject({ url: '/api/v1/address', headers: auth });
    expect(res.json().data).toEqual([
      expect.objectContaining({
        name: 'Mi dirección',
        address: 'Finca El Roble',
        vereda: 'La Palma',
        address_private: true,
        department: expect.objectContaining({ id: 5, name: 'Antioquia' }),
        municipality: expect.objectContaining({ id: 5001, name: 'Medellín' }),
      }),
    ]);
  });

  it('without an address, the vereda (else the municipality) names it; without a place, none', async () => {
    const vereda = await registerAndSignIn(ctx.app, {
      department_id: 5,
      municipalite_id: 5001,
      vereda: 'La Palma',
    });
    const town = await registerAndSignIn(ctx.app, { department_id: 5, municipalite_id: 5001 });
    const none = await registerAndSignIn(ctx.app);
    const list = async (auth: Record<string, string>) =>
      (await ctx.app.inject({ url: '/api/v1/address', headers: auth })).json().data;
    expect((await list(vereda.auth))[0]).toMatchObject({ address: 'Vereda La Palma' });
    expect((await list(town.auth))[0]).toMatchObject({ address: 'Medellín', vereda: null });
    expect(await list(none.auth)).toEqual([]);
  });
});

describe('profile (GET /users/auth)', () => {
  it('gives the fields the session keeps: names, phone, document and place', async () => {
    const { auth, phone, document } = await registerAndSignIn(ctx.app, {
      name: 'María Fernanda Gómez',
      department_id: 5,
      municipalite_id: 5001,
      vereda: 'La Palma',
      address: 'Finca El Roble',
      email: 'maria@example.com',
    });
    const res = await ctx.app.inject({ url: '/api/v1/users/auth', headers: auth });
    expect(res.json().data).toMatchObject({
      name: 'María Fernanda Gómez',
      first_name: 'María',
      last_name: 'Fernanda Gómez',
      phone,
      document,
      email: 'maria@example.com',
      vereda: 'La Palma',
      address: 'Finca El Roble',
      department_id: 5,
      municipality_id: 5001,
      department: { id: 5, name: 'Antioquia' },
      municipality: { id: 5001, name: 'Medellín' },
    });
  });
});

describe('signing out everywhere and deleting the account', () => {
  it('makes every earlier token stop working after "sign out everywhere"', async () => {
    const { auth } = await registerAndSignIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout-all',
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/users/auth', headers: auth })).statusCode).toBe(
      401,
    );
  });

  it('deletes the person and everything theirs, and the old token is refused', async () => {
    const { id, auth, phone } = await registerAndSignIn(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/address',
      headers: auth,
      payload: { department_id: 5, municipalite_id: 5001, name: 'Casa', address: 'Calle 1 # 2-3' },
    });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/delete',
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/users/auth', headers: auth })).statusCode).toBe(
      401,
    );
    const db = ctx.database.db;
    expect(await db.$count(users, eq(users.id, id))).toBe(0);
    expect(await db.$count(addresses, eq(addresses.userId, id))).toBe(0);
    expect(await db.$count(consents, eq(consents.userId, id))).toBe(0);
    // The number is free again.
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/validatephone',
      payload: { phone },
    });
    expect(check.statusCode).toBe(404);
  });

  it('refuses deletion without a token', async () => {
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/v1/users/delete' })).statusCode,
    ).toBe(401);
  });
});

describe('development outbox (GET /dev/otp)', () => {
  it('does not exist in production', async () => {
    const { buildApp } = await import('../../app');
    const { loadConfig } = await import('../../config');
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        OTP_SENDER: 'sms',
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'secret',
        TWILIO_FROM: '+15005550006',
      }),
      database: ctx.database,
      webRoot: '/nonexistent-web-root',
    });
    const res = await app.inject('/api/v1/dev/otp?phone=3001234567');
    expect(res.statusCode).toBe(404);
    expect(app.printRoutes()).not.toContain('dev/otp');
    await app.close();
  });
});
