import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOURS } from '../../domain/limits';
import { homeTourSteps } from '../features/tours/tour-steps';
import { queryClient } from '../lib/query-client';
import { storageKeys } from '../lib/storage-keys';
import { answer, fakeApi } from '../test/fake-api';
import { stubIntersectionObserver } from '../test/fake-intersection-observer';
import type { FakeHandler } from '../test/fake-api';
import { renderApp, signIn } from '../test/render-app';

const listing = (id: number) => ({
  id,
  product_user_id: id,
  name: `Producto ${id}`,
  price: 1000,
  previous_price: null,
  size: 'kg',
  image: null,
  image_srcset: null,
  municipality: 'Pasto',
  department: 'Nariño',
  mark_as_sold_at: null,
  status: 'active',
  is_favorite: false,
});

const favourite = (id: number) => ({
  id: 900 + id,
  product_user_id: id,
  type: 'product_users',
  product: { ...listing(id), description: '' },
});

beforeEach(() => {
  signIn();
  window.localStorage.setItem(
    storageKeys.user,
    JSON.stringify({ id: 37, name: 'Rosa Pérez', phone: '3105551234' }),
  );
  // The welcome dialog would hide the page from the queries if the home took over 2 s to draw
  // (a busy machine); the test of the offer clears this mark.
  window.localStorage.setItem(storageKeys.tourCompleted('home', 37), 'hecho');
  homeApi();
});

/** The home's calls; one favourite unless the test answers the favourites itself. */
function homeApi(favourites: FakeHandler = () => answer(200, { data: [favourite(7)] })) {
  return fakeApi({
    'GET /categories': () => answer(200, { data: [{ id: 3, name: 'Animales', icon: 'animals' }] }),
    'GET /products': () =>
      answer(200, {
        data: [listing(1), listing(2)],
        meta: { page: 1, pagination: 48, total: 2, last_page: 1 },
      }),
    'GET /products/my/favorites': favourites,
  });
}

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function openHome() {
  const app = renderApp('/inicio');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'El campo en tus manos' },
    { timeout: 5000 },
  );
  await screen.findByRole('link', { name: 'Producto 1' });
  await screen.findByRole('heading', { name: 'Basado en tus favoritos' });
  return app;
}

describe('/inicio', () => {
  it('every step of the home tour finds its element on the screen', async () => {
    await openHome();

    for (const step of homeTourSteps) {
      const found = step.targets.some((selector) => document.querySelector(selector));
      expect(found, `${step.title}: ${step.targets.join(', ')}`).toBe(true);
    }
  });

  it('cards carry the favourites heart, filled for a favourite', async () => {
    await openHome();

    const featured = screen.getByRole('region', { name: 'Productos destacados' });
    expect(within(featured).getAllByRole('button', { name: 'Agregar a favoritos' })).toHaveLength(
      2,
    );
    const favourites = screen.getByRole('region', { name: 'Basado en tus favoritos' });
    expect(within(favourites).getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers the tour 2 seconds after opening, unless this person has done it', async () => {
    window.localStorage.removeItem(storageKeys.tourCompleted('home', 37));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = await openHome();
    act(() => vi.advanceTimersByTime(TOURS.welcomeDelayMs));
    expect(
      await screen.findByRole('dialog', { name: '¿Quieres un recorrido rápido?' }),
    ).toBeVisible();
    view.unmount();

    window.localStorage.setItem(storageKeys.tourCompleted('home', 37), 'hecho');
    await openHome();
    act(() => vi.advanceTimersByTime(TOURS.welcomeDelayMs * 2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/inicio: the sections below the fold (decision 027)', () => {
  it('are asked for only once scrolled near, or once the tour is offered: it points at them', async () => {
    const screenEdge = stubIntersectionObserver();
    window.localStorage.removeItem(storageKeys.tourCompleted('home', 37));
    const api = homeApi();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/inicio');
    await screen.findByRole('link', { name: 'Producto 1' });
    expect(screenEdge.watched()).toBeGreaterThan(0);
    expect(api.requests.some((r) => r.path === '/products/my/favorites')).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Basado en tus favoritos' })).toBeNull();

    act(() => vi.advanceTimersByTime(TOURS.welcomeDelayMs));
    await screen.findByRole('dialog', { name: '¿Quieres un recorrido rápido?' });
    await screen.findByRole('heading', { name: 'Basado en tus favoritos', hidden: true });
    for (const step of homeTourSteps) {
      const found = step.targets.some((selector) => document.querySelector(selector));
      expect(found, `${step.title}: ${step.targets.join(', ')}`).toBe(true);
    }
  });
});

describe('/inicio: "Basado en tus favoritos"', () => {
  it('shows at most 8 favourites, each opening its product, with "Ver todos" to /favoritos', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => favourite(200 + i));
    const api = homeApi((request) => {
      const pagination = Number(request.query.get('pagination') ?? 24);
      return answer(200, {
        data: ten.slice(0, pagination),
        meta: { page: 1, pagination, total: 10, last_page: 2, max_favorites: 500 },
      });
    });
    renderApp('/inicio');

    const heading = await screen.findByRole(
      'heading',
      { name: 'Basado en tus favoritos' },
      { timeout: 5000 },
    );
    const favourites = heading.closest('section')!;
    expect(within(favourites).getAllByRole('article')).toHaveLength(8);
    expect(within(favourites).getByRole('link', { name: 'Producto 200' })).toHaveAttribute(
      'href',
      '/producto/200',
    );
    expect(within(favourites).getByRole('link', { name: /Ver todos/ })).toHaveAttribute(
      'href',
      '/favoritos',
    );
    // Only the few it shows are asked for, not the whole list.
    const asked = api.requests.filter((r) => r.path === '/products/my/favorites');
    expect(asked.map((r) => r.query.get('pagination'))).toEqual(['8']);
  });

  it('is not shown when there are no favourites', async () => {
    const api = homeApi(() => answer(200, { data: [] }));
    renderApp('/inicio');

    await screen.findByRole('link', { name: 'Producto 1' }, { timeout: 5000 });
    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/products/my/favorites')).toBe(true),
    );
    expect(
      screen.queryByRole('heading', { name: 'Basado en tus favoritos' }),
    ).not.toBeInTheDocument();
  });
});
