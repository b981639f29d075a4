import { vi } from 'vitest';
import type {
  StoreDetail,
  StoreImage,
  StoreListItem,
  StoreProduct,
} from '../../../domain/api/stores';

// Answers shaped like the server's (domain/api/stores.ts), for the store screen tests.

export function storeListItem(id: number, fields: Partial<StoreListItem> = {}): StoreListItem {
  return {
    id,
    name: `Tienda ${id}`,
    imagen: `/uploads/stores/${id}/slider-1-400.webp`,
    imagen_srcset: `/uploads/stores/${id}/slider-1-400.webp 400w, /uploads/stores/${id}/slider-1-1200.webp 1200w`,
    kind: 'suministros',
    municipality: 'Pasto',
    department: 'Nariño',
    ...fields,
  };
}

export function storeImage(id: number, kind: StoreImage['kind'], position = 1): StoreImage {
  return {
    id,
    kind,
    url: `/uploads/stores/${kind}-${id}-1200.webp`,
    thumbnail_url: `/uploads/stores/${kind}-${id}-400.webp`,
    srcset: `/uploads/stores/${kind}-${id}-400.webp 400w, /uploads/stores/${kind}-${id}-1200.webp 1200w`,
    width: 1200,
    height: 675,
    position,
  };
}

export function storeProduct(id: number, fields: Partial<StoreProduct> = {}): StoreProduct {
  return {
    id,
    name: `Producto ${id}`,
    description: '',
    price: 10000,
    url: null,
    srcset: null,
    tag: null,
    tag_id: null,
    size: null,
    size_id: null,
    ...fields,
  };
}

/** Agro La Cosecha: two photos, a brochure page, two categories and three products. */
export function storeDetail(fields: Partial<StoreDetail> = {}): StoreDetail {
  const slider = [storeImage(1, 'slider', 1), storeImage(2, 'slider', 2)];
  const brochures = [storeImage(3, 'brochure', 1)];
  return {
    id: 7,
    name: 'Agro La Cosecha',
    kind: 'suministros',
    description: 'Insumos para el campo desde 1998.',
    address: 'Calle 18 # 25-40, centro',
    municipality_id: 52001,
    municipality: 'Pasto',
    department: 'Nariño',
    phone: '6027234567',
    whatsapp: '3104567890',
    slider: slider.map((image) => image.url),
    brochures: brochures.map((image) => image.url),
    slider_images: slider,
    brochure_images: brochures,
    tags: [
      { id: 1, name: 'Fertilizantes' },
      { id: 2, name: 'Semillas' },
    ],
    products: [
      storeProduct(11, {
        name: 'Urea granulada',
        description: 'Fertilizante nitrogenado',
        price: 185000,
        tag: 'Fertilizantes',
        tag_id: 1,
        size: 'Bulto 50 kg',
        size_id: 9,
        url: '/uploads/stores/p11-400.webp',
        srcset: '/uploads/stores/p11-400.webp 400w',
      }),
      storeProduct(12, {
        name: 'Semilla de maíz ICA',
        description: 'Variedad para clima frío',
        price: 42000,
        tag: 'Semillas',
        tag_id: 2,
        size: 'kg',
        size_id: 1,
      }),
      storeProduct(13, {
        name: 'Abono orgánico',
        description: 'Compostado, sin olor',
        price: 38500,
        tag: 'fertilizantes',
        tag_id: 1,
        size: 'Bulto 40 kg',
        size_id: 10,
      }),
    ],
    updated_at: '2026-11-20T15:00:00.000Z',
    ...fields,
  };
}

/** A store with only its card (what a list passes along): docs/product.md §4 calls it empty. */
export const emptyStore = (id = 7): Partial<StoreDetail> => ({
  id,
  name: 'Agro La Cosecha',
  description: '',
  slider: [],
  brochures: [],
  slider_images: [],
  brochure_images: [],
  products: [],
});

/** Embla measures the page; jsdom lays nothing out. Every box is `width` wide, slides in a row. */
export function fakeCarouselLayout(width = 400) {
  class NoObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  // Embla reads the slides' margins from computed styles; jsdom has no Tailwind, so say 0.
  if (!document.getElementById('fake-carousel-layout')) {
    const style = document.createElement('style');
    style.id = 'fake-carousel-layout';
    style.textContent = '[data-carousel-slide] { margin: 0; }';
    document.head.append(style);
  }
  vi.stubGlobal('ResizeObserver', NoObserver);
  vi.stubGlobal('IntersectionObserver', NoObserver);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(
    Math.round(width * 0.5625),
  );
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(width);
  // Embla only listens to drags on a carousel that is laid out (has an offsetParent).
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.parentElement;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (!this.hasAttribute('data-carousel-slide') || !this.parentElement) return 0;
    return Array.from(this.parentElement.children).indexOf(this) * width;
  });
}

/** matchMedia that matches only the given queries (jsdom has none; setup.ts matches nothing). */
export function matchMediaFor(matching: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
