/**
 * The support line offered on /reportar. OPERATIONS MUST SET THE REAL NUMBER before launch:
 * this one is a placeholder in Bogotá's 601 format. `tel` is what the phone dials.
 */
export const SUPPORT_PHONE = {
  display: '+57 601 000 0000',
  tel: '+576010000000',
} as const;
