import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../lib/router';
import { describe, expect, it } from 'vitest';
import { listingSummary } from '../test/listing-test-data';
import { catalogueListingCard, ListingCard } from './listing-card';
import { ListingGrid, ListingGridPlaceholder } from './listing-grid';

const renderInRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('listing card', () => {
  it('shows the photo, name, price per unit, place, and links to the product', () => {
    renderInRouter(<ListingCard listing={listingSummary({ id: 42 })} />);

    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Papa pastusa' })).toHaveAttribute(
      'href',
      '/producto/42',
    );
    expect(card).toHaveTextContent('$ 18.000 / bulto');
    expect(card).toHaveTextContent('Medellín, Antioquia');
    expect(screen.queryByText('Vendido')).not.toBeInTheDocument();
  });

  it('loads a lazy, responsive photo inside a fixed 4:3 frame', () => {
    const { container } = renderInRouter(<ListingCard listing={listingSummary({ id: 42 })} />);

    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/uploads/listings/42/foto-400.webp');
    expect(img.getAttribute('srcset')).toContain('foto-1200.webp 1200w');
    expect(img).toHaveAttribute('sizes');
    expect(img).toHaveAttribute('loading', 'lazy');
    // `.card-photo` is the 4:3 frame (web/styles.css; e2e/layout.e2e.ts sees it drawn).
    expect(img.parentElement).toHaveClass('card-photo');
  });

  it('a catalogue card travels without `image` when it has a srcset, and draws the same photo', () => {
    const listing = listingSummary({ id: 42 });
    const card = catalogueListingCard(listing);
    expect(card).not.toHaveProperty('image');
    const { container } = renderInRouter(<ListingCard listing={card} />);
    expect(container.querySelector('img')).toHaveAttribute('src', listing.image);
    // Without a srcset it keeps its one photo.
    expect(catalogueListingCard({ ...listing, image_srcset: null }).image).toBe(listing.image);
  });

  it('strikes through nothing when the price went up: a struck price reads as a discount', () => {
    renderInRouter(
      <ListingCard listing={listingSummary({ price: 22000, previous_price: 20000 })} />,
    );
    expect(screen.queryByText('$ 20.000')).not.toBeInTheDocument();
    expect(screen.queryByText(/Precio anterior/)).not.toBeInTheDocument();
  });

  it('strikes through the previous price when it fell', () => {
    renderInRouter(<ListingCard listing={listingSummary({ previous_price: 20000 })} />);

    const previous = screen.getByText('$ 20.000');
    expect(previous.tagName).toBe('S');
    expect(previous.parentElement).toHaveTextContent('Precio anterior: $ 20.000');
  });

  it('says "Vendido" on a sold listing', () => {
    renderInRouter(
      <ListingCard
        listing={listingSummary({ mark_as_sold_at: '2026-11-22T10:00:00Z', status: 'sold' })}
      />,
    );
    expect(screen.getByText('Vendido')).toBeVisible();
  });

  it('says "Sin imagen disponible" when there is no photo', () => {
    renderInRouter(<ListingCard listing={listingSummary({ image: null, image_srcset: null })} />);

    expect(screen.getByText('Sin imagen disponible')).toBeVisible();
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
  });

  it('keeps a slot for a control on the photo, outside the card link', () => {
    renderInRouter(
      <ListingCard listing={listingSummary()} action={<button type="button">Favorito</button>} />,
    );
    const button = screen.getByRole('button', { name: 'Favorito' });
    expect(screen.getByRole('link', { name: 'Papa pastusa' })).not.toContainElement(button);
  });
});

describe('listing grid', () => {
  it('lists one card per listing, the first photos loaded at once', () => {
    const listings = Array.from({ length: 6 }, (_, i) => listingSummary({ id: i + 1 }));
    renderInRouter(<ListingGrid listings={listings} label="Productos" />);

    const list = screen.getByRole('list', { name: 'Productos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    const loading = [...list.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('one column under 380 px, two on small phones, three from sm, four from lg', () => {
    renderInRouter(<ListingGrid listings={[listingSummary()]} label="Productos" />);
    expect(screen.getByRole('list', { name: 'Productos' })).toHaveClass(
      'grid-cols-1',
      'min-[380px]:grid-cols-2',
      'sm:grid-cols-3',
      'lg:grid-cols-4',
    );
  });

  it('shows 8 placeholder cards while loading', () => {
    render(<ListingGridPlaceholder />);

    expect(screen.getByRole('status')).toHaveTextContent('Cargando productos…');
    expect(screen.getByTestId('listing-placeholders').children).toHaveLength(8);
  });
});
