import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminListing, AdminReport, AdminReview } from '../../../domain/api/admin';
import { ADMIN_MESSAGES } from '../../../domain/admin/admin';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import {
  actionEntry,
  adminListing,
  adminReview,
  page,
  report,
  signInAsAdmin,
} from './admin-test-data';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

// Each test types into real forms and loads lazy screens: more than the default 5 s on a busy
// machine.
const SLOW = { timeout: 20_000 };

describe('reports inbox', SLOW, () => {
  it('filters by type and status through the query, and pages with "Ver más"', async () => {
    signInAsAdmin();
    const api = fakeApi({
      'GET /admin/reports': ({ query }) =>
        query.get('page') === '2'
          ? answer(200, page([report({ id: 2, description: 'La app se cierra.' })], false, 2))
          : answer(200, page([report()], true)),
    });
    renderApp('/admin/reportes');

    const item = await screen.findByRole('listitem', { name: 'Problema de Pago, Pedro Ruiz' });
    expect(item).toHaveTextContent('3209876543');
    expect(item).toHaveTextContent('21 de noviembre de 2026');
    expect(item).toHaveTextContent('Me cobraron dos veces.');
    expect(item).toHaveTextContent('Pendiente');
    const first = api.requests.at(-1)!;
    expect(first.query.get('status')).toBe('open');
    expect(first.query.get('type')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(await screen.findByText('La app se cierra.')).toBeVisible();
    expect(api.requests.at(-1)!.query.get('page')).toBe('2');

    await userEvent.selectOptions(screen.getByLabelText('Tipo de reporte'), 'Problema Técnico');
    await waitFor(() => expect(api.requests.at(-1)!.query.get('type')).toBe('tecnico'));
    await userEvent.click(screen.getByRole('button', { name: 'Atendidos' }));
    await waitFor(() => expect(api.requests.at(-1)!.query.get('status')).toBe('handled'));
    expect(api.requests.at(-1)!.query.get('type')).toBe('tecnico');
    expect(screen.getByRole('button', { name: 'Atendidos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('"Marcar como atendido" records who handled it, and "Reabrir" undoes it', async () => {
    signInAsAdmin();
    let current: AdminReport = report();
    const api = fakeApi({
      'GET /admin/reports': () => answer(200, page([current])),
      'POST /admin/reports/:id/handled': ({ body }) => {
        const handled = (body as { handled: boolean }).handled;
        current = {
          ...current,
          handled_at: handled ? '2026-11-22T14:00:00.000Z' : null,
          handled_by: handled ? 'Laura Gómez' : null,
        };
        return answer(200, {
          message: handled ? ADMIN_MESSAGES.reportHandled : ADMIN_MESSAGES.reportReopened,
          data: current,
        });
      },
    });
    renderApp('/admin/reportes');
    const item = await screen.findByRole('listitem', { name: /Problema de Pago/ });

    await userEvent.click(within(item).getByRole('button', { name: 'Marcar como atendido' }));

    expect(await within(item).findByRole('button', { name: 'Reabrir' })).toBeVisible();
    expect(item).toHaveTextContent('Atendido por Laura Gómez el 22 de noviembre de 2026.');
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/admin/reports/31/handled');
    expect(post.body).toEqual({ handled: true });

    await userEvent.click(within(item).getByRole('button', { name: 'Reabrir' }));
    expect(await within(item).findByRole('button', { name: 'Marcar como atendido' })).toBeVisible();
    expect(api.requests.at(-1)!.body).toEqual({ handled: false });
  });
});

describe('moderation', SLOW, () => {
  it('hiding a listing requires a reason, sends it, and shows it with "Mostrar de nuevo"', async () => {
    signInAsAdmin();
    let current: AdminListing = adminListing();
    const api = fakeApi({
      'GET /admin/listings': () => answer(200, page([current])),
      'POST /admin/listings/:id/hide': ({ body }) => {
        current = {
          ...current,
          status: 'hidden',
          hidden_reason: (body as { reason: string }).reason,
        };
        return answer(200, { message: ADMIN_MESSAGES.listingHidden, data: current });
      },
      'POST /admin/listings/:id/unhide': () => {
        current = { ...current, status: 'active', hidden_reason: null };
        return answer(200, { message: ADMIN_MESSAGES.listingShown, data: current });
      },
    });
    renderApp('/admin/moderacion');

    await userEvent.type(await screen.findByLabelText('Buscar publicaciones'), 'papa');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.requests.at(-1)!.query.get('q')).toBe('papa'));
    const item = await screen.findByRole('listitem', { name: 'Papa criolla' });
    expect(item).toHaveTextContent('Activa');

    await userEvent.click(within(item).getByRole('button', { name: 'Ocultar Papa criolla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ocultar publicación' });
    expect(dialog).toHaveTextContent('El vendedor verá este motivo en Mis productos.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ocultar publicación' }));
    expect(within(dialog).getByLabelText('Motivo')).toHaveAccessibleDescription(
      expect.stringContaining(ADMIN_MESSAGES.reasonRequired),
    );
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Foto engañosa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ocultar publicación' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const hide = api.requests.find((r) => r.path === '/admin/listings/41/hide')!;
    expect(hide.body).toEqual({ reason: 'Foto engañosa' });
    expect(item).toHaveTextContent('Oculta');
    expect(item).toHaveTextContent('Motivo: Foto engañosa');

    await userEvent.click(
      within(item).getByRole('button', { name: 'Mostrar de nuevo Papa criolla' }),
    );
    expect(await within(item).findByRole('button', { name: 'Ocultar Papa criolla' })).toBeVisible();
    expect(api.requests.some((r) => r.path === '/admin/listings/41/unhide')).toBe(true);
  });

  it('a refused hide keeps the dialog open with the typed reason and the server’s message', async () => {
    signInAsAdmin();
    fakeApi({
      'GET /admin/listings': () => answer(200, page([adminListing()])),
      'POST /admin/listings/:id/hide': () =>
        answer(404, { message: ADMIN_MESSAGES.listingNotFound }),
    });
    renderApp('/admin/moderacion');
    const item = await screen.findByRole('listitem', { name: 'Papa criolla' });
    await userEvent.click(within(item).getByRole('button', { name: 'Ocultar Papa criolla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ocultar publicación' });

    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Precio falso');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ocultar publicación' }));

    expect(await within(dialog).findByText(ADMIN_MESSAGES.listingNotFound)).toBeVisible();
    expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Precio falso');
  });

  it('a review is removed with a reason and then marked as removed', async () => {
    signInAsAdmin();
    let current: AdminReview = adminReview();
    const api = fakeApi({
      'GET /admin/listings': () => answer(200, page([])),
      'GET /admin/reviews': () =>
        answer(
          200,
          page([
            current,
            adminReview({ id: 91, voto: 5, body: 'Muy buena.', user: { id: 3, name: 'Luis' } }),
          ]),
        ),
      'POST /admin/reviews/:id/remove': () => {
        current = { ...current, removed_at: '2026-11-22T14:00:00.000Z' };
        return answer(200, { message: ADMIN_MESSAGES.reviewRemoved, data: current });
      },
    });
    renderApp('/admin/moderacion');

    await userEvent.click(await screen.findByRole('tab', { name: 'Opiniones' }));
    const item = await screen.findByRole('listitem', {
      name: 'Opinión de Ana Torres sobre Papa criolla',
    });
    expect(within(item).getByRole('img', { name: '1 de 5 estrellas' })).toBeVisible();
    expect(item).toHaveTextContent('Texto ofensivo.');
    expect(item).toHaveTextContent('21 de noviembre de 2026');

    await userEvent.click(
      within(item).getByRole('button', { name: 'Eliminar opinión de Ana Torres' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar opinión' });
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Insultos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar opinión' }));

    expect(await within(item).findByText('Eliminada el 22 de noviembre de 2026')).toBeVisible();
    expect(within(item).queryByRole('button', { name: /Eliminar opinión/ })).toBeNull();
    const remove = api.requests.find((r) => r.path === '/admin/reviews/90/remove')!;
    expect(remove.body).toEqual({ reason: 'Insultos' });
  });
});

describe('action log', SLOW, () => {
  it('shows each action’s label, admin, target, reason and Bogotá date and time, with paging', async () => {
    signInAsAdmin();
    const api = fakeApi({
      'GET /admin/actions': ({ query }) =>
        query.get('page') === '2'
          ? answer(
              200,
              page(
                [
                  actionEntry({
                    id: 3,
                    action: 'role.grant',
                    label: 'Dio el rol de administrador',
                    target_type: 'user',
                    target_id: 7,
                    details: { phone: '3001234567' },
                    admin: { id: null, name: 'Consola del servidor' },
                  }),
                ],
                false,
                2,
              ),
            )
          : answer(
              200,
              page(
                [
                  actionEntry({
                    id: 2,
                    action: 'listing.hide',
                    label: 'Ocultó una publicación',
                    target_type: 'listing',
                    target_id: 41,
                    details: { reason: 'Foto engañosa' },
                  }),
                  actionEntry(),
                ],
                true,
              ),
            ),
    });
    renderApp('/admin/registro');

    const list = await screen.findByRole('list', { name: 'Acciones' });
    const [hide, create] = within(list).getAllByRole('listitem');
    expect(hide).toHaveTextContent('Ocultó una publicación');
    expect(hide).toHaveTextContent('Publicación N.º 41');
    expect(hide).toHaveTextContent('Por Laura Gómez');
    expect(hide).toHaveTextContent('Motivo: Foto engañosa');
    expect(hide).toHaveTextContent('21 de noviembre de 2026, 10:00 a. m.');
    expect(create).toHaveTextContent('Creó una tienda');
    expect(create).toHaveTextContent('Tienda N.º 5');
    expect(create).toHaveTextContent('Nombre: Agroinsumos El Surco');

    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(await within(list).findByText(/Dio el rol de administrador/)).toBeVisible();
    expect(list).toHaveTextContent('Por Consola del servidor');
    expect(api.requests.at(-1)!.query.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
  });
});

describe('shared documents (Cédulas repetidas)', SLOW, () => {
  it('lists each repeated document with its accounts, a phone to call and the date', async () => {
    signInAsAdmin();
    fakeApi({
      'GET /admin/shared-documents': () =>
        answer(
          200,
          page([
            {
              document: '1020304050',
              accounts: [
                {
                  id: 3,
                  name: 'Pedro Extraño',
                  phone: '3001112233',
                  type_doc: 'REGNOID',
                  created_at: '2026-11-20T15:00:00.000Z',
                },
                {
                  id: 9,
                  name: 'Marta Gómez',
                  phone: '3104445566',
                  type_doc: 'REGNOID',
                  created_at: '2026-11-21T15:00:00.000Z',
                },
              ],
            },
          ]),
        ),
    });
    renderApp('/admin/cedulas');

    const item = await screen.findByRole(
      'listitem',
      { name: 'Documento 1020304050' },
      { timeout: 15_000 },
    );
    expect(screen.getByRole('heading', { name: 'Cédulas repetidas', level: 1 })).toBeVisible();
    expect(item).toHaveTextContent('2 cuentas');
    expect(item).toHaveTextContent('Pedro Extraño');
    expect(item).toHaveTextContent('Cédula de ciudadanía · Usuario N.º 9');
    expect(within(item).getByRole('link', { name: '3104445566' })).toHaveAttribute(
      'href',
      'tel:+573104445566',
    );
  });

  it('says so when no accounts share a document', async () => {
    signInAsAdmin();
    fakeApi({ 'GET /admin/shared-documents': () => answer(200, page([])) });
    renderApp('/admin/cedulas');
    expect(
      await screen.findByText('Ninguna cuenta comparte documento.', {}, { timeout: 5000 }),
    ).toBeVisible();
  });
});
