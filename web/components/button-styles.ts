// Shared button looks for links and buttons alike. Every size keeps the 44 px touch target.

const TAP_FLOOR = 'min-h-tap';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl px-5 font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-50 select-none';

/** `extra` asks for its own height ('min-h-12', 'min-h-13'): a taller target than the floor. */
const asksForHeight = (extra: string) => /(^|\s)min-h-/.test(extra);

const variants = {
  primary: 'bg-campo-700 text-white shadow-sm hover:bg-campo-800 active:bg-campo-900',
  accent: 'bg-maiz-400 text-campo-950 shadow-sm hover:bg-maiz-300 active:bg-maiz-500',
  secondary:
    'border-2 border-campo-700 bg-white text-campo-800 hover:bg-campo-50 active:bg-campo-100',
  ghost: 'text-campo-800 hover:bg-campo-50 active:bg-campo-100',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  // One min-height only: with both, the floor's rule comes later in the stylesheet and wins, so
  // every 'min-h-12' button was 44 px (seen measuring the Pedidos screens).
  const floor = asksForHeight(extra) ? '' : TAP_FLOOR;
  return `${base} ${floor} ${variants[variant]} ${extra}`.replace(/\s+/g, ' ').trim();
}
