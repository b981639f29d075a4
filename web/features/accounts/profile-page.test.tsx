import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi } from '../../test/fake-api';
import type { FakeAnswer } from '../../test/fake-api';
import { renderApp, signIn } from '../../test/render-app';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const storedUser = {
  id: 7,
  name: 'Ana Pérez',
  phone: '3001234567',
  email: null,
  document: '12345678',
  type_doc: 'REGNOID',
  address: '',
  vereda: null,
  department: { id: 5, name: 'Antioquia' },
  municipality: null,
};

const serverProfile = {
  ...storedUser,
  first_name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@correo.co',
  person_type: 0,
  legal_document: null,
  legal_denomination: null,
  address: 'Finca La Esperanza, km 3',
  vereda: 'El Carmen',
  department_id: 5,
  municipality_id: 5615,
  municipality: { id: 5615, name: 'Rionegro' },
  role: 'user',
  created_at: '2026-11-21T15:00:00.000Z',
};

function deferred() {
  let resolve!: (value: FakeAnswer) => void;
  const promise = new Promise<FakeAnswer>((done) => (resolve = done));
  return { promise, resolve };
}

const row = (section: string, label: string) => {
  const region = screen.getByRole('region', { name: section });
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

describe('profile', () => {
  it('shows the stored data at once, with "No disponible" for empty values, then the fresh profile', async () => {
    window.localStorage.setItem('user', JSON.stringify(storedUser));
    const server = deferred();
    fakeApi({ 'GET /users/auth': () => server.promise });
    signIn();
    renderApp('/cuenta/perfil');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
    expect(row('Datos de la cuenta', 'Correo electrónico')).toHaveTextContent('No disponible');
    expect(row('Datos personales', 'Nombre')).toHaveTextContent('Ana Pérez');
    expect(row('Datos personales', 'Documento')).toHaveTextContent('Cédula de ciudadanía 12345678');
    expect(row('Datos personales', 'Teléfono')).toHaveTextContent('300 123 4567');
    expect(row('Ubicación', 'Dirección')).toHaveTextContent('No disponible');
    expect(row('Ubicación', 'Vereda')).toHaveTextContent('No disponible');
    expect(row('Ubicación', 'Departamento')).toHaveTextContent('Antioquia');
    expect(row('Ubicación', 'Municipio')).toHaveTextContent('No disponible');

    server.resolve(answer(200, { data: serverProfile }));

    expect(await screen.findByText('ana@correo.co')).toBeVisible();
    expect(row('Ubicación', 'Municipio')).toHaveTextContent('Rionegro');
    expect(row('Ubicación', 'Vereda')).toHaveTextContent('El Carmen');
    expect(JSON.parse(window.localStorage.getItem('user')!).email).toBe('ana@correo.co');
  });

  it('says "No hay datos de usuario." when nothing is stored and the profile cannot be loaded', async () => {
    fakeApi({ 'GET /users/auth': () => answer(500, { message: 'Ocurrió un error' }) });
    signIn();
    renderApp('/cuenta/perfil');

    // One retry (web/lib/query-client.ts) comes first.
    expect(
      await screen.findByText('No hay datos de usuario.', undefined, { timeout: 4000 }),
    ).toBeVisible();
  });

  it('has no fields to edit', async () => {
    window.localStorage.setItem('user', JSON.stringify(storedUser));
    fakeApi({ 'GET /users/auth': () => answer(200, { data: serverProfile }) });
    signIn();
    renderApp('/cuenta/perfil');

    await screen.findByRole('heading', { level: 1, name: 'Mi Perfil' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('the back button returns to the previous screen', async () => {
    window.localStorage.setItem('user', JSON.stringify(storedUser));
    fakeApi({ 'GET /users/auth': () => answer(200, { data: serverProfile }) });
    signIn();
    const app = renderApp('/cuenta');
    await userEvent.click(await screen.findByRole('link', { name: /Mi perfil/ }));
    await screen.findByRole('heading', { level: 1, name: 'Mi Perfil' });

    await userEvent.click(screen.getByRole('button', { name: 'Atrás' }));

    await vi.waitFor(() => expect(app.currentPath()).toBe('/cuenta'));
  });
});
