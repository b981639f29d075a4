import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Organization } from '../../../../domain/api/organizations';
import { ORGANIZATION_MESSAGES } from '../../../../domain/organizations/organization';
import { queryClient } from '../../../lib/query-client';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { placeHandlers, signInAsAdmin } from '../admin-test-data';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

// Each test types into real forms and loads lazy screens: more than the default 5 s on a busy
// machine.
const SLOW = { timeout: 20_000 };

const cooperative: Organization = {
  id: 3,
  name: 'Cooperativa Cafetera del Sumapaz',
  kind: 'cooperativa',
  department_id: 25,
  department: 'Cundinamarca',
  municipality_id: 25290,
  municipality: 'Fusagasugá',
  description: 'Acopio de café pergamino.',
  products: 'Café',
  phone: '3101112233',
  whatsapp: null,
};

function organizationsServer() {
  let list: Organization[] = [cooperative];
  return fakeApi({
    ...placeHandlers,
    'GET /organizations': () => answer(200, { data: list }),
    'POST /admin/organizations': ({ body }) => {
      const fields = body as Organization;
      const created: Organization = {
        ...cooperative,
        ...fields,
        id: 4,
        department_id: 25,
        department: 'Cundinamarca',
        municipality: 'Soacha',
      };
      list = [...list, created];
      return answer(201, { message: ORGANIZATION_MESSAGES.created, data: created });
    },
    'PUT /admin/organizations/:id': ({ body }) => {
      const updated = { ...cooperative, ...(body as Partial<Organization>) };
      list = list.map((item) => (item.id === updated.id ? updated : item));
      return answer(200, { message: ORGANIZATION_MESSAGES.saved, data: updated });
    },
    'DELETE /admin/organizations/:id': ({ params }) => {
      list = list.filter((item) => String(item.id) !== params.id);
      return answer(200, { message: ORGANIZATION_MESSAGES.deleted });
    },
  });
}

describe('admin organizations', SLOW, () => {
  it('a new organization needs a municipality and at least one contact, then appears in the list', async () => {
    signInAsAdmin();
    const api = organizationsServer();
    renderApp('/admin/organizaciones');
    await screen.findByRole('listitem', { name: cooperative.name });

    await userEvent.click(screen.getByRole('button', { name: 'Nueva organización' }));
    const form = screen.getByRole('form', { name: 'Nueva organización' });
    await userEvent.type(within(form).getByLabelText('Nombre'), 'Asociación de Cacaoteros');
    await userEvent.selectOptions(
      within(form).getByLabelText('Tipo de organización'),
      'Asociación',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Crear organización' }));

    expect(within(form).getByLabelText('Municipio')).toHaveAccessibleDescription(
      ORGANIZATION_MESSAGES.municipalityRequired,
    );
    expect(within(form).getByLabelText('Teléfono')).toHaveAccessibleDescription(
      expect.stringContaining(ORGANIZATION_MESSAGES.contactRequired),
    );
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    const department = within(form).getByLabelText('Departamento');
    await waitFor(() => expect(department).toBeEnabled());
    await userEvent.selectOptions(department, 'Cundinamarca');
    const municipality = within(form).getByLabelText('Municipio');
    await waitFor(() => expect(municipality).toBeEnabled());
    await userEvent.selectOptions(municipality, 'Soacha');
    await userEvent.type(within(form).getByLabelText('WhatsApp'), '3205556677');
    expect(within(form).getByLabelText('Teléfono')).not.toHaveAccessibleDescription(
      expect.stringContaining(ORGANIZATION_MESSAGES.contactRequired),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Crear organización' }));

    expect(
      await screen.findByRole('listitem', { name: 'Asociación de Cacaoteros' }),
    ).toHaveTextContent('Soacha, Cundinamarca');
    expect(screen.queryByRole('form')).toBeNull();
    expect(api.requests.find((r) => r.path === '/admin/organizations')?.body).toEqual({
      name: 'Asociación de Cacaoteros',
      kind: 'asociacion',
      municipality_id: 25754,
      description: null,
      products: null,
      phone: null,
      whatsapp: '3205556677',
    });
  });

  it('editing fills the form with the organization, and deleting asks first', async () => {
    signInAsAdmin();
    const api = organizationsServer();
    renderApp('/admin/organizaciones');

    await userEvent.click(
      await screen.findByRole('button', { name: `Editar ${cooperative.name}` }),
    );
    const form = screen.getByRole('form', { name: `Editar ${cooperative.name}` });
    expect(within(form).getByLabelText('Nombre')).toHaveValue(cooperative.name);
    await waitFor(() =>
      expect(within(form).getByLabelText('Municipio')).toHaveDisplayValue('Fusagasugá'),
    );
    await userEvent.clear(within(form).getByLabelText('Productos (opcional)'));
    await userEvent.type(within(form).getByLabelText('Productos (opcional)'), 'Café, mora');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(screen.getByRole('listitem', { name: cooperative.name })).toHaveTextContent(
      'Productos: Café, mora',
    );
    expect(api.requests.find((r) => r.method === 'PUT')?.path).toBe('/admin/organizations/3');

    await userEvent.click(screen.getByRole('button', { name: `Eliminar ${cooperative.name}` }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Eliminar esta organización?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));

    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: cooperative.name })).toBeNull(),
    );
    expect(screen.getByText('Todavía no hay organizaciones.')).toBeVisible();
  });
});
