// The two guided tours of docs/product.md §1 and §4 (home: 7 steps, create product: 5), as plain data: the
// elements they point at carry data-tour attributes on the home and create-product screens. The
// home's steps follow the page from top to bottom.

export type TourStep = {
  /** CSS selectors tried in order: the first one on screen is highlighted. */
  targets: readonly string[];
  title: string;
  description: string;
};

export const homeTourSteps: readonly TourStep[] = [
  {
    targets: ['[data-tour="home-sell"]', '[data-tour="home-hero"]'],
    title: 'Vende lo que produces',
    description:
      'Toca «Quiero vender» para publicar tu cosecha, tus animales o tus insumos con fotos y precio.',
  },
  {
    targets: ['[data-tour="home-categories"]'],
    title: 'Busca por categoría',
    description: 'Entra a una categoría para ver todos sus productos, del más barato al más caro.',
  },
  {
    // The title row: on a phone the whole grid is taller than the screen.
    targets: ['[data-tour="home-featured-header"]', '[data-tour="home-featured"]'],
    title: 'Productos destacados',
    description:
      'Una muestra de lo que se vende hoy. Toca un producto para ver sus fotos y hablar con quien lo vende.',
  },
  {
    targets: ['[data-tour="home-quick-actions"]'],
    title: 'Lo más usado',
    description:
      'Publica un producto, busca tiendas de suministros o encuentra trabajo en la bolsa de empleo.',
  },
  {
    targets: ['[data-tour="home-shortcuts"]'],
    title: 'Accesos rápidos',
    description:
      'La Bolsa de precios, para saber a cómo se vende, y las organizaciones de productores de tu región.',
  },
  {
    // The favourites section only shows when there are favourites; the stores always do.
    targets: [
      '[data-tour="home-favourites-header"]',
      '[data-tour="home-supplies"]',
      '[data-tour="home-stores"]',
    ],
    title: 'Favoritos y tiendas',
    description:
      'Toca el corazón de un producto para guardarlo. Tus favoritos y las tiendas de suministros aparecen en esta parte del inicio.',
  },
  {
    // The desktop sidebar, or the menu button of the phone's top bar.
    targets: ['[data-tour="menu"]', '#menu-lateral', 'button[aria-label="Abrir menú"]'],
    title: 'Menú principal',
    description:
      'Desde el menú llegas a tus productos, tus favoritos, tu cuenta y a reportar un problema.',
  },
];

export const createProductTourSteps: readonly TourStep[] = [
  {
    targets: ['[data-tour="product-search"]'],
    title: 'Busca tu producto',
    description: 'Escribe al menos 2 letras, por ejemplo «papa», y escoge tu producto de la lista.',
  },
  {
    targets: ['[data-tour="unit"]'],
    title: 'Unidad de medida',
    description: 'Elige cómo lo vendes: por kilo, por bulto, por litro o por unidad.',
  },
  {
    targets: ['[data-tour="price"]'],
    title: 'Precio',
    description: 'Escribe el precio en pesos, solo números, sin puntos ni comas.',
  },
  {
    targets: ['[data-tour="photos"]'],
    title: 'Fotos',
    description: 'Sube hasta 3 fotos claras de tu producto. Con buena luz se vende mejor.',
  },
  {
    targets: ['[data-tour="publish"]'],
    title: 'Continuar y publicar',
    description:
      'Toca «Continuar», escoge la dirección desde donde vendes y luego «Publicar producto».',
  },
];

export const tourSteps = {
  home: homeTourSteps,
  'create-product': createProductTourSteps,
} as const;
