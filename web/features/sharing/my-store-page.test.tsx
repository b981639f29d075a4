import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Storefront } from '../../../domain/api/sharing';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi } from '../../test/fake-api';
import { renderApp, signIn } from '../../test/render-app';
import { papaPastusa } from '../../test/listing-test-data';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const LINK = 'https://campo.example/vendedor/7';

function storefront(fields: Partial<Storefront> = {}): Storefront {
  return {
    seller_id: 7,
    name: 'Valeria Dueña',
    description: 'Finca familiar en la vereda El Plan.',
    link: LINK,
    public: true,
    days: 7,
    opens: {
      storefront: 4,
      listings: [
        { id: 12, name: 'Papa criolla', link: 'https://campo.example/p/12', opens: 1 },
        { id: 13, name: 'Café pergamino', link: 'https://campo.example/p/13', opens: 0 },
      ],
    },
    ...fields,
  };
}

function openMyStore(
  initial = storefront(),
  grownAtFirst = [{ id: 105001, name: 'Café pergamino seco' }],
) {
  signIn();
  let current = initial;
  let grown = grownAtFirst;
  const api = fakeApi({
    'GET /me/grown-products': () => answer(200, { data: grown }),
    'PUT /me/grown-products': ({ body }) => {
      const ids = (body as { product_ids: number[] }).product_ids;
      const names: Record<number, string> = {
        105001: 'Café pergamino seco',
        1003016: papaPastusa.product,
      };
      grown = ids.map((id) => ({ id, name: names[id]! }));
      return answer(200, { message: 'Guardamos lo que cultivas.', data: grown });
    },
    'GET /categories/all': () => answer(200, { data: [papaPastusa] }),
    'GET /storefront': () => answer(200, { data: current }),
    'PUT /storefront': ({ body }) => {
      current = { ...current, description: (body as { description: string }).description };
      return answer(200, { message: 'Descripción guardada.', data: current });
    },
  });
  const app = renderApp('/tienda');
  return { api, app };
}

describe('Mi tienda (/tienda)', () => {
  it("'Lo que cultivo': a product picked from the catalogue is added, a tap on one removes it", async () => {
    const { api } = openMyStore();
    const grownList = await screen.findByRole('list', { name: 'Productos que cultivo' });
    expect(
      await within(grownList).findByRole('button', { name: 'Quitar Café pergamino seco' }),
    ).toBeVisible();

    await userEvent.type(screen.getByRole('combobox', { name: 'Agregar un producto' }), 'papa');
    await userEvent.click(await screen.findByRole('option', { name: /Papa parda pastusa/ }));
    expect(
      await within(grownList).findByRole('button', { name: 'Quitar Papa parda pastusa' }),
    ).toBeVisible();
    const saves = () =>
      api.requests.filter(
        (request) => request.method === 'PUT' && request.path === '/me/grown-products',
      );
    expect(saves()[0]?.body).toEqual({ product_ids: [105001, 1003016] });

    await userEvent.click(
      within(grownList).getByRole('button', { name: 'Quitar Café pergamino seco' }),
    );
    await screen.findByRole('button', { name: 'Quitar Papa parda pastusa' });
    expect(saves()[1]?.body).toEqual({ product_ids: [1003016] });
    await expect
      .poll(() => within(grownList).queryByRole('button', { name: 'Quitar Café pergamino seco' }))
      .toBeNull();
    expect(screen.getByRole('link', { name: 'Mis cosechas' })).toHaveAttribute(
      'href',
      '/cosechas/mias',
    );
  });

  it('before the first listing it offers no link that answers 404: it says publishing opens the storefront', async () => {
    openMyStore(storefront({ public: false, opens: { storefront: 0, listings: [] } }));

    expect(
      await screen.findByText(/Tu tienda pública aparece cuando publiques tu primer producto/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Copiar enlace' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Compartir por WhatsApp' })).toBeNull();
    expect(screen.queryByRole('link', { name: LINK })).toBeNull();
    expect(screen.getByRole('link', { name: 'Publicar producto' })).toHaveAttribute(
      'href',
      '/crear-producto',
    );
    // The description can be written ahead; it shows once the storefront exists.
    expect(screen.getByLabelText('Descripción de tu finca')).toBeVisible();
  });

  it("the sidebar's 'Mi tienda' opens it instead of the coming-soon dialog", async () => {
    signIn();
    fakeApi({ 'GET /storefront': () => answer(200, { data: storefront() }) });
    const app = renderApp('/inicio');
    await screen.findByRole('heading', { level: 1 });
    const sidebar = (await screen.findAllByRole('navigation', { name: 'Menú principal' }))[0]!;
    const entry = within(sidebar).getByRole('link', { name: 'Mi tienda' });
    expect(entry).not.toHaveTextContent('Pronto');

    await userEvent.click(entry);

    expect(await screen.findByRole('heading', { level: 1, name: 'Mi tienda' })).toBeVisible();
    expect(app.currentPath()).toBe('/tienda');
    expect(screen.queryByRole('dialog', { name: 'Sección en preparación' })).toBeNull();
  });

  it("shows the public link, copies it with 'Copiar enlace' and shares it by WhatsApp", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    openMyStore();

    expect(await screen.findByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
    await userEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Enlace copiado.')).toBeVisible();

    const whatsapp = screen.getByRole('link', { name: 'Compartir por WhatsApp' });
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toBe(
      `https://wa.me/?text=Mira los productos de Valeria Dueña en El campo en tus manos: ${LINK}`,
    );
  });

  it('shows how many times the storefront and each listing were opened this week', async () => {
    openMyStore();
    const opens = await screen.findByRole('region', { name: 'Visitas desde enlaces compartidos' });

    expect(opens).toHaveTextContent('Últimos 7 días');
    const rows = within(opens).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Tu tienda4 aperturas',
      'Papa criolla1 apertura',
      'Café pergamino0 aperturas',
    ]);
  });

  it('saves the farm description, refusing more than 300 characters with the Spanish message', async () => {
    const { api } = openMyStore();
    const field = await screen.findByRole('textbox', { name: 'Descripción de tu finca' });
    expect(field).toHaveValue('Finca familiar en la vereda El Plan.');

    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(301));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar descripción' }));
    expect(
      await screen.findByText('La descripción de tu finca puede tener hasta 300 caracteres.'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '  Cultivamos café y plátano.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar descripción' }));

    expect(await screen.findByText('Descripción guardada.')).toBeVisible();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      description: 'Cultivamos café y plátano.',
    });
    expect(screen.getByRole('textbox', { name: 'Descripción de tu finca' })).toHaveValue(
      'Cultivamos café y plátano.',
    );
  });
});
