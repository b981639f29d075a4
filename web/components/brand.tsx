export const BRAND_NAME = 'El campo en tus manos';

type BrandMarkProps = { className?: string };

/** A sprout with a green and a corn-coloured leaf, held in a cupped hand. */
export function BrandMark({ className = 'size-9' }: BrandMarkProps) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#2d5823" />
      <path
        d="M4.5 17.5c2.2 0 3.3 1.8 4.6 3.2 1.3 1.5 3 2.3 4.9 2.3h4c1.9 0 3.6-.8 4.9-2.3 1.3-1.4 2.4-3.2 4.6-3.2-.6 5-5 8.5-11.5 8.5S5.1 22.5 4.5 17.5z"
        fill="#fdf1d6"
      />
      <path d="M16 21v-8" stroke="#fdf1d6" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M16 14.5c0-4-2.9-6.8-7.2-6.8 0 4 2.9 6.8 7.2 6.8z" fill="#95c383" />
      <path d="M16 12.5c0-3.6 2.6-6.2 6.6-6.2 0 3.6-2.6 6.2-6.6 6.2z" fill="#eeb03e" />
    </svg>
  );
}

type BrandLogoProps = { className?: string; markClassName?: string; textClassName?: string };

export function BrandLogo({
  className = 'flex items-center gap-2.5',
  markClassName,
  textClassName = 'text-lg font-extrabold leading-tight tracking-tight text-campo-800',
}: BrandLogoProps) {
  return (
    <span className={className}>
      <BrandMark className={markClassName} />
      <span className={textClassName}>{BRAND_NAME}</span>
    </span>
  );
}
