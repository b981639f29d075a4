import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi } from '../../test/fake-api';
import type { FakeAnswer } from '../../test/fake-api';
import { renderApp, signIn } from '../../test/render-app';
import { ReportPage } from './report-page';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

function storeUser() {
  window.localStorage.setItem('user', JSON.stringify({ name: 'Ana Pérez', phone: '3001234567' }));
}

async function openReport() {
  signIn();
  const app = renderApp('/reportar');
  await screen.findByRole('heading', { level: 1, name: 'Reportar un problema' });
  return app;
}

/** The screen on its own, outside the session guard (which would send a visitor to /404). */
function renderReportScreen() {
  const router = createMemoryRouter([{ path: '/reportar', element: <ReportPage /> }], {
    initialEntries: ['/reportar'],
  });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const phone = () => screen.getByLabelText('Teléfono de contacto');
const type = () => screen.getByLabelText('Tipo de reporte');
const description = () => screen.getByLabelText('Descripción');
const send = () => screen.getByRole('button', { name: 'Enviar reporte' });

function deferred() {
  let resolve!: (value: FakeAnswer) => void;
  const promise = new Promise<FakeAnswer>((done) => (resolve = done));
  return { promise, resolve };
}

describe('report a problem', () => {
  it('the phone comes filled in from the signed-in person', async () => {
    storeUser();
    fakeApi({});
    await openReport();

    expect(phone()).toHaveValue('3001234567');
  });

  it('each missing field says what it needs', async () => {
    const api = fakeApi({});
    await openReport();

    await userEvent.click(send());

    expect(screen.getByText('Ingresa tu teléfono.')).toBeVisible();
    expect(screen.getByText('Selecciona el tipo de reporte.')).toBeVisible();
    expect(screen.getByText('Añade una descripción.')).toBeVisible();
    expect(phone()).toHaveFocus();
    expect(api.requests.some((r) => r.path === '/report')).toBe(false);
  });

  it('a pasted international number keeps its 10 digits, and a blank description is not accepted', async () => {
    fakeApi({});
    await openReport();

    await userEvent.click(phone());
    await userEvent.paste('+57 300-123-4567');
    await userEvent.selectOptions(type(), 'Problema Técnico');
    await userEvent.type(description(), '    ');
    await userEvent.click(send());

    expect(phone()).toHaveValue('3001234567');
    expect(screen.getByText('Añade una descripción.')).toBeVisible();
  });

  it('the description shows how many characters it has', async () => {
    fakeApi({});
    await openReport();

    await userEvent.type(description(), 'No carga');

    expect(screen.getByText('8/2000')).toBeVisible();
  });

  it('sending shows "¡Reporte enviado correctamente!" and empties the form', async () => {
    storeUser();
    const server = deferred();
    const api = fakeApi({ 'POST /report': () => server.promise });
    await openReport();

    await userEvent.selectOptions(type(), 'Problema de Pago');
    await userEvent.type(description(), '  No me llegó el pago de la venta.  ');
    await userEvent.click(send());

    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    const call = api.requests.find((r) => r.path === '/report')!;
    expect(call.method).toBe('POST');
    expect(call.headers.get('authorization')).toMatch(/^Bearer /);
    const body = call.body as FormData;
    expect(Object.fromEntries(body)).toEqual({
      phone: '3001234567',
      type: 'pago',
      description: 'No me llegó el pago de la venta.',
    });

    server.resolve(answer(201, { success: true, message: '¡Reporte enviado correctamente!' }));

    expect(await screen.findByText('¡Reporte enviado correctamente!')).toBeVisible();
    expect(description()).toHaveValue('');
    expect(type()).toHaveValue('');
    expect(phone()).toHaveValue('3001234567');
    expect(send()).toBeEnabled();
  });

  it('a failed send says "No se pudo enviar el reporte." and keeps what was written', async () => {
    fakeApi({ 'POST /report': () => answer(500, { message: 'Ocurrió un error' }) });
    await openReport();

    await userEvent.type(phone(), '3001234567');
    await userEvent.selectOptions(type(), 'Otro');
    await userEvent.type(description(), 'La app se cierra sola.');
    await userEvent.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo enviar el reporte.');
    expect(description()).toHaveValue('La app se cierra sola.');
  });

  it('a 422 shows each field message under its field and focuses the first one', async () => {
    fakeApi({
      'POST /report': () =>
        answer(422, {
          message: 'Revisa los datos del reporte.',
          errors: {
            description: ['Cuéntanos un poco más del problema.'],
            type: ['Ese tipo de reporte no existe.'],
          },
        }),
    });
    await openReport();

    await userEvent.type(phone(), '3001234567');
    await userEvent.selectOptions(type(), 'Otro');
    await userEvent.type(description(), 'Falla.');
    await userEvent.click(send());

    expect(await screen.findByText('Ese tipo de reporte no existe.')).toBeVisible();
    expect(type()).toHaveAccessibleDescription('Ese tipo de reporte no existe.');
    expect(description()).toHaveAccessibleDescription(
      expect.stringContaining('Cuéntanos un poco más del problema.'),
    );
    expect(phone()).not.toHaveAttribute('aria-invalid');
    expect(type()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo enviar el reporte.');
  });

  it('without a session, sending is disabled and the screen says why', async () => {
    fakeApi({});
    renderReportScreen();

    expect(await screen.findByText(/No se encontró el token de autenticación\./)).toBeVisible();
    expect(send()).toBeDisabled();
  });

  it('when the server says the session ended, it says "Sesión expirada…" and forgets the session', async () => {
    fakeApi({ 'POST /report': () => answer(401, { message: 'No autorizado' }) });
    signIn();
    renderReportScreen();

    await userEvent.type(phone(), '3001234567');
    await userEvent.selectOptions(type(), 'Problema con mi Cuenta');
    await userEvent.type(description(), 'No puedo ver mis productos.');
    await userEvent.click(send());

    expect(
      (await screen.findAllByText('Sesión expirada. Por favor inicia sesión nuevamente.'))[0],
    ).toBeVisible();
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(send()).toBeDisabled();
  });

  it('offers the support line the server is configured with as a phone link', async () => {
    fakeApi({
      'GET /support-contact': () =>
        answer(200, { display: '+57 601 234 5678', tel: '+576012345678' }),
    });
    await openReport();

    const link = await screen.findByRole('link', { name: /\+57 601 234 5678/ });
    expect(link.getAttribute('href')).toBe('tel:+576012345678');
    expect(screen.getByRole('heading', { name: 'Línea de soporte' })).toBeVisible();
  });

  it('still offers the form when the support line cannot be loaded (no signal)', async () => {
    fakeApi({
      'GET /support-contact': () => answer(503, { message: 'Servicio no disponible' }),
    });
    await openReport();

    await screen.findByRole('button', { name: 'Enviar reporte' });
    expect(screen.queryByRole('heading', { name: 'Línea de soporte' })).toBeNull();
  });
});
