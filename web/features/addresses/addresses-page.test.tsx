import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi } from '../../test/fake-api';
import type { FakeAnswer, FakeHandler } from '../../test/fake-api';
import { renderApp, signIn } from '../../test/render-app';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const departments = [
  { id: 5, name: 'Antioquia' },
  { id: 25, name: 'Cundinamarca' },
];
const municipalities: Record<string, object[]> = {
  '5': [
    { id: 5001, name: 'Medellín', department_id: 5, latitude: 6.25, longitude: -75.56 },
    { id: 5615, name: 'Rionegro', department_id: 5, latitude: 6.15, longitude: -75.37 },
  ],
  '25': [{ id: 25290, name: 'Fusagasugá', department_id: 25, latitude: 4.34, longitude: -74.36 }],
};

let nextId = 100;
function savedAddress(fields: {
  name: string;
  address: string;
  vereda?: string | null;
  address_private?: boolean;
  listings?: { id: number; name: string }[];
  department: { id: number; name: string };
  municipality: { id: number; name: string };
}) {
  return {
    id: nextId++,
    user_id: 7,
    country_id: 1,
    department_id: fields.department.id,
    municipalite_id: fields.municipality.id,
    municipality_id: fields.municipality.id,
    name: fields.name,
    address: fields.address,
    vereda: fields.vereda ?? null,
    address_private: fields.address_private ?? false,
    created_at: '2026-11-21T15:00:00.000Z',
    updated_at: '2026-11-21T15:00:00.000Z',
    department: fields.department,
    municipality: fields.municipality,
    country: { id: 1, name: 'Colombia' },
    listings: fields.listings ?? [],
  };
}

const finca = () =>
  savedAddress({
    name: 'Finca La Esperanza',
    address: 'Km 3 vía a San Gil',
    vereda: 'El Carmen',
    department: { id: 5, name: 'Antioquia' },
    municipality: { id: 5615, name: 'Rionegro' },
  });

function deferred() {
  let resolve!: (value: FakeAnswer) => void;
  const promise = new Promise<FakeAnswer>((done) => (resolve = done));
  return { promise, resolve };
}

/** A fake server holding the person's addresses, like the real one. */
function addressServer(
  initial: ReturnType<typeof savedAddress>[],
  extra: Record<string, FakeHandler> = {},
) {
  let list = [...initial];
  const api = fakeApi({
    'GET /departments': () => answer(200, { data: departments }),
    'GET /municipalities/:departmentId': ({ params }) =>
      answer(200, { data: municipalities[params.departmentId!] ?? [] }),
    'GET /address': () => answer(200, { data: list }),
    'POST /address': ({ body }) => {
      const input = body as Record<string, unknown>;
      const department = departments.find((d) => d.id === input.department_id)!;
      const municipality = Object.values(municipalities)
        .flat()
        .find((m) => (m as { id: number }).id === input.municipality_id) as {
        id: number;
        name: string;
      };
      const created = savedAddress({
        name: String(input.name),
        address: String(input.address),
        vereda: (input.vereda as string | null) ?? null,
        address_private: input.address_private === true,
        department,
        municipality: { id: municipality.id, name: municipality.name },
      });
      list = [...list, created];
      return answer(201, { message: 'Dirección creada', data: created });
    },
    'POST /address/:id/delete': ({ params }) => {
      list = list.filter((a) => String(a.id) !== params.id);
      return answer(200, { success: true, message: 'Dirección eliminada' });
    },
    ...extra,
  });
  return api;
}

async function openAddresses() {
  signIn();
  const app = renderApp('/cuenta/direcciones');
  await screen.findByRole('heading', { level: 1, name: 'Direcciones' });
  return app;
}

const savedList = () => screen.getByRole('region', { name: 'Mis direcciones' });
const form = () => screen.getByRole('region', { name: 'Nueva dirección' });

