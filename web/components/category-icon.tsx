import type { ReactNode } from 'react';

// The built-in category icons of docs/product.md §3, drawn for this project: 24×24, stroke only, in
// currentColor so they take the colour of the text around them.

type IconName =
  | 'pantry'
  | 'machinery'
  | 'animals'
  | 'tourism'
  | 'wood'
  | 'derivatives'
  | 'implements'
  | 'house'
  | 'land'
  | 'groceries'
  | 'generic';

const namesById: Record<number, IconName> = {
  1: 'pantry',
  2: 'machinery',
  3: 'animals',
  4: 'tourism',
  5: 'wood',
  6: 'derivatives',
  7: 'implements',
  8: 'house',
  9: 'land',
  10: 'groceries',
};

const shapes: Record<IconName, ReactNode> = {
  // A jar with its lid
  pantry: (
    <>
      <path d="M8.5 3h7v3h-7z" />
      <path d="M7 6h10a1 1 0 0 1 1 1v12a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V7a1 1 0 0 1 1-1z" />
      <path d="M6 11h12M6 16h12" />
    </>
  ),
  // A tractor
  machinery: (
    <>
      <circle cx="7" cy="16" r="4" />
      <circle cx="18.5" cy="17.5" r="2.5" />
      <path d="M4 12.5V5h6l2 7h7a2 2 0 0 1 2 2v1.5M11 16h5M16 12V8" />
    </>
  ),
  // A cow's head
  animals: (
    <>
      <path d="M7.5 7h9v6.5a4.5 4.5 0 0 1-9 0z" />
      <path d="M7.5 8.5 3 7.5 4 10.5h3.5M16.5 8.5l4.5-1-1 3h-3.5M9 7c0-2 .7-3.2 2-4M15 7c0-2-.7-3.2-2-4" />
      <ellipse cx="12" cy="15.5" rx="3.2" ry="2.3" />
    </>
  ),
  // Mountains under the sun
  tourism: (
    <>
      <path d="M2 20 9 9l4 6 3-4 6 9z" />
      <circle cx="17" cy="5.5" r="2" />
    </>
  ),
  // A log with its rings
  wood: (
    <>
      <ellipse cx="7" cy="12" rx="4" ry="6" />
      <ellipse cx="7" cy="12" rx="1.5" ry="2.5" />
      <path d="M7 6h11a4 6 0 0 1 0 12H7M14 9h3M12 15h4" />
    </>
  ),
  // A milk bottle (dairy and other farm-made goods)
  derivatives: (
    <>
      <path d="M9.5 2h5v3l2.5 3.5V20a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V8.5L9.5 5z" />
      <path d="M7 12h10M9.5 5h5" />
    </>
  ),
  // A spade
  implements: (
    <>
      <path d="M20.5 3.5 12.5 11.5M18 2l4 4" />
      <path d="M13.5 10.5 7 17a2.8 2.8 0 0 0 0 4 2.8 2.8 0 0 0 4 0l6.5-6.5z" />
    </>
  ),
  // A farmhouse
  house: (
    <>
      <path d="M3 11.5 12 4l9 7.5" />
      <path d="M5 10v10h14V10M10 20v-5h4v5" />
    </>
  ),
  // A ploughed plot
  land: (
    <>
      <path d="M3 20 7 9h10l4 11z" />
      <path d="M12 9v11M5.4 14.5h13.2M9.5 9 8 20M14.5 9 16 20" />
      <path d="M12 9V6M12 6c0-1.7-1.3-3-3-3 0 1.7 1.3 3 3 3zM12 6c0-1.7 1.3-3 3-3 0 1.7-1.3 3-3 3z" />
    </>
  ),
  // A market basket
  groceries: (
    <>
      <path d="M3 10h18l-2 10H5z" />
      <path d="M8 10l3-6M16 10l-3-6M9 14v3M12 14v3M15 14v3" />
    </>
  ),
  // A sprout, for categories without a built-in icon
  generic: (
    <>
      <path d="M12 21v-9" />
      <path d="M12 13c0-3.3-2.7-6-6-6 0 3.3 2.7 6 6 6zM12 11c0-3 2.5-5.5 6-5.5 0 3-2.5 5.5-6 5.5z" />
      <path d="M7 21h10" />
    </>
  ),
};

export function categoryIconName(categoryId: number | string): IconName {
  return namesById[Number(categoryId)] ?? 'generic';
}

type CategoryIconProps = {
  categoryId: number | string;
  className?: string;
  /** Accessible name; without it the icon is decorative (the category name is beside it). */
  title?: string;
};

export function CategoryIcon({ categoryId, className = 'size-6', title }: CategoryIconProps) {
  const name = categoryIconName(categoryId);
  return (
    // The strokes' width, colour and joins come from `.category-icon` (web/styles.css): written
    // once there, not on each of the home's ten tiles.
    <svg
      viewBox="0 0 24 24"
      className={`category-icon ${className}`}
      data-icon={name}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {shapes[name]}
    </svg>
  );
}
