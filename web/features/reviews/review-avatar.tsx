import { useState } from 'react';

// Soft pairs from the app's palette; a name always gets the same one.
const COLOURS = [
  'bg-campo-100 text-campo-800',
  'bg-maiz-100 text-maiz-800',
  'bg-tierra-200 text-tierra-800',
  'bg-campo-200 text-campo-900',
  'bg-maiz-200 text-maiz-800',
  'bg-tierra-100 text-tierra-700',
] as const;

/** 'Ana Milena Rojas' → 'AM'; an empty name → '?'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0]!.toLocaleUpperCase('es'));
  return letters.join('') || '?';
}

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}

const sizes = { md: 'size-10 text-sm', lg: 'size-12 text-base' } as const;

/** The person's photo when there is one, else their initials on a colour of their own. */
export function ReviewAvatar({
  name,
  src,
  size = 'md',
}: {
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
}) {
  const [failed, setFailed] = useState(false);
  const base = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-bold ${sizes[size]}`;
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={`${base} bg-tierra-100 object-cover`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${base} ${colourFor(name)}`}>
      {initials(name)}
    </span>
  );
}
