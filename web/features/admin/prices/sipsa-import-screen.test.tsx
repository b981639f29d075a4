import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInAsAdmin } from '../admin-test-data';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 20_000 };

describe('/admin/precios (SIPSA wholesale prices)', SLOW, () => {
  it('sends the chosen file and shows what was loaded, unmapped and left out', async () => {
    signInAsAdmin();
    const api = fakeApi({
      'POST /admin/prices/sipsa': () =>
        answer(200, {
          message:
            'Cargó precios mayoristas SIPSA: 6 precios nuevos o cambiados, 0 sin cambios, 1 filas sin producto del catálogo.',
          loaded: 6,
          unchanged: 0,
          unmapped: [{ line: 8, product: 'Fruta de la pasión morada' }],
          skipped: [{ line: 9, reason: 'precio no disponible' }],
        }),
    });
    renderApp('/admin/precios');
    await userEvent.click(await screen.findByRole('button', { name: 'Cargar precios' }));
    expect(screen.getByText('Elige el archivo primero.')).toBeVisible();

    const csv = new File(['Semana,Producto,Mercado\n'], 'anexo.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Archivo CSV'), csv);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar precios' }));

    expect(await screen.findByText(/6 precios nuevos o cambiados/)).toBeVisible();
    expect(screen.getByText('Línea 8: «Fruta de la pasión morada»')).toBeVisible();
    expect(screen.getByText('Línea 9: precio no disponible')).toBeVisible();
    const sent = api.requests.find((r) => r.path === '/admin/prices/sipsa')!;
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('says why a file was refused', async () => {
    signInAsAdmin();
    fakeApi({
      'POST /admin/prices/sipsa': () =>
        answer(422, {
          message:
            'No reconocemos el formato del archivo. Debe ser el anexo de SIPSA en CSV con las columnas Producto, Mercado y los precios.',
        }),
    });
    renderApp('/admin/precios');
    const csv = new File(['nombre,valor\n'], 'otro.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText('Archivo CSV'), csv);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar precios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No reconocemos el formato/);
  });
});
