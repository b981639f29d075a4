import { RATING } from '../limits';

/** docs/product.md §2 "Reviews panel", §5 "Rating" and §8 "Ratings". */
export const REVIEW_MESSAGES = {
  title: 'Opiniones de clientes',
  write: 'Escribe tu opinión',
  postingAs: 'Publicarás como',
  placeholder: 'Comparte tu experiencia con este producto...',
  submit: 'Publicar opinión',
  sending: 'Enviando...',
  empty: 'Sé el primero en opinar sobre este producto',
  loading: 'Cargando opiniones…',
  loadFailedEmpty: 'No se pudieron cargar opiniones ahora. Intenta más tarde.',
  loadFailed: 'No se pudieron cargar las calificaciones',
  votoNumeric: "El campo 'voto' debe ser numérico.",
  votoRange: `El campo 'voto' debe estar entre ${RATING.min} y ${RATING.max} en pasos de ${RATING.step}`,
  bodyRequired: 'Por favor escribe tu opinión.',
  bodyTooLong: 'Tu opinión puede tener hasta 1000 caracteres.',
  loginRequired: 'Debes iniciar sesión para calificar.',
  contactFirst: 'Primero contáctanos por WhatsApp desde el botón del producto.',
  // Under the spec's sentence above (kept as the spec quotes it): the seller is the one to write
  // to, not the app.
  contactFirstHint:
    'Primero escríbele al vendedor con «Chatear por WhatsApp»; después podrás contar cómo te fue.',
  alreadyReviewed: 'Ya enviaste una opinión para este producto.',
  alreadyReviewedShort: 'Ya enviaste una opinión.',
  ownListing: 'No puedes opinar sobre tu propio producto.',
  published: '¡Gracias! Tu opinión fue publicada.',
} as const;

export const REVIEW_BODY_MAX = 1000;

/**
 * What is wrong with a review's text, or null. The one rule: the product screen's form and the
 * server's reviewInputSchema (review-schema.ts) both use it.
 */
export function reviewBodyProblem(body: string): string | null {
  const text = body.trim();
  if (text === '') return REVIEW_MESSAGES.bodyRequired;
  if (text.length > REVIEW_BODY_MAX) return REVIEW_MESSAGES.bodyTooLong;
  return null;
}

/** 'opinión' or 'opiniones' after the count (docs/product.md §2). */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'opinión' : 'opiniones'}`;
}
