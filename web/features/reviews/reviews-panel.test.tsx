import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '../../../domain/api/buyer';
import { formatLongDate } from '../../../domain/dates';
import { storageKeys } from '../../lib/storage-keys';
import { retryUnlessClientError } from '../../lib/api-client';
import { answer, fakeApi } from '../../test/fake-api';
import type { FakeAnswer, FakeHandler } from '../../test/fake-api';
import { signIn } from '../../test/render-app';
import type { ReviewListing } from './review-block';
import { ReviewsPanel } from './reviews-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

function listing(fields: Partial<ReviewListing> = {}): ReviewListing {
  return {
    id: 7,
    rating: { avg: 4.5, count: 2, comments: 2 },
    viewer: { contacted: true, reviewed: false },
    is_owner: false,
    ...fields,
  };
}

function review(id: number, fields: Partial<Review> = {}): Review {
  return {
    id,
    voto: 5,
    body: 'Muy buena papa, llegó limpia.',
    created_at: '2026-03-14T15:00:00.000Z',
    user: { id: 20 + id, name: `Comprador ${id}`, avatar: null },
    ...fields,
  };
}

const twoReviews = {
  data: [
    review(2, {
      voto: 4,
      body: 'Buen precio.',
      created_at: '2026-11-21T15:00:00.000Z',
      user: { id: 9, name: 'Jorge Pérez', avatar: null },
    }),
    review(1, { voto: 5, created_at: '2026-03-14T15:00:00.000Z' }),
  ],
  summary: { avg: 4.5, count: 2, comments: 2 },
};

function signInAs(name = 'Rosa Quintero', id = 3) {
  signIn();
  window.localStorage.setItem(storageKeys.user, JSON.stringify({ id, name, phone: '3001112233' }));
}

function renderPanel(
  item: ReviewListing,
  handlers: Record<string, FakeHandler> = {},
  onPosted = vi.fn(),
) {
  const api = fakeApi({
    'GET /products/:id/ratings': () => answer(200, twoReviews),
    ...handlers,
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: retryUnlessClientError, retryDelay: 0 } },
  });
  render(
    <QueryClientProvider client={client}>
      <ReviewsPanel listing={item} onPosted={onPosted} />
    </QueryClientProvider>,
  );
  return { api, client, onPosted };
}

const comment = () => screen.getByPlaceholderText('Comparte tu experiencia con este producto...');
const submit = () => screen.getByRole('button', { name: /Publicar opinión|Enviando/ });

function expectFormDisabled() {
  expect(comment()).toBeDisabled();
  expect(submit()).toBeDisabled();
  for (const star of screen.getAllByRole('radio')) expect(star).toBeDisabled();
}

