import { createHash } from 'node:crypto';
import { formatLongDate } from '../../../domain/dates';
import { formatCop, formatOneDecimal } from '../../../domain/money';
import {
  publicPaths,
  publicPersonName,
  storefrontShareText,
  whatsappShareUrl,
} from '../../../domain/sharing/sharing';
import { unitSingular } from '../../../domain/listings/units';
import { escapeHtml as e } from './html';
import { openGraphTags, type PagePreview } from './open-graph';
import type { PublicListing, PublicSeller } from './sharing.queries';

// The public product card (/p/{id}) and storefront (/vendedor/{id}): plain HTML made on the
// server, readable without JavaScript on any phone, a few KB before the photo. No phone number
// is ever part of them (docs/product.md §6: contact is for signed-in people).

/** The app's screens the buttons lead to (docs/product.md §2; web/lib/paths.ts). */
const APP = {
  product: (id: number) => `/producto/${id}`,
  harvest: (id: number) => `/cosechas/${id}`,
  register: '/RegisterForm',
  login: '/auth',
};

/**
 * `screen?next=/producto/{id}`: this page cannot know whether the device has a session, and the
 * guarded product page would show a visitor the 404. Sign-in (or registration) comes back to the
 * product; a person already signed in goes straight there (decision 014).
 */
const returningToProduct = (screen: string, id: number) =>
  `${screen}?next=${encodeURIComponent(APP.product(id))}`;

/** The sign-in screen, coming back to the harvest's page to follow or reserve it. */
const returningToHarvest = (id: number) =>
  `${APP.login}?next=${encodeURIComponent(APP.harvest(id))}`;

/** An announced harvest as the storefront shows it (decision 026): never who reserved it. */
export interface PublicHarvest {
  id: number;
  product: string;
  /** '40 bultos'. */
  quantity: string;
  /** 'YYYY-MM-DD'. */
  expectedOn: string;
  /** 'Tunja, Boyacá'. */
  place: string;
  /** '$ 90.000 / bulto', or null. */
  expectedPrice: string | null;
}

/** What the storefront shows of a seller's commitments beside their listings (decision 026). */
export interface SellerCommitments {
  /** 'Cumplió 7 de 8 reservas', or null before any. */
  keptWord: string | null;
  harvests: PublicHarvest[];
}

