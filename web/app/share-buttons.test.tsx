import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingDetail, listingSummary } from '../test/listing-test-data';
import { queryClient } from '../lib/query-client';
import { answer, fakeApi } from '../test/fake-api';
import { renderApp, signIn } from '../test/render-app';

// 'Compartir' on the product detail and on each card of My products: the phone's share sheet
// where it has one, else a WhatsApp link, both carrying name, price and the public card's link.

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

const publicLink = (id: number) => `${window.location.origin}/p/${id}`;

function openDetail() {
  signIn();
  const listing = listingDetail({ id: 12, name: 'Papa criolla', price: 2500, size: 'kg' });
  fakeApi({
    'GET /products/:id': () => answer(200, { data: listing }),
    'GET /products/:id/ratings': () =>
      answer(200, { data: [], summary: { avg: 0, count: 0, comments: 0 } }),
    'GET /products/my/favorites': () => answer(200, { data: [] }),
    'GET /prices': () => answer(404, { message: 'Sin referencia' }),
  });
  renderApp('/producto/12');
}

describe("'Compartir' on the product detail", () => {
  it('without the Web Share API, opens WhatsApp with name, price and the public link', async () => {
    openDetail();
    const share = await screen.findByRole('link', { name: 'Compartir' });

    const text = `Papa criolla a $ 2.500 / kg en El campo en tus manos: ${publicLink(12)}`;
    expect(share).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(text)}`);
    expect(share).toHaveAttribute('target', '_blank');
  });

  it("with the Web Share API, opens the phone's share sheet with the same text", async () => {
    const shareSheet = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: shareSheet, configurable: true });
    openDetail();

    await userEvent.click(await screen.findByRole('button', { name: 'Compartir' }));

    expect(shareSheet).toHaveBeenCalledWith({
      title: 'Papa criolla',
      text: `Papa criolla a $ 2.500 / kg en El campo en tus manos: ${publicLink(12)}`,
    });
  });

  it('closing the share sheet does nothing more', async () => {
    const shareSheet = vi.fn().mockRejectedValue(new DOMException('Cancelado', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: shareSheet, configurable: true });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    openDetail();

    await userEvent.click(await screen.findByRole('button', { name: 'Compartir' }));

    expect(shareSheet).toHaveBeenCalledOnce();
    expect(open).not.toHaveBeenCalled();
  });
});

describe("'Compartir' on My products", () => {
  it('each card shares its own listing; a listing hidden by a moderator has none', async () => {
    signIn();
    const list = [
      listingSummary({ id: 1, name: 'Papa pastusa', price: 18000, size: 'bulto' }),
      listingSummary({ id: 2, name: 'Café pergamino', price: 9000, size: 'kg' }),
      listingSummary({ id: 3, name: 'Mora', status: 'hidden', hidden_reason: 'Fotos' }),
    ];
    fakeApi({
      'GET /products/my': () =>
        answer(200, {
          data: list,
          meta: {
            page: 1,
            pagination: 12,
            total: 3,
            last_page: 1,
            counts: { all: 3, active: 3, inactive: 0, sold: 0 },
            max_active: 5,
          },
        }),
    });
    renderApp('/productos');

    const card = async (name: string) => screen.findByRole('listitem', { name });
    const coffee = within(await card('Café pergamino')).getByRole('link', { name: 'Compartir' });
    expect(decodeURIComponent(coffee.getAttribute('href')!)).toBe(
      `https://wa.me/?text=Café pergamino a $ 9.000 / kg en El campo en tus manos: ${publicLink(2)}`,
    );
    expect(
      within(await card('Papa pastusa')).getByRole('link', { name: 'Compartir' }),
    ).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(publicLink(1))));
    expect(within(await card('Mora')).queryByRole('link', { name: 'Compartir' })).toBeNull();
  });
});
