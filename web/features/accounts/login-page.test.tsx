import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi } from '../../test/fake-api';
import type { FakeHandler } from '../../test/fake-api';
import { fakeToken } from '../../test/fake-token';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const CHALLENGE = '6f1c2a8e-0000-4000-8000-000000000001';

const profile = {
  id: 7,
  name: 'Ana Pérez',
  first_name: 'Ana',
  last_name: 'Pérez',
  phone: '3001234567',
  email: null,
  document: '12345678',
  type_doc: 'REGNOID',
  person_type: 0,
  legal_document: null,
  legal_denomination: null,
  address: null,
  vereda: null,
  department_id: null,
  municipality_id: null,
  department: null,
  municipality: null,
  role: 'user',
  created_at: '2026-11-21T15:00:00.000Z',
};

const codeSent: FakeHandler = ({ body }) =>
  answer(200, {
    id: CHALLENGE,
    channel: (body as { type: string }).type,
    expires_at: '2026-11-21T09:00:00.000Z',
    resend_after: 60,
    message: 'Te enviamos un código.',
  });

/** The server of the brief: the code is sent, 1234 is right, the profile answers. */
function server(handlers: Record<string, FakeHandler> = {}, token = fakeToken()) {
  return fakeApi({
    'POST /auth': codeSent,
    'POST /auth/:id/verify': ({ body }) =>
      (body as { pin: string }).pin === '1234'
        ? answer(200, {
            data: {
              access_token: token,
              token_type: 'Bearer',
              expires_at: '2026-12-21T09:00:00.000Z',
              user: profile,
            },
          })
        : answer(422, { message: 'Código incorrecto. Te quedan 4 intentos.' }),
    'GET /users/auth': () => answer(200, { data: profile }),
    ...handlers,
  });
}

async function openLogin() {
  const app = renderApp('/auth');
  await screen.findByRole('heading', { name: 'Iniciar sesión' }, { timeout: 5000 });
  return app;
}

const phoneInput = () => screen.getByLabelText('Número de celular');
const codeInput = () => screen.getByLabelText('Código de 4 dígitos');
const codeRequests = (api: ReturnType<typeof server>) =>
  api.requests.filter((r) => r.method === 'POST' && r.path === '/auth');

async function reachCodeStep(user = userEvent.setup()) {
  await user.type(phoneInput(), '3001234567');
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  await screen.findByRole('heading', { name: 'Escribe el código' });
}

describe('login: phone step', () => {
  it('offers WhatsApp (chosen) or SMS, "Atrás" to /HomePage and a way to register', async () => {
    server();
    await openLogin();

    expect(screen.getByRole('radio', { name: /WhatsApp/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /SMS/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Atrás' })).toHaveAttribute('href', '/HomePage');
    expect(screen.getByRole('link', { name: 'Registrarme ahora' })).toHaveAttribute(
      'href',
      '/RegisterForm',
    );
  });

  it('asks for the phone before sending anything', async () => {
    const api = server();
    await openLogin();

    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(screen.getByText('El teléfono es requerido')).toBeVisible();
    expect(phoneInput()).toHaveFocus();
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(phoneInput(), '300123456');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(screen.getByText('El teléfono debe tener 10 dígitos')).toBeVisible();
    expect(codeRequests(api)).toHaveLength(0);
  });

  it('refuses a number that is not a Colombian mobile on the spot, with the registration message', async () => {
    const api = server();
    await openLogin();

    await userEvent.type(phoneInput(), '1234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));

    expect(
      screen.getByText('Ingresa un número de celular colombiano (empieza por 3).'),
    ).toBeVisible();
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(codeRequests(api)).toHaveLength(0);
    expect(screen.queryByText(/¿Eres nuevo\?/)).toBeNull(); // no offer to register it
  });

  it('sends the code by the chosen channel and shows the masked number', async () => {
    const api = server();
    await openLogin();
    await userEvent.click(screen.getByRole('radio', { name: /SMS/ }));

    await reachCodeStep();

    expect(codeRequests(api)[0]?.body).toEqual({ phone: '3001234567', type: 'sms' });
    expect(screen.getByText(/Enviamos un código al/)).toHaveTextContent(
      'Enviamos un código al 300***4567 por SMS.',
    );
    expect(screen.queryByText(/3001234567/)).not.toBeInTheDocument();
    expect(codeInput()).toHaveFocus();
  });

  it('a number without an account shows the server message and offers to register with it', async () => {
    server({
      'POST /auth': () =>
        answer(404, { message: 'No encontramos una cuenta con este número. Regístrate primero.' }),
    });
    const app = await openLogin();
    await userEvent.type(phoneInput(), '3119998877');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));

    expect(
      await screen.findByText('No encontramos una cuenta con este número. Regístrate primero.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Registrarme ahora' }));
    expect(await screen.findByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
    expect(app.currentPath()).toBe('/RegisterForm');
    expect(screen.getByLabelText('Número de celular')).toHaveValue('3119998877');
  });

  it('a rate limit shows the server message with the wait', async () => {
    server({
      'POST /auth': () =>
        answer(429, { message: 'Espera 45 segundos antes de pedir otro código.' }),
    });
    await openLogin();
    await userEvent.type(phoneInput(), '3001234567');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));

    expect(await screen.findByText('Espera 45 segundos antes de pedir otro código.')).toBeVisible();
  });
});

