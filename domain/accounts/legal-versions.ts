/**
 * The versions of the 'Términos y condiciones' and the 'Política de tratamiento de datos
 * personales' a person accepts when registering (stored with their consent) and the date each
 * page shows. Apart from registration.ts so the legal pages can read it without loading zod.
 */
export const LEGAL_VERSIONS = { terms: '2026-12-04', dataPolicy: '2026-12-04' } as const;
