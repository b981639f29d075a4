import { describe, expect, it } from 'vitest';
import { routePattern } from '../../../domain/browsing-screens';
import { imagePreload, MAX_HINTS_IN_FLIGHT, PageHints } from './page-hints';

describe('routePattern', () => {
  it('matches one path segment per :name and hands back the names', () => {
    const { pattern, names } = routePattern('/producto/:id');
    expect(names).toEqual(['id']);
    expect(pattern.exec('/producto/12')?.[1]).toBe('12');
    expect(pattern.test('/producto/12/fotos')).toBe(false);
    expect(pattern.test('/productos/12')).toBe(false);
  });
});

describe('imagePreload', () => {
  const srcset = '/uploads/a-400.webp 400w, /uploads/a-1200.webp 1200w';

  it('writes a responsive preload the browser resolves like the <img>', () => {
    expect(imagePreload('/uploads/a-1200.webp', srcset, '(min-width: 768px) 50vw, 100vw')).toBe(
      '</uploads/a-1200.webp>; rel=preload; as=image; fetchpriority=high; ' +
        `imagesrcset="${srcset}"; imagesizes="(min-width: 768px) 50vw, 100vw"`,
    );
  });

  it('accepts photos on another host (a CDN)', () => {
    const cdn = 'https://fotos.example.co/a-400.webp 400w';
    expect(imagePreload('https://fotos.example.co/a-400.webp', cdn, '100vw')).toContain(cdn);
  });

  it.each([
    ['a quote', '/uploads/a".webp'],
    ['an angle bracket', '/uploads/a>.webp'],
    ['a header break', '/uploads/a\r\nSet-Cookie: x=1'],
    ['a comma', '/uploads/a,b.webp'],
    ['a script address', 'javascript:alert(1)'],
  ])('writes nothing for an address with %s', (_, url) => {
    expect(imagePreload(url, srcset, '100vw')).toBeNull();
    expect(imagePreload('/uploads/a.webp', `${url} 400w`, '100vw')).toBeNull();
  });

  it('writes nothing for sizes that could close the header value or start another', () => {
    expect(imagePreload('/uploads/a.webp', srcset, '100vw"; rel=stylesheet')).toBeNull();
    expect(imagePreload('/uploads/a.webp', srcset, '100vw,\r\n 50vw')).toBeNull();
  });
});

describe('PageHints', () => {
  it('gives the hints of the matching route, with its parts and query', async () => {
    const hints = new PageHints();
    hints.add('/producto/:id', async ({ id }, search) => [`<${id}:${search.get('x')}>`]);
    expect(await hints.linksFor('/producto/7?x=1')).toEqual(['<7:1>']);
    expect(await hints.linksFor('/inicio')).toEqual([]);
  });

  it('drops a failing hint, and a page address that does not decode', async () => {
    const hints = new PageHints();
    hints.add('/producto/:id', async () => {
      throw new Error('database down');
    });
    hints.add('/productos/:category', async () => ['<ok>']);
    expect(await hints.linksFor('/producto/7')).toEqual([]);
    expect(await hints.linksFor('/productos/%E0%A4%A')).toEqual([]);
  });

  it('does not keep the page waiting for a slow hint', async () => {
    const hints = new PageHints();
    hints.add('/producto/:id', () => new Promise<string[]>(() => undefined));
    // Without the time budget this would never settle (and the test would time out).
    expect(await hints.linksFor('/producto/7')).toEqual([]);
  });

  it('goes without hints while too many lookups are running, and not after', async () => {
    const hints = new PageHints();
    let lookups = 0;
    const waiting: Array<() => void> = [];
    hints.add('/producto/:id', () => {
      lookups += 1;
      return new Promise<string[]>((resolve) => waiting.push(() => resolve(['<foto>'])));
    });
    const busy = Array.from({ length: MAX_HINTS_IN_FLIGHT }, (_, i) =>
      hints.linksFor(`/producto/${i}`),
    );
    expect(await hints.linksFor('/producto/99')).toEqual([]);
    expect(lookups).toBe(MAX_HINTS_IN_FLIGHT);
    waiting.forEach((resolve) => resolve());
    await Promise.all(busy);
    expect(hints.hasHints('/producto/5?x=1')).toBe(true);
    expect(hints.hasHints('/inicio')).toBe(false);
    const next = hints.linksFor('/producto/100');
    waiting.at(-1)!();
    expect(await next).toEqual(['<foto>']);
  });
});
