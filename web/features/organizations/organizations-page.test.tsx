import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Organization } from '../../../domain/api/organizations';
import { ORGANIZATION_MESSAGES } from '../../../domain/organizations/organization';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi } from '../../test/fake-api';
import type { FakeHandler } from '../../test/fake-api';
import { renderApp, signIn } from '../../test/render-app';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const departments = [
  { id: 19, name: 'Cauca' },
  { id: 52, name: 'Nariño' },
];
const municipalities: Record<string, object[]> = {
  '19': [
    { id: 19698, name: 'Santander de Quilichao', department_id: 19, latitude: 3, longitude: -76.4 },
  ],
  '52': [
    { id: 52001, name: 'Pasto', department_id: 52, latitude: 1.2, longitude: -77.28 },
    { id: 52480, name: 'La Unión', department_id: 52, latitude: 1.6, longitude: -77.13 },
  ],
};

let nextId = 1;
function organization(fields: Partial<Organization> = {}): Organization {
  return {
    id: nextId++,
    name: 'Asociación de Caficultores de La Unión',
    kind: 'asociacion',
    department_id: 52,
    department: 'Nariño',
    municipality_id: 52480,
    municipality: 'La Unión',
    description: 'Reunimos a 120 familias caficultoras y vendemos el café en grupo.',
    products: 'Café pergamino, panela',
    phone: '3154445566',
    whatsapp: null,
    ...fields,
  };
}

function directory(list: Organization[] | FakeHandler) {
  return fakeApi({
    'GET /departments': () => answer(200, { data: departments }),
    'GET /municipalities/:departmentId': ({ params }) =>
      answer(200, { data: municipalities[params.departmentId!] ?? [] }),
    'GET /organizations': typeof list === 'function' ? list : () => answer(200, { data: list }),
  });
}

async function openDirectory(path = '/organizaciones') {
  signIn();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Organizaciones' });
  return app;
}

const filters = () => screen.getByRole('search', { name: 'Filtrar organizaciones' });
const lastQuery = (api: ReturnType<typeof directory>) =>
  api.requests.filter((r) => r.path === '/organizations').at(-1)!.query;

describe('/organizaciones', () => {
  it('lists each organization with its kind, place, products, description and contacts', async () => {
    directory([
      organization(),
      organization({
        name: 'Cooperativa Cacaotera del Cauca',
        kind: 'cooperativa',
        department: 'Cauca',
        municipality: 'Santander de Quilichao',
        products: 'Cacao',
        phone: '6028201234',
        whatsapp: '3201234567',
      }),
      organization({ name: 'Red de Mujeres Rurales', kind: 'otra', phone: '6027300000' }),
    ]);
    await openDirectory();

    expect(screen.getByText(/Asociaciones y cooperativas de productores/)).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Organizaciones' });
    const [union, cacao, women] = within(list).getAllByRole('article') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(screen.getByText('3 organizaciones')).toBeVisible();

    expect(
      within(union).getByRole('heading', { name: 'Asociación de Caficultores de La Unión' }),
    ).toBeVisible();
    expect(union).toHaveTextContent('Asociación');
    expect(union).toHaveTextContent('La Unión, Nariño');
    expect(union).toHaveTextContent('Productos que acopian: Café pergamino, panela');
    expect(union).toHaveTextContent('Reunimos a 120 familias caficultoras');
    // No WhatsApp number given: the phone, a mobile, takes the messages.
    expect(within(union).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/573154445566?text=${encodeURIComponent(
        'Hola, los encontré en El campo en tus manos y quisiera más información sobre Asociación de Caficultores de La Unión.',
      )}`,
    );
    expect(within(union).getByRole('link', { name: /Llamar/ })).toHaveAttribute(
      'href',
      'tel:+573154445566',
    );

    expect(cacao).toHaveTextContent('Cooperativa');
    expect(within(cacao).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/573201234567\?text=/),
    );
    expect(within(cacao).getByRole('link', { name: /Llamar/ })).toHaveAttribute(
      'href',
      'tel:+576028201234',
    );

    // A landline only: a call, no WhatsApp.
    expect(women).toHaveTextContent('Otra organización');
    expect(within(women).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(within(women).getByRole('link', { name: /Llamar/ })).toHaveAttribute(
      'href',
      'tel:+576027300000',
    );
  });

  it('filters by department, municipality and a search word, all kept in the address', async () => {
    const api = directory([organization()]);
    const app = await openDirectory();
    await screen.findByRole('list', { name: 'Organizaciones' });

    await userEvent.selectOptions(
      within(filters()).getByLabelText('Departamento'),
      await within(filters()).findByRole('option', { name: 'Nariño' }),
    );
    await userEvent.selectOptions(
      within(filters()).getByLabelText('Municipio'),
      await within(filters()).findByRole('option', { name: 'La Unión' }),
    );
    await userEvent.type(within(filters()).getByLabelText('Nombre o producto'), '  café {Enter}');

    await waitFor(() => {
      const query = lastQuery(api);
      expect(query.get('department_id')).toBe('52');
      expect(query.get('municipality_id')).toBe('52480');
      expect(query.get('q')).toBe('café');
    });
    expect(new URLSearchParams(app.router.state.location.search)).toEqual(
      new URLSearchParams({ departamento: '52', municipio: '52480', q: 'café' }),
    );
  });

  it('opens with the filters of a shared link', async () => {
    const api = directory([organization()]);
    await openDirectory('/organizaciones?departamento=19&q=cacao');
    await screen.findByRole('list', { name: 'Organizaciones' });

    const query = api.requests.find((r) => r.path === '/organizations')!.query;
    expect(query.get('department_id')).toBe('19');
    expect(query.get('municipality_id')).toBeNull();
    expect(query.get('q')).toBe('cacao');
    expect(within(filters()).getByLabelText('Nombre o producto')).toHaveValue('cacao');
    await waitFor(() => expect(within(filters()).getByLabelText('Departamento')).toHaveValue('19'));
  });

  it('says so when nothing matches, and "Quitar filtros" goes back to the whole directory', async () => {
    const api = directory(({ query }) =>
      answer(200, { data: query.get('q') ? [] : [organization()] }),
    );
    await openDirectory('/organizaciones?q=aguacate');

    expect(await screen.findByText(ORGANIZATION_MESSAGES.empty)).toBeVisible();
    expect(screen.getByText(ORGANIZATION_MESSAGES.emptyHint)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await screen.findByRole('list', { name: 'Organizaciones' })).toBeVisible();
    expect(lastQuery(api).get('q')).toBeNull();
    expect(within(filters()).getByLabelText('Nombre o producto')).toHaveValue('');
  });

  it('shows placeholders while loading and a retry after a failure', async () => {
    let fail = true;
    directory(() =>
      fail ? answer(500, { message: 'Ocurrió un error' }) : answer(200, { data: [organization()] }),
    );
    await openDirectory();

    expect(screen.getByText('Cargando organizaciones…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert', undefined, { timeout: 6000 });
    expect(alert).toHaveTextContent('No pudimos cargar las organizaciones.');

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Organizaciones' })).toBeVisible();
  });
});