/** What the templates need besides the data: absolute addresses and photo URLs. */
export interface PageContext {
  /** PUBLIC_URL, without a trailing slash. */
  base: string;
  /** The photo's responsive WebP files (src and srcset), or null. */
  photo: (imageKey: string) => { src: string; srcset: string };
  /** Absolute address of a listing's preview picture (JPEG 1200 × 630). */
  previewImage: (listing: { id: number; imageKey: string }) => string;
}

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#2b2118;background:#f7f3ea}
a{color:#2d5823}
header{background:#2d5823;color:#fdf1d6;padding:.75rem 1rem;font-weight:800}
header a{color:inherit;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:1rem}
.card{background:#fff;border:1px solid #e6dccb;border-radius:1.25rem;overflow:hidden}
.photo{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:#efe6d6}
.no-photo{display:flex;align-items:center;justify-content:center;color:#7a6a55}
.body{padding:1rem 1.25rem 1.25rem}
h1{margin:.25rem 0;font-size:1.5rem;line-height:1.25;color:#1f3d18}
h2{margin:1.5rem 0 .75rem;font-size:1.2rem;color:#1f3d18}
.price{margin:.25rem 0;font-size:1.6rem;font-weight:800}
.price small{font-size:1rem;font-weight:400;color:#6b5b47}
.meta{margin:.25rem 0;color:#4f4233}
.badge{display:inline-block;padding:.1rem .6rem;border-radius:999px;font-size:.85rem;font-weight:700;background:#efe6d6;color:#4f4233}
.badge.sold{background:#b42318;color:#fff}
.actions{display:grid;gap:.6rem;margin-top:1.25rem}
.button{display:block;padding:.8rem 1rem;border-radius:999px;text-align:center;font-weight:700;text-decoration:none;border:2px solid #2d5823;color:#2d5823;background:#fff}
.button.primary{background:#2d5823;color:#fff}
.about{white-space:pre-line}
.grid{display:grid;gap:.75rem;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));padding:0;margin:0;list-style:none}
.grid a{display:block;height:100%;text-decoration:none;color:inherit}
.grid .photo{aspect-ratio:1}
.grid .body{padding:.6rem .75rem .75rem}
.grid h3{margin:0;font-size:1rem;line-height:1.3}
.grid .price{font-size:1.1rem}
.harvests{display:grid;gap:.75rem;padding:0;margin:0;list-style:none}
.harvests .body{padding:.9rem 1rem}
.harvests h3{margin:0;font-size:1.1rem;line-height:1.3;color:#1f3d18}
footer{max-width:40rem;margin:0 auto;padding:1rem;color:#6b5b47;font-size:.875rem}
@media (min-width:48rem){main,footer{max-width:60rem}.listing{display:grid;grid-template-columns:1fr 1fr}.listing .photo{height:100%}}
`.replace(/\n/g, '');

/** The pages' stylesheet, served under a name that changes with its content (cached a year). */
export const stylesheet = {
  body: STYLES,
  path: `/compartir/estilos-${createHash('sha256').update(STYLES).digest('hex').slice(0, 10)}.css`,
};

/** Widths the card photo takes: the whole phone, half of the desktop layout. */
const PHOTO_SIZES = '(min-width: 48rem) 30rem, 100vw';
const CARD_PHOTO_SIZES = '(min-width: 48rem) 14rem, 50vw';

const APP_ICON = { path: '/icons/icon-512.png', width: 512, height: 512, type: 'image/png' };

function page(preview: PagePreview, body: string): string {
  return `<!doctype html>
<html lang="es-CO">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(preview.title)} · El campo en tus manos</title>
<meta name="description" content="${e(preview.description)}">
${openGraphTags(preview)}
<meta name="theme-color" content="#2d5823">
<link rel="icon" href="/icons/icon-192.png">
<link rel="stylesheet" href="${stylesheet.path}">
</head>
<body>
<header><a href="/">El campo en tus manos</a></header>
${body}
<footer>Compra y vende productos del campo en Colombia, directo con quien produce.</footer>
</body>
</html>
`;
}

/** 'Valeria' of 'Valeria Dueña Ruiz': the public pages name sellers by first name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

function ratingText(rating: { avg: number; count: number }): string {
  if (rating.count === 0) return 'Sin opiniones todavía';
  const opinions = rating.count === 1 ? 'opinión' : 'opiniones';
  return `★\u00a0${formatOneDecimal(rating.avg)} (${rating.count} ${opinions})`;
}

/**
 * The card's ratings, each saying whose it is: the seller's (the one their storefront shows)
 * and, once it has some, this product's.
 */
function listingRatings(listing: PublicListing): string {
  const seller = `<p class="meta">${
    listing.sellerRating.count === 0
      ? 'El vendedor aún no tiene opiniones'
      : `Opiniones del vendedor: ${ratingText(listing.sellerRating)}`
  }</p>`;
  return listing.rating.count === 0
    ? seller
    : `${seller}\n<p class="meta">Opiniones de este producto: ${ratingText(listing.rating)}</p>`;
}

function photoTag(context: PageContext, imageKey: string | null, alt: string, sizes: string) {
  if (!imageKey) return `<div class="photo no-photo">Sin imagen disponible</div>`;
  const { src, srcset } = context.photo(imageKey);
  return `<img class="photo" src="${e(src)}" srcset="${e(srcset)}" sizes="${sizes}" alt="${e(alt)}" width="1200" height="900">`;
}

function listingImage(context: PageContext, listing: PublicSeller['listings'][0]) {
  return listing.imageKey
    ? {
        url: context.previewImage({ id: listing.id, imageKey: listing.imageKey }),
        width: 1200,
        height: 630,
        type: 'image/jpeg',
        alt: listing.name,
      }
    : null;
}

function iconImage(context: PageContext, alt: string) {
  return { url: context.base + APP_ICON.path, ...APP_ICON, alt };
}

export function listingPreview(context: PageContext, listing: PublicListing): PagePreview {
  const seller = firstName(listing.sellerName);
  const place = `${listing.municipality}, ${listing.department}`;
  const unit = unitSingular(listing.unitName);
  return {
    type: 'product',
    title: `${listing.name} a ${formatCop(listing.price)} / ${listing.size}`,
    description: `${listing.state === 'sold' ? 'Vendido. ' : ''}Precio por ${unit}. En ${place}. Lo vende ${seller}.`,
    url: context.base + publicPaths.listing(listing.id),
    image: listingImage(context, listing) ?? iconImage(context, listing.name),
  };
}

export function renderListingPage(context: PageContext, listing: PublicListing): string {
  const preview = listingPreview(context, listing);
  const seller = firstName(listing.sellerName);
  const badge =
    listing.state === 'sold'
      ? `<p><span class="badge sold">Vendido</span></p>`
      : listing.state === 'inactive'
        ? `<p><span class="badge">No disponible por ahora</span></p>`
        : '';
  return page(
    preview,
    `<main>
<article class="card listing">
${photoTag(context, listing.imageKey, listing.name, PHOTO_SIZES)}
<div class="body">
${badge}<h1>${e(listing.name)}</h1>
<p class="price">${formatCop(listing.price)} <small>/ ${e(listing.size)}</small></p>
<p class="meta">${e(listing.municipality)}, ${e(listing.department)}</p>
<p class="meta">Vende <a href="${publicPaths.seller(listing.sellerId)}">${e(seller)}</a></p>
${listingRatings(listing)}
${listing.description ? `<p class="about">${e(listing.description)}</p>` : ''}
<div class="actions">
<a class="button primary" href="${e(returningToProduct(APP.register, listing.id))}">Crea tu cuenta para contactar al vendedor</a>
<a class="button" href="${e(returningToProduct(APP.login, listing.id))}">Ver en la app</a>
</div>
</div>
</article>
</main>`,
  );
}

export function sellerPreview(context: PageContext, seller: PublicSeller): PagePreview {
  const name = publicPersonName(seller.name);
  const first = seller.listings.find((listing) => listing.imageKey);
  const count = seller.listings.length;
  const products =
    count === 0 ? 'Productos del campo' : count === 1 ? '1 producto' : `${count} productos`;
  return {
    type: 'profile',
    title: `La tienda de ${name}`,
    description:
      seller.description ||
      `${products}${seller.place ? ` en ${seller.place}` : ''}, directo de quien produce.`,
    url: context.base + publicPaths.seller(seller.id),
    image: (first && listingImage(context, first)) || iconImage(context, `La tienda de ${name}`),
  };
}

function harvestsSection(harvests: PublicHarvest[]): string {
  if (harvests.length === 0) return '';
  const items = harvests
    .map(
      (harvest) => `<li class="card"><div class="body">
<h3>${e(harvest.product)}: ${e(harvest.quantity)}</h3>
<p class="meta">Cosecha estimada: ${e(formatLongDate(harvest.expectedOn))}</p>
<p class="meta">${e(harvest.place)}</p>
${harvest.expectedPrice ? `<p class="meta">Precio esperado: ${e(harvest.expectedPrice)}</p>` : ''}
<div class="actions"><a class="button" href="${e(returningToHarvest(harvest.id))}">Reservar o pedir aviso en la app</a></div>
</div></li>`,
    )
    .join('\n');
  return `<h2>Próximas cosechas</h2>
<ul class="harvests">
${items}
</ul>`;
}

export function renderSellerPage(
  context: PageContext,
  seller: PublicSeller,
  commitments: SellerCommitments,
): string {
  const preview = sellerPreview(context, seller);
  const name = publicPersonName(seller.name);
  const since = formatLongDate(seller.memberSince).replace(/^\d+ de /, '');
  const share = whatsappShareUrl(storefrontShareText(name, preview.url));
  const cards = seller.listings
    .map(
      (listing) => `<li class="card"><a href="${publicPaths.listing(listing.id)}">
${photoTag(context, listing.imageKey, listing.name, CARD_PHOTO_SIZES)}
<div class="body"><h3>${e(listing.name)}</h3>
<p class="price">${formatCop(listing.price)} <small>/ ${e(listing.size)}</small></p>
<p class="meta">${e(listing.municipality)}</p></div></a></li>`,
    )
    .join('\n');
  return page(
    preview,
    `<main>
<section class="card"><div class="body">
<h1>La tienda de ${e(name)}</h1>
${seller.place ? `<p class="meta">${e(seller.place)}</p>` : ''}
<p class="meta">${ratingText(seller.rating)} · Miembro desde ${e(since)}</p>
${commitments.keptWord ? `<p class="meta"><strong>${e(commitments.keptWord)}</strong></p>` : ''}
${seller.description ? `<p class="about">${e(seller.description)}</p>` : ''}
<div class="actions"><a class="button" href="${e(share)}" rel="noopener">Compartir</a></div>
</div></section>
<h2>Productos</h2>
${cards ? `<ul class="grid">\n${cards}\n</ul>` : '<p>Por ahora no tiene productos publicados.</p>'}
${harvestsSection(commitments.harvests)}
</main>`,
  );
}

/** The answer for a listing or seller that is not public (hidden, deleted, never existed). */
export const NOT_FOUND_PAGE = `<!doctype html>
<html lang="es-CO">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Página no encontrada · El campo en tus manos</title>
<link rel="stylesheet" href="${stylesheet.path}">
</head>
<body>
<header><a href="/">El campo en tus manos</a></header>
<main><div class="card"><div class="body">
<h1>Página no encontrada</h1>
<p>Este producto o esta tienda ya no está disponible.</p>
<div class="actions"><a class="button primary" href="/">Volver al inicio</a></div>
</div></div></main>
</body>
</html>
`;
