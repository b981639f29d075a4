import { ImageOff, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';

// The pieces of a photo manager (a listing's photos, a store's slider and catalogue pages): the
// problems of the last pick, the empty box and a square thumbnail with its delete button.

/** What the server answers for a stored photo (WebP thumbnail with its srcset). */
export type ThumbnailPhoto = {
  thumbnail_url: string;
  srcset: string;
  width: number;
  height: number;
};

type PhotoProblemsProps = {
  problems: string[];
  onDismiss: () => void;
  className?: string;
};

/** The photos that were refused or failed, until the person hides them. */
export function PhotoProblems({ problems, onDismiss, className = '' }: PhotoProblemsProps) {
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      className={`${className} flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 py-2 pl-4 pr-2 text-red-800`.trim()}
    >
      <ul className="min-w-0 flex-1 py-1.5 font-semibold">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <button
        type="button"
        className="inline-flex min-h-tap shrink-0 items-center gap-1 rounded-lg px-3 font-semibold underline underline-offset-2 hover:bg-red-100"
        onClick={onDismiss}
      >
        <X aria-hidden="true" className="size-4" />
        ocultar
      </button>
    </div>
  );
}

/** A dashed box saying there are no photos yet. */
export function NoPhotos({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div
      className={`${className} flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-tierra-200 px-4 text-center text-tierra-700`.trim()}
    >
      <ImageOff aria-hidden="true" className="size-8 text-tierra-500" />
      <p className="font-semibold">{text}</p>
    </div>
  );
}

type PhotoTileProps = {
  photo: ThumbnailPhoto;
  alt: string;
  /** The <img sizes> of the grid the tile is in. */
  sizes: string;
  /** Shown over the top-left corner (the listing's 'Principal'). */
  badge?: ReactNode;
  /** Without it the tile has no delete button (a read-only list). */
  onDelete?: () => void;
  deleteLabel?: string;
  deleteTitle?: string;
};

/** One square thumbnail of a photo grid (<li>), with its delete button in the corner. */
export function PhotoTile({
  photo,
  alt,
  sizes,
  badge,
  onDelete,
  deleteLabel,
  deleteTitle,
}: PhotoTileProps) {
  return (
    <li className="relative aspect-square overflow-hidden rounded-2xl bg-tierra-100">
      <img
        src={photo.thumbnail_url}
        srcSet={photo.srcset}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
      />
      {badge}
      {onDelete && (
        <button
          type="button"
          aria-label={deleteLabel}
          title={deleteTitle}
          className="absolute bottom-1.5 right-1.5 flex size-tap items-center justify-center rounded-xl bg-white/95 text-red-700 shadow-sm hover:bg-red-50 active:bg-red-100"
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      )}
    </li>
  );
}
