import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi } from '../../test/fake-api';
import type { FakeHandler } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const departments = [
  { id: 5, name: 'Antioquia' },
  { id: 15, name: 'Boyacá' },
];
const municipalities: Record<string, { id: number; name: string }[]> = {
  5: [{ id: 5001, name: 'Medellín' }],
  15: [
    { id: 15001, name: 'Tunja' },
    { id: 15051, name: 'Arcabuco' },
  ],
};

const REGISTRATION = '0b0e7c1a-1111-4000-8000-00000000abcd';

/** The server of the brief: phone free, registration accepted, a code sent after it. */
function server(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /departments': () => answer(200, { data: departments }),
    'GET /municipalities/:id': ({ params }) =>
      answer(200, { data: municipalities[params.id!] ?? [] }),
    'POST /validatephone': () =>
      answer(404, { message: 'El teléfono está disponible.', registered: false }),
    'POST /resgister-user': ({ body }) =>
      answer(201, {
        success: true,
        message: 'Escribe el código que te enviamos.',
        data: {
          registration_id: REGISTRATION,
          phone: (body as { phone: string }).phone,
          expires_at: '2026-11-22T09:00:00.000Z',
        },
      }),
    'POST /auth': () =>
      answer(200, {
        id: '6f1c2a8e-0000-4000-8000-000000000001',
        channel: 'whatsapp',
        expires_at: '2026-11-21T09:00:00.000Z',
        resend_after: 60,
        message: 'Te enviamos un código por WhatsApp.',
      }),
    ...handlers,
  });
}