describe('reviews panel: what it shows', () => {
  it('shows the title, the average to one decimal with its stars, and the count', async () => {
    signInAs();
    renderPanel(listing());

    const panel = screen.getByRole('region', { name: 'Opiniones de clientes' });
    expect(within(panel).getByText('4,5')).toBeVisible();
    expect(within(panel).getByRole('img', { name: '4,5 de 5 estrellas' })).toBeVisible();
    expect(within(panel).getByText('2 opiniones')).toBeVisible();
  });

  it('says "opinión" for one review', async () => {
    renderPanel(listing({ rating: { avg: 4, count: 1, comments: 1 } }), {
      'GET /products/:id/ratings': () =>
        answer(200, { data: [review(1, { voto: 4 })], summary: { avg: 4, count: 1, comments: 1 } }),
    });
    expect(await screen.findByText('1 opinión')).toBeVisible();
  });

  it('lists each review with avatar, name, stars, Spanish long date and comment, newest first', async () => {
    renderPanel(listing());

    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(within(first).getByRole('heading', { name: 'Jorge Pérez' })).toBeVisible();
    expect(within(first).getByText('JP')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '4,0 de 5 estrellas' })).toBeVisible();
    expect(within(first).getByText('21 de noviembre de 2026')).toBeVisible();
    expect(within(first).getByText('Buen precio.')).toBeVisible();
    expect(within(items[1]!).getByText('14 de marzo de 2026')).toBeVisible();
  });

  it('shows 10 reviews at first and the rest on "Ver más opiniones"', async () => {
    const many = Array.from({ length: 12 }, (_, i) => review(i + 1));
    renderPanel(listing({ rating: { avg: 5, count: 12, comments: 12 } }), {
      'GET /products/:id/ratings': () =>
        answer(200, { data: many, summary: { avg: 5, count: 12, comments: 12 } }),
    });

    expect(await screen.findAllByRole('article')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Ver más opiniones (2)' }));
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /Ver más/ })).not.toBeInTheDocument();
  });

  it('says "Cargando opiniones…" while the reviews load', async () => {
    let release!: (value: FakeAnswer) => void;
    renderPanel(listing(), {
      'GET /products/:id/ratings': () => new Promise<FakeAnswer>((r) => (release = r)),
    });

    expect(screen.getByText('Cargando opiniones…')).toBeVisible();
    release(answer(200, twoReviews));
    expect(await screen.findByText('Buen precio.')).toBeVisible();
    expect(screen.queryByText('Cargando opiniones…')).not.toBeInTheDocument();
  });

  it('invites the first review, without asking the server, when the product has none', async () => {
    const { api } = renderPanel(listing({ rating: { avg: 0, count: 0, comments: 0 } }));

    expect(screen.getByText('Sé el primero en opinar sobre este producto')).toBeVisible();
    expect(screen.getByText('0 opiniones')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('a failed load with no reviews says so and can be retried', async () => {
    let fail = true;
    renderPanel(listing(), {
      'GET /products/:id/ratings': () =>
        fail ? answer(503, { message: 'Servicio no disponible' }) : answer(200, twoReviews),
    });

    expect(
      await screen.findByText('No se pudieron cargar opiniones ahora. Intenta más tarde.'),
    ).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Buen precio.')).toBeVisible();
  });
});

describe('reviews panel: who may post', () => {
  it('without a session: "Debes iniciar sesión para calificar." and everything disabled', () => {
    renderPanel(listing({ viewer: null }));

    expect(screen.getByText('Debes iniciar sesión para calificar.')).toBeVisible();
    expect(screen.queryByText('Publicarás como')).not.toBeInTheDocument();
    expectFormDisabled();
  });

  it('before contacting the seller: asks to use WhatsApp first', () => {
    signInAs();
    renderPanel(listing({ viewer: { contacted: false, reviewed: false } }));

    expect(
      screen.getByText('Primero contáctanos por WhatsApp desde el botón del producto.'),
    ).toBeVisible();
    // The spec's sentence says 'contáctanos'; the line under it says who to write to.
    expect(
      screen.getByText(
        'Primero escríbele al vendedor con «Chatear por WhatsApp»; después podrás contar cómo te fue.',
      ),
    ).toBeVisible();
    expectFormDisabled();
  });

  it('the server’s answer wins over this device’s contact flag', () => {
    signInAs();
    window.localStorage.setItem(storageKeys.whatsappContacted(7), '1');
    renderPanel(listing({ viewer: { contacted: false, reviewed: false } }));

    expectFormDisabled();
  });

  it('without the server’s viewer state, the WhatsApp flag of this device opens the form', () => {
    signInAs();
    window.localStorage.setItem(storageKeys.whatsappContacted(7), '1');
    renderPanel(listing({ viewer: null }));

    expect(comment()).toBeEnabled();
    expect(submit()).toBeEnabled();
  });

  it('after reviewing: "Ya enviaste una opinión para este producto."', () => {
    signInAs();
    renderPanel(listing({ viewer: { contacted: true, reviewed: true } }));

    expect(screen.getByText('Ya enviaste una opinión para este producto.')).toBeVisible();
    expectFormDisabled();
  });

  it('on one’s own product: it cannot be reviewed', () => {
    signInAs();
    renderPanel(listing({ is_owner: true }));

    expect(screen.getByText('No puedes opinar sobre tu propio producto.')).toBeVisible();
    expectFormDisabled();
  });
});

describe('reviews panel: posting', () => {
  it('shows who posts, 5 stars by default, the placeholder and "Publicar opinión"', () => {
    signInAs('Rosa Quintero');
    renderPanel(listing());

    expect(screen.getByRole('form', { name: 'Escribe tu opinión' })).toBeVisible();
    expect(screen.getByText('Publicarás como')).toBeVisible();
    expect(screen.getByText('Rosa Quintero')).toBeVisible();
    expect(screen.getByText('RQ')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 estrellas' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(comment()).toBeEnabled();
    expect(submit()).toHaveTextContent('Publicar opinión');
  });

  it('the stars work with the keyboard, as one radio group', async () => {
    signInAs();
    renderPanel(listing());

    screen.getByRole('radio', { name: '5 estrellas' }).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '3 estrellas' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 estrellas' })).toHaveFocus();
  });

  it('asks for a comment before sending anything', async () => {
    signInAs();
    const { api } = renderPanel(listing());
    await screen.findByText('Buen precio.');

    await userEvent.type(comment(), '   ');
    await userEvent.click(submit());

    expect(screen.getByText('Por favor escribe tu opinión.')).toBeVisible();
    expect(comment()).toHaveAttribute('aria-invalid', 'true');
    expect(comment()).toHaveFocus();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends { voto, body }, says "Enviando...", then shows the new review first with today’s date', async () => {
    signInAs('Rosa Quintero', 3);
    let release!: (value: FakeAnswer) => void;
    const { api, onPosted } = renderPanel(listing(), {
      'POST /products/:id/rating': () => new Promise<FakeAnswer>((r) => (release = r)),
    });
    await screen.findByText('Buen precio.');

    await userEvent.click(screen.getByRole('radio', { name: '3 estrellas' }));
    await userEvent.type(comment(), '  Buena, pero pequeña.  ');
    await userEvent.click(submit());

    expect(submit()).toHaveTextContent('Enviando...');
    expectFormDisabled();
    const sent = api.requests.find((r) => r.method === 'POST')!;
    expect(sent.path).toBe('/products/7/rating');
    expect(sent.body).toEqual({ voto: 3, body: 'Buena, pero pequeña.' });

    const now = new Date().toISOString();
    const created = review(3, {
      voto: 3,
      body: 'Buena, pero pequeña.',
      created_at: now,
      user: { id: 3, name: 'Rosa Quintero', avatar: null },
    });
    const summary = { avg: 4, count: 3, comments: 3 };
    release(
      answer(201, { message: '¡Gracias! Tu opinión fue publicada.', data: created, summary }),
    );

    expect(await screen.findByText('¡Gracias! Tu opinión fue publicada.')).toBeVisible();
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('heading', { name: 'Rosa Quintero' })).toBeVisible();
    expect(within(first).getByText(formatLongDate(new Date()))).toBeVisible();
    expect(within(first).getByText('Buena, pero pequeña.')).toBeVisible();
    expect(screen.getByText('4,0')).toBeVisible();
    expect(screen.getByText('3 opiniones')).toBeVisible();
    expect(comment()).toHaveValue('');
    expectFormDisabled();
    expect(window.localStorage.getItem(storageKeys.ratedFlag(7, 3))).toBe('1');
    expect(JSON.parse(window.localStorage.getItem(storageKeys.lastRating(7))!)).toEqual({
      voto: 3,
      body: 'Buena, pero pequeña.',
      created_at: now,
    });
    expect(onPosted).toHaveBeenCalledWith(expect.objectContaining({ summary }));
  });

  it('the first review of a product replaces the invitation', async () => {
    signInAs('Rosa Quintero', 3);
    renderPanel(listing({ rating: { avg: 0, count: 0, comments: 0 } }), {
      'POST /products/:id/rating': () =>
        answer(201, {
          message: '¡Gracias! Tu opinión fue publicada.',
          data: review(1, { created_at: new Date().toISOString() }),
          summary: { avg: 5, count: 1, comments: 1 },
        }),
    });

    await userEvent.type(comment(), 'Excelente');
    await userEvent.click(submit());

    expect(await screen.findByText('1 opinión')).toBeVisible();
    expect(screen.getByText('5,0')).toBeVisible();
    expect(
      screen.queryByText('Sé el primero en opinar sobre este producto'),
    ).not.toBeInTheDocument();
  });

  it('a duplicate answer says "Ya enviaste una opinión." and locks the form', async () => {
    signInAs('Rosa Quintero', 3);
    renderPanel(listing(), {
      'POST /products/:id/rating': () =>
        answer(409, { message: 'Ya enviaste una opinión para este producto.' }),
    });

    await userEvent.type(comment(), 'Otra vez');
    await userEvent.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ya enviaste una opinión\.$/);
    expectFormDisabled();
    expect(window.localStorage.getItem(storageKeys.ratedFlag(7, 3))).toBe('1');
  });

  it('a server error shows as "HTTP {status}: message" and the form can be sent again', async () => {
    signInAs();
    renderPanel(listing(), {
      'POST /products/:id/rating': () => answer(500, { message: 'Ocurrió un error' }),
    });

    await userEvent.type(comment(), 'Muy buena');
    await userEvent.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 500: Ocurrió un error');
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(comment()).toHaveValue('Muy buena');
  });

  it('a refusal of the server shows its status and message too', async () => {
    signInAs();
    renderPanel(listing(), {
      'POST /products/:id/rating': () =>
        answer(403, { message: 'Primero contáctanos por WhatsApp desde el botón del producto.' }),
    });

    await userEvent.type(comment(), 'Muy buena');
    await userEvent.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'HTTP 403: Primero contáctanos por WhatsApp desde el botón del producto.',
    );
  });
});