describe('login: code step', () => {
  it('the code input is a one-time-code field that keeps 4 digits of pasted text', async () => {
    server({ 'POST /auth/:id/verify': () => new Promise(() => undefined) });
    await openLogin();
    await reachCodeStep();
    const input = codeInput();

    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');

    await userEvent.type(input, 'a1b2');
    expect(input).toHaveValue('12');

    await userEvent.clear(input);
    await userEvent.paste('Tu código de 4 dígitos es 5678');
    expect(input).toHaveValue('5678');
  });

  it('"Entrar" stays disabled until the 4 digits are there', async () => {
    server();
    await openLogin();
    await reachCodeStep();
    const enter = screen.getByRole('button', { name: 'Entrar' });

    expect(enter).toBeDisabled();
    await userEvent.type(codeInput(), '123');
    expect(enter).toBeDisabled();
    await userEvent.type(codeInput(), '4');
    expect(enter).toBeEnabled();
  });

  it('a right code stores the token under both keys and the profile, then opens /inicio', async () => {
    const token = fakeToken();
    const api = server({}, token);
    const app = await openLogin();
    await reachCodeStep();

    await userEvent.type(codeInput(), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(app.currentPath()).toBe('/inicio'));
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(window.localStorage.getItem('access_token')).toBe(token);
    expect(window.localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({
      name: 'Ana Pérez',
      phone: '3001234567',
    });
    const verify = api.requests.find((r) => r.path === `/auth/${CHALLENGE}/verify`);
    expect(verify?.body).toEqual({ pin: '1234' });
  });

  it('keeps the device secret of the sign-in and sends it with the next code calls', async () => {
    const device = 'd'.repeat(43);
    const api = server({
      'POST /auth/:id/verify': () =>
        answer(200, {
          data: {
            access_token: fakeToken(),
            token_type: 'Bearer',
            expires_at: '2026-12-21T09:00:00.000Z',
            device,
            user: profile,
          },
        }),
    });
    const app = await openLogin();
    await reachCodeStep();
    expect(codeRequests(api)[0]!.headers.get('x-campo-dispositivo')).toBeNull();
    await userEvent.type(codeInput(), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(app.currentPath()).toBe('/inicio'));
    // It outlives the session: after signing out, this phone is still the owner's.
    expect(window.localStorage.getItem('campo_dispositivo')).toBe(device);
    window.localStorage.removeItem('access_token');
    window.localStorage.removeItem('token');
    app.unmount();
    await openLogin();
    await reachCodeStep();
    expect(codeRequests(api).at(-1)!.headers.get('x-campo-dispositivo')).toBe(device);
  });

  it('when the profile cannot be fetched only the phone is stored', async () => {
    server({ 'GET /users/auth': () => answer(500, { message: 'Ocurrió un error' }) });
    const app = await openLogin();
    await reachCodeStep();

    await userEvent.type(codeInput(), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(app.currentPath()).toBe('/inicio'));
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual({ phone: '3001234567' });
  });

  it('a pasted complete code signs in without tapping "Entrar"', async () => {
    server();
    const app = await openLogin();
    await reachCodeStep();

    await userEvent.click(codeInput());
    await userEvent.paste('1234');

    await waitFor(() => expect(app.currentPath()).toBe('/inicio'));
  });

  it('a wrong code shows the server message and keeps the person on the code step', async () => {
    server();
    const app = await openLogin();
    await reachCodeStep();

    await userEvent.type(codeInput(), '9999');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Código incorrecto. Te quedan 4 intentos.')).toBeVisible();
    expect(app.currentPath()).toBe('/auth');
    expect(codeInput()).toHaveFocus();
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  it('a 422 without a message says "Código inválido o expirado"', async () => {
    server({ 'POST /auth/:id/verify': () => answer(422, {}) });
    await openLogin();
    await reachCodeStep();

    await userEvent.type(codeInput(), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Código inválido o expirado')).toBeVisible();
  });

  it('a 404 without a message says "Usuario no encontrado"', async () => {
    server({ 'POST /auth/:id/verify': () => answer(404, {}) });
    await openLogin();
    await reachCodeStep();

    await userEvent.type(codeInput(), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Usuario no encontrado')).toBeVisible();
  });

  it('an answer without a token says "Token no recibido" and signs nobody in', async () => {
    server({ 'POST /auth/:id/verify': () => answer(200, { data: { user: profile } }) });
    const app = await openLogin();
    await reachCodeStep();

    await userEvent.type(codeInput(), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Token no recibido')).toBeVisible();
    expect(app.currentPath()).toBe('/auth');
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  it('"Cambiar número" goes back to the phone step with the number kept', async () => {
    server();
    await openLogin();
    await reachCodeStep();

    await userEvent.click(screen.getByRole('button', { name: 'Cambiar número' }));

    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(phoneInput()).toHaveValue('3001234567');
    expect(phoneInput()).toHaveFocus();
  });

  it('"Cambiar número" and back to the same number returns to the live code without asking again', async () => {
    const api = server();
    const app = await openLogin();
    const user = userEvent.setup();
    await reachCodeStep(user);

    await user.click(screen.getByRole('button', { name: 'Cambiar número' }));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));

    expect(await screen.findByRole('heading', { name: 'Escribe el código' })).toBeVisible();
    expect(codeInput()).toHaveFocus();
    expect(codeRequests(api)).toHaveLength(1);
    // The code already received still signs in.
    await user.type(codeInput(), '1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(app.currentPath()).toBe('/inicio'));
  });

  it('"Cambiar número" to another number asks a code for that one', async () => {
    const api = server();
    await openLogin();
    const user = userEvent.setup();
    await reachCodeStep(user);

    await user.click(screen.getByRole('button', { name: 'Cambiar número' }));
    await user.clear(phoneInput());
    await user.type(phoneInput(), '3109876543');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));

    await waitFor(() => expect(codeRequests(api)).toHaveLength(2));
    expect(codeRequests(api)[1]?.body).toEqual({ phone: '3109876543', type: 'whatsapp' });
    expect(await screen.findByText(/Enviamos un código al/)).toHaveTextContent('310***6543');
  });

  it('resending waits 60 seconds, counting down, and each resend starts the wait again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = server();
    await openLogin();
    await reachCodeStep(user);

    expect(screen.getByRole('button', { name: 'Reenviar en 60s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Reenviar en 59s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(59_000));

    const resend = screen.getByRole('button', { name: 'Reenviar código' });
    expect(resend).toBeEnabled();
    await user.click(resend);

    expect(await screen.findByRole('button', { name: 'Reenviar en 60s' })).toBeDisabled();
    expect(codeRequests(api)).toHaveLength(2);
    expect(await screen.findByText('Te enviamos un código nuevo por WhatsApp.')).toBeVisible();
  });

  it('when the server sent no new code, a resend says to type the newest one received', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let asked = 0;
    server({
      // The first code is sent; the second time, the hour's codes are used up.
      'POST /auth': (request) =>
        ++asked === 1
          ? codeSent(request)
          : answer(200, {
              id: CHALLENGE,
              channel: 'whatsapp',
              expires_at: '2026-11-21T09:00:00.000Z',
              resend_after: 420,
              new_code: false,
              message:
                'Ya te enviamos un código hace poco por WhatsApp. Escribe el último que recibiste.',
            }),
    });
    await openLogin();
    await reachCodeStep(user);
    act(() => vi.advanceTimersByTime(60_000));

    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));

    expect(
      await screen.findByText(
        'Ya te enviamos un código hace poco por WhatsApp. Escribe el último que recibiste.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Te enviamos un código nuevo por WhatsApp.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reenviar en 420s' })).toBeDisabled();
  });

  it('after the wait the code can also be asked for by the other channel', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = server();
    await openLogin();
    await reachCodeStep(user);
    act(() => vi.advanceTimersByTime(60_000));

    await user.click(screen.getByRole('button', { name: 'Enviar por SMS' }));

    await screen.findByRole('button', { name: 'Reenviar en 60s' });
    expect(codeRequests(api)[1]?.body).toEqual({ phone: '3001234567', type: 'sms' });
    expect(screen.getByText(/Enviamos un código al/)).toHaveTextContent('por SMS.');
  });
});

describe('login: arriving from registration', () => {
  const fromRegistration = {
    pathname: '/auth',
    state: {
      prefillPhone: '3001234567',
      startAt: 'verify',
      source: 'register',
      registration: '0b0e7c1a-1111-4000-8000-00000000abcd',
    },
  };

  it('opens on the code step and sends the code once, even under StrictMode', async () => {
    const api = server();
    const { router } = renderApp(fromRegistration, { strictMode: true });

    expect(
      await screen.findByRole('heading', { name: 'Escribe el código' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Escribe el código que te enviamos para confirmar tu número y crear tu cuenta.',
      ),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Reenviar en 60s' })).toBeDisabled();
    expect(screen.getByText(/Enviamos un código al/)).toHaveTextContent(
      'Enviamos un código al 300***4567 por WhatsApp.',
    );

    expect(codeRequests(api)).toHaveLength(1);
    // The code proves the new phone and creates the account: it names the registration.
    expect(codeRequests(api)[0]?.body).toEqual({
      phone: '3001234567',
      type: 'whatsapp',
      registration: '0b0e7c1a-1111-4000-8000-00000000abcd',
    });
    // A reload of the page must not send another code, but a resend still names it.
    expect(router.state.location.state).not.toHaveProperty('startAt');
    expect(router.state.location.state).toHaveProperty('registration');
  });

  it('without startAt verify the prefilled number waits on the phone step', async () => {
    const api = server();
    renderApp({ pathname: '/auth', state: { prefillPhone: '3001234567' } });

    expect(
      await screen.findByRole('heading', { name: 'Iniciar sesión' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(phoneInput()).toHaveValue('3001234567');
    expect(codeRequests(api)).toHaveLength(0);
  });
});

describe('signed in already', () => {
  it.each(['/auth', '/RegisterForm'])('opening %s with a session goes to /inicio', async (path) => {
    window.localStorage.setItem('access_token', fakeToken());
    server();
    const app = renderApp(path);
    await waitFor(() => expect(app.currentPath()).toBe('/inicio'), { timeout: 10_000 });
  });
});

describe('login: back to where the person came from', () => {
  async function signInFrom(entry: Parameters<typeof renderApp>[0]) {
    server({
      'GET /products/:id': () => answer(404, { message: 'Producto no encontrado.' }),
    });
    const app = renderApp(entry);
    await screen.findByRole('heading', { name: 'Iniciar sesión' }, { timeout: 5000 });
    await reachCodeStep();
    await userEvent.type(codeInput(), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    return app;
  }

  it('a registration that started on a shared product lands on that product', async () => {
    const app = await signInFrom({ pathname: '/auth', state: { returnTo: '/producto/12' } });
    await waitFor(() => expect(app.currentPath()).toBe('/producto/12'));
  });

  it('?next= with a path of this app is followed once signed in', async () => {
    const app = await signInFrom('/auth?next=%2Fproducto%2F12');
    await waitFor(() => expect(app.currentPath()).toBe('/producto/12'));
  });

  it('?next= pointing to another site is ignored: the person lands on /inicio', async () => {
    const app = await signInFrom('/auth?next=https%3A%2F%2Fevil.example%2Fauth');
    await waitFor(() => expect(app.currentPath()).toBe('/inicio'));
  });
});
