import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { answer } from '../../../test/fake-api';
import { renderApp, signIn } from '../../../test/render-app';
import { harvest, harvestServer, reservation } from '../harvest-test-data';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('Próximas cosechas (/cosechas)', () => {
  it("lists open harvests with the seller's kept word, the buyer's reservations, and narrows to a product", async () => {
    const papa = harvest({
      seller: {
        id: 7,
        name: 'Rosa Pulido',
        kept_word: { kept: 7, total: 8, text: 'Cumplió 7 de 8 reservas' },
      },
    });
    const api = harvestServer(
      {},
      {
        'GET /harvests': () =>
          answer(200, { data: [papa], meta: { page: 1, per_page: 20, has_more: false } }),
        'GET /reservations/my': () =>
          answer(200, { data: [reservation({ my_side: 'buyer', status: 'accepted' })] }),
      },
    );
    signIn();
    renderApp('/cosechas');

    const list = await screen.findByRole('list', { name: 'Próximas cosechas' });
    const card = within(list).getByRole('link', { name: /Papa parda pastusa: 80 bultos/ });
    expect(card).toHaveAttribute('href', '/cosechas/90');
    expect(card).toHaveTextContent('Rosa Pulido · Cumplió 7 de 8 reservas');

    const mine = await screen.findByRole('region', { name: 'Mis reservas' });
    expect(
      within(mine).getByRole('link', { name: /Papa parda pastusa, de Rosa Pulido.*Aceptada/ }),
    ).toHaveAttribute('href', '/cosechas/90');

    await userEvent.type(screen.getByRole('combobox', { name: 'Buscar un producto' }), 'papa');
    await userEvent.click(await screen.findByRole('option', { name: /Papa parda pastusa/ }));
    await waitFor(() =>
      expect(
        api.requests.some((r) => r.path === '/harvests' && r.query.get('product_id') === '1003016'),
      ).toBe(true),
    );
  });
});
