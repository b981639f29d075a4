// Forms a server-rendered page posts to the server itself before its code has arrived (decision
// 027): on a slow connection a tap on a heart is answered by the server (the page comes back
// drawn with the change) instead of being lost. Once the code runs, the same controls call the
// API as always and these forms are never sent. The API keeps the bearer token; these routes
// read the page cookie, check the request's Origin and a token drawn into the page.

/** The favourite heart of a listing: POST, form-encoded. */
export const FAVOURITE_FORM_ROUTE = '/producto/:id/favorito';

export const favouriteFormPath = (listingId: number) => `/producto/${listingId}/favorito`;

/** The fields of a page form. */
export const PAGE_FORM_FIELDS = {
  /** The page's form token (the session's, never valid for another one). */
  token: 'token',
  /** '1' to add to favourites, '0' to remove: what the heart said when it was tapped. */
  add: 'agregar',
} as const;

export const PAGE_FORM_MESSAGES = {
  otherSite: 'Esta acción solo se puede hacer desde El campo en tus manos.',
  staleForm: 'La página cambió. Ábrela de nuevo e inténtalo otra vez.',
  signedOut: 'Tu sesión ha expirado. Ingresa de nuevo para guardar tus favoritos.',
} as const;
