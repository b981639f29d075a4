import { escapeHtml } from './html';

// The link preview of a page (Open Graph, read by WhatsApp and Facebook; Twitter Card, read by
// X and Telegram) and its canonical address. Crawlers read the first HTML and run no script, so
// these tags are in the HTML the server sends.

export interface PagePreview {
  title: string;
  description: string;
  /** Absolute address of the page (og:url and canonical). */
  url: string;
  /** Absolute address of the picture: a JPEG of 1200 × 630 (social-image.ts), or the app icon. */
  image: { url: string; width: number; height: number; type: string; alt: string };
  type: 'product' | 'profile';
}

const SITE_NAME = 'El campo en tus manos';

/** The <head> tags of a page's preview, one per line. */
export function openGraphTags(preview: PagePreview): string {
  const property = (name: string, content: string | number) =>
    `<meta property="${name}" content="${escapeHtml(String(content))}">`;
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeHtml(content)}">`;
  const { image } = preview;
  return [
    `<link rel="canonical" href="${escapeHtml(preview.url)}">`,
    property('og:site_name', SITE_NAME),
    property('og:locale', 'es_CO'),
    property('og:type', preview.type),
    property('og:title', preview.title),
    property('og:description', preview.description),
    property('og:url', preview.url),
    property('og:image', image.url),
    ...(image.url.startsWith('https:') ? [property('og:image:secure_url', image.url)] : []),
    property('og:image:type', image.type),
    property('og:image:width', image.width),
    property('og:image:height', image.height),
    property('og:image:alt', image.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', preview.title),
    named('twitter:description', preview.description),
    named('twitter:image', image.url),
    named('twitter:image:alt', image.alt),
  ].join('\n');
}