async function openForm() {
  const app = renderApp('/RegisterForm');
  await screen.findByRole('heading', { name: 'Crear cuenta' }, { timeout: 5000 });
  return app;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

async function fillValidForm({ phone = '3001234567' } = {}) {
  await userEvent.type(screen.getByLabelText('Nombre completo'), 'Ana Pérez');
  await userEvent.type(screen.getByLabelText('Número de documento'), '12345678');
  await userEvent.type(screen.getByLabelText('Número de celular'), phone);
  await userEvent.click(
    screen.getByRole('checkbox', {
      name: 'Acepto los Términos y condiciones y la Política de tratamiento de datos personales',
    }),
  );
}

const fieldError = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

describe('registration form', () => {
  it('an empty form shows each required message under its field and focuses the first one', async () => {
    const api = server();
    await openForm();

    await submit();

    expect(screen.getByText('El nombre es requerido')).toBeVisible();
    expect(screen.getByText('El documento es requerido')).toBeVisible();
    expect(screen.getByText('El teléfono es requerido')).toBeVisible();
    expect(screen.getByText('Debes aceptar los términos y condiciones')).toBeVisible();

    const name = screen.getByLabelText('Nombre completo');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(fieldError('Nombre completo')).toContain('El nombre es requerido');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('too short a name or document and a 9-digit phone get their own messages', async () => {
    server();
    await openForm();
    await userEvent.type(screen.getByLabelText('Nombre completo'), 'A');
    await userEvent.type(screen.getByLabelText('Número de documento'), '12345');
    await userEvent.type(screen.getByLabelText('Número de celular'), '300123456');

    await submit();

    expect(fieldError('Nombre completo')).toContain('El nombre debe tener al menos 2 caracteres');
    expect(fieldError('Número de documento')).toContain(
      'El documento debe tener al menos 6 dígitos',
    );
    expect(fieldError('Número de celular')).toContain('El teléfono debe tener 10 dígitos');
  });

  it('messages follow the typing after the first attempt', async () => {
    server();
    await openForm();
    await submit();
    expect(screen.getByText('El nombre es requerido')).toBeVisible();

    await userEvent.type(screen.getByLabelText('Nombre completo'), 'Ana');

    expect(screen.queryByText('El nombre es requerido')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nombre completo')).not.toHaveAttribute('aria-invalid');
  });

  it('the phone keeps digits only, and a pasted +57 number keeps its 10 national digits', async () => {
    server();
    await openForm();
    const phone = screen.getByLabelText('Número de celular');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'numeric');

    await userEvent.click(phone);
    await userEvent.paste('+57 300 123 4567');
    expect(phone).toHaveValue('3001234567');

    await userEvent.clear(phone);
    await userEvent.type(phone, '300-123-45678');
    expect(phone).toHaveValue('3001234567');
  });

  it('the document type starts at cédula de ciudadanía and lists the five docs/product.md types', async () => {
    server();
    await openForm();
    const select = screen.getByLabelText('Tipo de documento');

    expect(select).toHaveDisplayValue('Cédula de ciudadanía');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Cédula de ciudadanía',
      'Cédula de extranjería',
      'Pasaporte',
      'NIT',
      'Tarjeta de identidad',
    ]);
  });

  it('a legal person is asked for the company NIT and name', async () => {
    server();
    await openForm();
    expect(screen.queryByLabelText('NIT de la empresa')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Persona jurídica/ }));
    await submit();

    expect(fieldError('NIT de la empresa')).toContain('El NIT de la empresa es requerido');
    expect(fieldError('Razón social')).toContain('La razón social es requerida');

    await userEvent.click(screen.getByRole('radio', { name: /Persona natural/ }));
    expect(screen.queryByLabelText('NIT de la empresa')).not.toBeInTheDocument();
  });

  it('municipalities load for the chosen department and reset when it changes', async () => {
    server();
    await openForm();
    const department = screen.getByLabelText('Departamento');
    const municipality = screen.getByLabelText('Municipio');
    expect(municipality).toBeDisabled();

    await screen.findByRole('option', { name: 'Antioquia' });
    await userEvent.selectOptions(department, 'Antioquia');
    await screen.findByRole('option', { name: 'Medellín' });
    await userEvent.selectOptions(municipality, 'Medellín');
    expect(municipality).toHaveValue('5001');

    await userEvent.selectOptions(department, 'Boyacá');

    await screen.findByRole('option', { name: 'Tunja' });
    expect(municipality).toHaveValue('');
    expect(screen.queryByRole('option', { name: 'Medellín' })).not.toBeInTheDocument();
  });

  it('says so when the departments cannot be loaded', async () => {
    server({ 'GET /departments': () => answer(500, { message: 'Ocurrió un error' }) });
    await openForm();

    expect(
      await screen.findByText('No se pudieron cargar los departamentos', {}, { timeout: 4000 }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: /Reintentar cargar los departamentos/ }),
    ).toBeVisible();
  });

  it('says so when the municipalities cannot be loaded', async () => {
    server({ 'GET /municipalities/:id': () => answer(500, { message: 'Ocurrió un error' }) });
    await openForm();
    await screen.findByRole('option', { name: 'Boyacá' });

    await userEvent.selectOptions(screen.getByLabelText('Departamento'), 'Boyacá');

    expect(
      await screen.findByText('No se pudieron cargar los municipios', {}, { timeout: 4000 }),
    ).toBeVisible();
  });

  it('a phone that already has an account is refused on the phone field, without registering', async () => {
    const api = server({
      'POST /validatephone': () =>
        answer(200, { message: 'El teléfono ya está registrado', registered: true }),
    });
    await openForm();
    await fillValidForm();

    await submit();

    expect(await screen.findByText('El teléfono ya está registrado')).toBeVisible();
    expect(fieldError('Número de celular')).toContain('El teléfono ya está registrado');
    expect(screen.getByLabelText('Número de celular')).toHaveFocus();
    expect(api.requests.some((r) => r.path === '/resgister-user')).toBe(false);
    expect(api.requests.find((r) => r.path === '/validatephone')?.body).toEqual({
      phone: '3001234567',
    });
  });

  it('a phone that already has an account offers "Entrar con este número", keeping where to go next', async () => {
    server({
      'POST /validatephone': () =>
        answer(200, { message: 'El teléfono ya está registrado', registered: true }),
    });
    const app = renderApp('/RegisterForm?next=%2Fproducto%2F12');
    await screen.findByRole('heading', { name: 'Crear cuenta' }, { timeout: 5000 });
    await fillValidForm();
    await submit();

    const enter = await screen.findByRole('link', { name: 'Entrar con este número' });
    expect(enter).toHaveAttribute('href', '/auth?next=%2Fproducto%2F12');
    await userEvent.click(enter);
    await waitFor(() => expect(app.currentPath()).toBe('/auth'));
    // The login opens on the phone step with the number filled in.
    await screen.findByRole('heading', { name: 'Iniciar sesión' }, { timeout: 5000 });
    expect(screen.getByLabelText('Número de celular')).toHaveValue('3001234567');
  });

  it('when the phone cannot be checked it says so and does not register', async () => {
    const api = server({
      'POST /validatephone': () => answer(500, { message: 'Ocurrió un error' }),
    });
    await openForm();
    await fillValidForm();

    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos validar el teléfono. Intenta más tarde.',
    );
    expect(api.requests.some((r) => r.path === '/resgister-user')).toBe(false);
  });

  it('field errors of a 422 show under the document and the phone', async () => {
    server({
      'POST /resgister-user': () =>
        answer(422, {
          message: 'Este documento ya está registrado o no es válido.',
          errors: {
            document: ['Este documento ya está registrado o no es válido.'],
            phone: ['Este teléfono ya está registrado o no es válido.'],
          },
        }),
    });
    const app = await openForm();
    await fillValidForm();

    await submit();

    await waitFor(() =>
      expect(fieldError('Número de documento')).toContain(
        'Este documento ya está registrado o no es válido.',
      ),
    );
    expect(fieldError('Número de celular')).toContain(
      'Este teléfono ya está registrado o no es válido.',
    );
    expect(screen.getByLabelText('Número de documento')).toHaveFocus();
    expect(app.currentPath()).toBe('/RegisterForm');

    // Editing the document takes its server message away.
    await userEvent.type(screen.getByLabelText('Número de documento'), '9');
    expect(fieldError('Número de documento')).not.toContain('ya está registrado');
  });

  it('a 422 shows each field message under its field and focuses the first one on screen', async () => {
    server({
      'POST /resgister-user': () =>
        answer(422, {
          message: 'Revisa tus datos.',
          errors: {
            email: ['Este correo no es válido.'],
            name: ['El nombre tiene caracteres no permitidos.'],
          },
        }),
    });
    await openForm();
    await fillValidForm();

    await submit();

    await waitFor(() =>
      expect(fieldError('Nombre completo')).toContain('El nombre tiene caracteres no permitidos.'),
    );
    expect(fieldError('Correo electrónico (opcional)')).toContain('Este correo no es válido.');
    expect(screen.getByLabelText('Número de documento')).not.toHaveAttribute('aria-invalid');
    // Screen order, not the order of the answer: the name comes before the e-mail.
    expect(screen.getByLabelText('Nombre completo')).toHaveFocus();
  });

  it('any other failure shows the generic registration message', async () => {
    server({ 'POST /resgister-user': () => answer(500, { message: 'Ocurrió un error' }) });
    await openForm();
    await fillValidForm();

    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos completar el registro. Intenta más tarde.',
    );
  });

  it('a registration sends docs/product.md payload, then opens the code step and sends the code once', async () => {
    const api = server();
    const app = await openForm();
    await userEvent.selectOptions(
      screen.getByLabelText('Tipo de documento'),
      'Cédula de extranjería',
    );
    await fillValidForm();
    await screen.findByRole('option', { name: 'Boyacá' });
    await userEvent.selectOptions(screen.getByLabelText('Departamento'), 'Boyacá');
    await screen.findByRole('option', { name: 'Arcabuco' });
    await userEvent.selectOptions(screen.getByLabelText('Municipio'), 'Arcabuco');
    await userEvent.type(screen.getByLabelText(/Vereda/), 'La Esperanza');

    await submit();

    expect(await screen.findByRole('heading', { name: 'Escribe el código' })).toBeVisible();
    expect(app.currentPath()).toBe('/auth');
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(app.router.state.location.state).toMatchObject({
      prefillPhone: '3001234567',
      source: 'register',
    });

    const registration = api.requests.find((r) => r.path === '/resgister-user');
    expect(registration?.body).toEqual({
      name: 'Ana Pérez',
      document: '12345678',
      phone: '3001234567',
      person_type: 0,
      type_doc: 'CE',
      legal_document: null,
      legal_denomination: null,
      terms: true,
      email: null,
      department_id: 15,
      municipalite_id: 15051,
      vereda: 'La Esperanza',
      address: null,
    });

    await screen.findByText(/Enviamos un código al/);
    const codeRequests = api.requests.filter((r) => r.method === 'POST' && r.path === '/auth');
    expect(codeRequests).toHaveLength(1);
    // The code proves the new phone: it carries the registration, whose account it creates.
    expect(codeRequests[0]?.body).toEqual({
      phone: '3001234567',
      type: 'whatsapp',
      registration: REGISTRATION,
    });
  });

  it('a registration opens /auth with prefillPhone, startAt verify and source register', async () => {
    server({ 'POST /auth': () => new Promise(() => undefined) });
    const app = await openForm();
    await fillValidForm({ phone: '3109876543' });
    const arrivals: unknown[] = [];
    app.router.subscribe(({ location }) => {
      if (location.pathname === '/auth') arrivals.push(location.state);
    });

    await submit();

    await screen.findByRole('heading', { name: 'Escribe el código' });
    expect(arrivals[0]).toEqual({
      prefillPhone: '3109876543',
      startAt: 'verify',
      source: 'register',
      registration: REGISTRATION,
    });
  });

  it('"Ya tengo cuenta" opens the login screen and "Atrás" the landing page', async () => {
    server();
    await openForm();

    expect(screen.getByRole('link', { name: 'Atrás' })).toHaveAttribute('href', '/HomePage');
    await userEvent.click(screen.getByRole('link', { name: 'Ya tengo cuenta' }));

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

describe('registration from a shared product (/RegisterForm?next=/producto/{id})', () => {
  it('hands the product on to the code step, and "Ya tengo cuenta" keeps it', async () => {
    server();
    const app = renderApp('/RegisterForm?next=%2Fproducto%2F12');
    await screen.findByRole('heading', { name: 'Crear cuenta' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Ya tengo cuenta' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fproducto%2F12',
    );

    await fillValidForm();
    await submit();

    expect(await screen.findByRole('heading', { name: 'Escribe el código' })).toBeVisible();
    expect(app.router.state.location.state).toMatchObject({ returnTo: '/producto/12' });
  });

  it('a next address outside this app is dropped', async () => {
    server();
    renderApp('/RegisterForm?next=%2F%2Fevil.example');
    await screen.findByRole('heading', { name: 'Crear cuenta' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Ya tengo cuenta' })).toHaveAttribute('href', '/auth');
  });
});