describe('addresses screen', () => {
  it('lists each saved address with its name, address, vereda and place', async () => {
    addressServer([finca()]);
    await openAddresses();

    const item = await within(savedList()).findByRole('listitem');
    expect(item).toHaveTextContent('Finca La Esperanza — Km 3 vía a San Gil');
    expect(item).toHaveTextContent('Vereda El Carmen, Rionegro, Antioquia');
  });

  it('says so while the list loads, and when there are none yet', async () => {
    const list = deferred();
    addressServer([], { 'GET /address': () => list.promise });
    await openAddresses();

    expect(within(savedList()).getByText('Cargando direcciones…')).toBeVisible();
    list.resolve(answer(200, { data: [] }));
    expect(
      await within(savedList()).findByText('Aún no tienes direcciones guardadas.'),
    ).toBeVisible();
  });

  it('shows "Error cargando direcciones" when the list cannot be loaded', async () => {
    addressServer([], { 'GET /address': () => answer(500, { message: 'Ocurrió un error' }) });
    await openAddresses();

    expect(
      await within(savedList()).findByText('Error cargando direcciones', undefined, {
        timeout: 4000,
      }),
    ).toBeVisible();
  });

  it('an incomplete form shows "Faltan campos obligatorios" and what each field needs', async () => {
    const api = addressServer([]);
    await openAddresses();

    await userEvent.type(within(form()).getByLabelText('Nombre de la dirección'), '   ');
    await userEvent.click(within(form()).getByRole('button', { name: 'Guardar dirección' }));

    expect(within(form()).getByRole('alert')).toHaveTextContent('Faltan campos obligatorios');
    expect(within(form()).getByText('Selecciona un departamento')).toBeVisible();
    expect(within(form()).getByText('Selecciona un municipio')).toBeVisible();
    expect(within(form()).getByText('Escribe un nombre para la dirección')).toBeVisible();
    expect(within(form()).getByText('Escribe la dirección completa')).toBeVisible();
    expect(within(form()).getByLabelText('Departamento')).toHaveFocus();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('the municipality list follows the department and resets when it changes', async () => {
    addressServer([]);
    await openAddresses();
    const department = within(form()).getByLabelText('Departamento');
    const municipality = within(form()).getByLabelText('Municipio');
    expect(municipality).toBeDisabled();

    await userEvent.selectOptions(
      department,
      await within(form()).findByRole('option', { name: 'Antioquia' }),
    );
    await userEvent.selectOptions(
      municipality,
      await within(form()).findByRole('option', { name: 'Rionegro' }),
    );
    expect(municipality).toHaveValue('5615');

    await userEvent.selectOptions(department, 'Cundinamarca');

    expect(municipality).toHaveValue('');
    expect(await within(form()).findByRole('option', { name: 'Fusagasugá' })).toBeInTheDocument();
    expect(within(form()).queryByRole('option', { name: 'Rionegro' })).not.toBeInTheDocument();
  });

  it('a saved address appears in the list at once, and the form is emptied', async () => {
    const api = addressServer([finca()]);
    await openAddresses();
    await within(savedList()).findByRole('listitem');

    await userEvent.selectOptions(
      within(form()).getByLabelText('Departamento'),
      await within(form()).findByRole('option', { name: 'Cundinamarca' }),
    );
    await userEvent.selectOptions(
      within(form()).getByLabelText('Municipio'),
      await within(form()).findByRole('option', { name: 'Fusagasugá' }),
    );
    await userEvent.type(
      within(form()).getByLabelText('Nombre de la dirección'),
      '  Lote El Mirador ',
    );
    await userEvent.type(
      within(form()).getByLabelText('Dirección completa'),
      'Vereda Bermejal, lote 4',
    );
    await userEvent.click(within(form()).getByRole('button', { name: 'Guardar dirección' }));

    await vi.waitFor(() => expect(within(savedList()).getAllByRole('listitem')).toHaveLength(2));
    expect(
      within(savedList()).getByText('Lote El Mirador — Vereda Bermejal, lote 4'),
    ).toBeVisible();
    expect(await screen.findByText('Dirección guardada')).toBeVisible();

    const post = api.requests.find((r) => r.method === 'POST' && r.path === '/address');
    expect(post?.body).toEqual({
      department_id: 25,
      municipalite_id: 25290,
      municipality_id: 25290,
      name: 'Lote El Mirador',
      address: 'Vereda Bermejal, lote 4',
      vereda: null,
      address_private: false,
    });
    expect(within(form()).getByLabelText('Nombre de la dirección')).toHaveValue('');
    expect(within(form()).getByLabelText('Departamento')).toHaveValue('');
  });

  it("'Mostrar solo vereda y municipio' keeps the address text from buyers, and says so", async () => {
    const api = addressServer([]);
    await openAddresses();
    await userEvent.selectOptions(
      within(form()).getByLabelText('Departamento'),
      await within(form()).findByRole('option', { name: 'Cundinamarca' }),
    );
    await userEvent.selectOptions(
      within(form()).getByLabelText('Municipio'),
      await within(form()).findByRole('option', { name: 'Fusagasugá' }),
    );
    await userEvent.type(within(form()).getByLabelText('Nombre de la dirección'), 'Finca');
    await userEvent.type(within(form()).getByLabelText('Dirección completa'), 'Km 4 portón verde');
    await userEvent.type(within(form()).getByLabelText('Vereda (opcional)'), 'Montoya');
    const choice = within(form()).getByRole('checkbox', {
      name: 'Mostrar solo vereda y municipio',
    });
    expect(choice).toHaveAccessibleDescription(
      'Los compradores con sesión verán la dirección completa, la vereda, el municipio y el departamento.',
    );
    await userEvent.click(choice);
    expect(choice).toHaveAccessibleDescription(
      'Los compradores verán la vereda, el municipio y el departamento. La dirección completa solo la ves tú.',
    );
    await userEvent.click(within(form()).getByRole('button', { name: 'Guardar dirección' }));

    expect(
      await within(savedList()).findByText(
        'Los compradores verán solo: vereda Montoya, Fusagasugá, Cundinamarca.',
      ),
    ).toBeVisible();
    const post = api.requests.find((r) => r.method === 'POST' && r.path === '/address');
    expect(post?.body).toMatchObject({ address: 'Km 4 portón verde', address_private: true });
  });

  it('an address a listing uses names it before deleting, and offers to edit it instead', async () => {
    const used = savedAddress({
      name: 'Finca La Esperanza',
      address: 'Km 3 vía a San Gil',
      department: { id: 5, name: 'Antioquia' },
      municipality: { id: 5615, name: 'Rionegro' },
      listings: [{ id: 41, name: 'Papa pastusa' }],
    });
    const api = addressServer([used], {
      'PUT /address/:id': ({ body }) =>
        answer(200, {
          message: 'Dirección actualizada',
          data: { ...used, address: (body as { address: string }).address },
        }),
    });
    await openAddresses();
    await userEvent.click(
      await within(savedList()).findByRole('button', {
        name: 'Eliminar Finca La Esperanza — Km 3 vía a San Gil',
      }),
    );
    const refusal = await screen.findByRole('alertdialog');
    expect(refusal).toHaveTextContent('Esta dirección no se puede eliminar');
    expect(refusal).toHaveTextContent('La usa «Papa pastusa».');
    expect(within(refusal).queryByRole('button', { name: 'Sí, eliminar' })).toBeNull();
    await userEvent.click(within(refusal).getByRole('button', { name: 'Editar la dirección' }));

    const edit = await screen.findByRole('dialog', { name: 'Editar dirección' });
    const street = within(edit).getByLabelText('Dirección completa');
    expect(street).toHaveValue('Km 3 vía a San Gil');
    await userEvent.clear(street);
    await userEvent.type(street, 'Km 4 vía a San Gil');
    await userEvent.click(within(edit).getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/address/${used.id}`);
    expect(put?.body).toMatchObject({ address: 'Km 4 vía a San Gil', municipality_id: 5615 });
    expect(api.requests.some((r) => r.path.endsWith('/delete'))).toBe(false);
  });

  it('field messages from the server appear under their fields', async () => {
    addressServer([], {
      'POST /address': () =>
        answer(422, {
          message: 'Revisa los datos.',
          errors: { municipality_id: ['El municipio no pertenece al departamento elegido.'] },
        }),
    });
    await openAddresses();

    await userEvent.selectOptions(
      within(form()).getByLabelText('Departamento'),
      await within(form()).findByRole('option', { name: 'Antioquia' }),
    );
    await userEvent.selectOptions(
      within(form()).getByLabelText('Municipio'),
      await within(form()).findByRole('option', { name: 'Medellín' }),
    );
    await userEvent.type(within(form()).getByLabelText('Nombre de la dirección'), 'Casa');
    await userEvent.type(within(form()).getByLabelText('Dirección completa'), 'Calle 10 # 4-20');
    await userEvent.click(within(form()).getByRole('button', { name: 'Guardar dirección' }));

    expect(
      await within(form()).findByText('El municipio no pertenece al departamento elegido.'),
    ).toBeVisible();
    expect(within(form()).getByLabelText('Municipio')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deleting asks first, removes the address at once, and brings it back when a product uses it', async () => {
    const server = deferred();
    addressServer([finca()], { 'POST /address/:id/delete': () => server.promise });
    await openAddresses();

    await userEvent.click(
      await within(savedList()).findByRole('button', {
        name: 'Eliminar Finca La Esperanza — Km 3 vía a San Gil',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar esta dirección?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));

    expect(within(savedList()).queryByText(/Finca La Esperanza/)).not.toBeInTheDocument();

    server.resolve(answer(409, { message: 'Esta dirección ya la tiene un producto' }));

    expect(await screen.findByText('Esta dirección ya la tiene un producto')).toBeVisible();
    expect(
      await within(savedList()).findByText('Finca La Esperanza — Km 3 vía a San Gil'),
    ).toBeVisible();
  });

  it('when the first delete path does not exist it uses DELETE /address/{id}', async () => {
    const address = finca();
    let deleted = false;
    const api = addressServer([address], {
      'GET /address': () => answer(200, { data: deleted ? [] : [address] }),
      'POST /address/:id/delete': () => answer(405, { message: 'Método no permitido' }),
      'DELETE /address/:id': () => {
        deleted = true;
        return answer(200, { success: true, message: 'Dirección eliminada' });
      },
    });
    await openAddresses();

    await userEvent.click(
      await within(savedList()).findByRole('button', { name: /Eliminar Finca La Esperanza/ }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, eliminar' }),
    );

    expect(await screen.findByText('Dirección eliminada')).toBeVisible();
    expect(
      await within(savedList()).findByText('Aún no tienes direcciones guardadas.'),
    ).toBeVisible();
    expect(
      api.requests.some((r) => r.method === 'DELETE' && r.path === `/address/${address.id}`),
    ).toBe(true);
  });

  it('any other failure says "No se pudo eliminar la dirección" and keeps the address', async () => {
    addressServer([finca()], {
      'POST /address/:id/delete': () => answer(500, { message: 'Ocurrió un error' }),
    });
    await openAddresses();

    await userEvent.click(
      await within(savedList()).findByRole('button', { name: /Eliminar Finca La Esperanza/ }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, eliminar' }),
    );

    expect(await screen.findByText('No se pudo eliminar la dirección')).toBeVisible();
    expect(within(savedList()).getByText(/Finca La Esperanza/)).toBeVisible();
  });
});
