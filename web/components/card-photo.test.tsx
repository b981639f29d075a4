import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../test/fake-intersection-observer';
import { CardPhoto } from './card-photo';

afterEach(() => vi.unstubAllGlobals());

const photo = {
  src: '/uploads/listings/7/a-400.webp',
  srcSet: '/uploads/listings/7/a-400.webp 400w, /uploads/listings/7/a-1200.webp 1200w',
  sizes: '50vw',
};

describe('a card photo (decision 027)', () => {
  it('in a page the server draws, only the first cards name their photo', () => {
    const first = renderToString(<CardPhoto {...photo} priority />);
    expect(first).toContain(`src="${photo.src}"`);
    expect(first).toContain('loading="eager"');
    const below = renderToString(<CardPhoto {...photo} />);
    expect(below).toContain('<img');
    expect(below).not.toContain('src=');
    expect(below).not.toContain('srcSet=');
    expect(below).not.toContain('srcset=');
  });

  it('below the first screen, asks for its photo once the person scrolls near it', () => {
    const screenEdge = stubIntersectionObserver();
    const { container } = render(<CardPhoto {...photo} />);
    const img = container.querySelector('img')!;
    expect(img).not.toHaveAttribute('src');
    expect(screenEdge.watched()).toBe(1);

    screenEdge.scrollNear();
    expect(img).toHaveAttribute('src', photo.src);
    expect(img).toHaveAttribute('srcset', photo.srcSet);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screenEdge.watched()).toBe(0);
  });

  it('a page of cards below the first screen is watched by one observer', () => {
    const screenEdge = stubIntersectionObserver();
    const { container } = render(
      <>
        <CardPhoto {...photo} />
        <CardPhoto {...photo} />
        <CardPhoto {...photo} />
      </>,
    );
    expect(screenEdge.watched()).toBe(3);
    expect(screenEdge.observers()).toBe(1);

    screenEdge.scrollNear();
    for (const img of container.querySelectorAll('img')) {
      expect(img).toHaveAttribute('src', photo.src);
    }
    expect(screenEdge.watched()).toBe(0);
  });

  it('a first card asks for it at once, unwatched', () => {
    const screenEdge = stubIntersectionObserver();
    render(<CardPhoto {...photo} priority />);
    expect(screen.getByRole('presentation')).toHaveAttribute('src', photo.src);
    expect(screenEdge.watched()).toBe(0);
  });
});
