import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL } from '../../../domain/limits';
import { Carousel } from './carousel';
import type { CarouselImage } from './carousel';
import { fakeCarouselLayout, matchMediaFor } from './store-test-data';

const photos: CarouselImage[] = [1, 2, 3].map((n) => ({
  url: `/uploads/stores/foto-${n}-1200.webp`,
  srcset: `/uploads/stores/foto-${n}-400.webp 400w, /uploads/stores/foto-${n}-1200.webp 1200w`,
  width: 1200,
  height: 675,
}));

function renderCarousel(images = photos) {
  render(
    <Carousel
      label="Fotos de Agro La Cosecha"
      images={images}
      altFor={(index, total) => `Foto ${index + 1} de ${total}`}
      aspectClass="aspect-[16/9]"
      sizes="100vw"
      eagerFirst
    />,
  );
  return screen.getByRole('region', { name: 'Fotos de Agro La Cosecha' });
}

const current = () =>
  screen
    .getByRole('button', { current: true, name: /^Ir a la diapositiva/ })
    .getAttribute('aria-label');

beforeEach(() => fakeCarouselLayout(400));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('carousel', () => {
  it('shows every photo with its srcset: the first loads at once, the others lazily', () => {
    renderCarousel();
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Foto 1 de 3',
      'Foto 2 de 3',
      'Foto 3 de 3',
    ]);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('srcset', photos[0]!.srcset);
    expect(images[0]).toHaveAttribute('sizes', '100vw');
    // Width and height let the browser keep the frame's room before the photo arrives.
    expect(images[0]).toHaveAttribute('width', '1200');
  });

  it('the arrows move one slide and wrap around at both ends', async () => {
    renderCarousel();
    const user = userEvent.setup();
    expect(current()).toBe('Ir a la diapositiva 1 de 3');

    await user.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
    expect(current()).toBe('Ir a la diapositiva 2 de 3');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
    expect(current()).toBe('Ir a la diapositiva 1 de 3');

    await user.click(screen.getByRole('button', { name: 'Diapositiva anterior' }));
    expect(current()).toBe('Ir a la diapositiva 3 de 3');
  });

  it('a dot goes straight to its slide', async () => {
    renderCarousel();
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 3 de 3' }));
    expect(current()).toBe('Ir a la diapositiva 3 de 3');
  });

  it('the arrow keys move it too, from any of its controls', async () => {
    renderCarousel();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Ir a la diapositiva 1 de 3' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe('Ir a la diapositiva 2 de 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(current()).toBe('Ir a la diapositiva 3 de 3');
  });

  it('advances by itself every 4.5 s, and waits while the pointer is over it', () => {
    vi.useFakeTimers();
    const region = renderCarousel();

    act(() => vi.advanceTimersByTime(CAROUSEL.intervalMs - 100));
    expect(current()).toBe('Ir a la diapositiva 1 de 3');
    act(() => vi.advanceTimersByTime(100));
    expect(current()).toBe('Ir a la diapositiva 2 de 3');

    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(CAROUSEL.intervalMs * 3));
    expect(current()).toBe('Ir a la diapositiva 2 de 3');

    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(CAROUSEL.intervalMs));
    expect(current()).toBe('Ir a la diapositiva 3 de 3');
    // …and from the last one it starts again.
    act(() => vi.advanceTimersByTime(CAROUSEL.intervalMs));
    expect(current()).toBe('Ir a la diapositiva 1 de 3');
  });

  it('"Pausar el carrusel" stops it until "Reanudar el carrusel"', () => {
    vi.useFakeTimers();
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar el carrusel' }));
    act(() => vi.advanceTimersByTime(CAROUSEL.intervalMs * 2));
    expect(current()).toBe('Ir a la diapositiva 1 de 3');

    fireEvent.click(screen.getByRole('button', { name: 'Reanudar el carrusel' }));
    act(() => vi.advanceTimersByTime(CAROUSEL.intervalMs));
    expect(current()).toBe('Ir a la diapositiva 2 de 3');
  });

  it('does not move by itself when the phone asks for less motion', () => {
    matchMediaFor((query) => query.includes('prefers-reduced-motion'));
    vi.useFakeTimers();
    renderCarousel();
    act(() => vi.advanceTimersByTime(CAROUSEL.intervalMs * 2));
    expect(current()).toBe('Ir a la diapositiva 1 de 3');
    expect(screen.queryByRole('button', { name: 'Pausar el carrusel' })).not.toBeInTheDocument();
  });

  it('a swipe past min(80 px, 15 % of the width) changes slide; a shorter one does not', () => {
    const region = renderCarousel();
    const viewport = within(region).getAllByRole('group')[0]!.parentElement!.parentElement!;

    // 400 px wide: the threshold is 60 px.
    fireEvent.mouseDown(viewport, { clientX: 300, button: 0 });
    fireEvent.mouseMove(document, { clientX: 250 });
    fireEvent.mouseUp(document, { clientX: 250 });
    expect(current()).toBe('Ir a la diapositiva 1 de 3');

    fireEvent.mouseDown(viewport, { clientX: 300, button: 0 });
    fireEvent.mouseMove(document, { clientX: 235 });
    fireEvent.mouseUp(document, { clientX: 235 });
    expect(current()).toBe('Ir a la diapositiva 2 de 3');

    fireEvent.mouseDown(viewport, { clientX: 100, button: 0 });
    fireEvent.mouseMove(document, { clientX: 170 });
    fireEvent.mouseUp(document, { clientX: 170 });
    expect(current()).toBe('Ir a la diapositiva 1 de 3');

    // Left alone, Embla would snap back from a slow drag under half a slide (190 of 400 px).
    fireEvent.mouseDown(viewport, { clientX: 350, button: 0 });
    fireEvent.mouseMove(document, { clientX: 160 });
    fireEvent.mouseUp(document, { clientX: 160 });
    expect(current()).toBe('Ir a la diapositiva 2 de 3');
  });

  it('a single photo has no arrows, dots or pause', () => {
    renderCarousel(photos.slice(0, 1));
    expect(screen.getByRole('img', { name: 'Foto 1 de 1' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('every control is a 44 px touch target with a Spanish name', () => {
    renderCarousel();
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-label')).toMatch(/^(Diapositiva|Ir a la|Pausar)/);
      expect(button.className).toContain('size-tap');
    }
  });
});
