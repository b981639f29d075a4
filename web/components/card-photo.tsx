import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { PHOTO_MESSAGES } from '../../domain/listings/photos';

type CardPhotoProps = {
  src: string | null | undefined;
  srcSet?: string | null;
  /** The <img sizes> of the grid the card is in (used only with a srcset). */
  sizes: string;
  /** Cards seen without scrolling load their photo at once. */
  priority?: boolean;
  imgClassName?: string;
  /** The frame's background, seen while the photo arrives or in place of it. */
  frameClassName?: string;
  /** Shown without a photo, or when it fails to load; 'Sin imagen' by default. */
  fallback?: ReactNode;
  /** Badges over the photo. */
  children?: ReactNode;
};

/** The 4:3 photo at the top of a card: nothing moves while it arrives. */
export function CardPhoto({
  src,
  srcSet,
  sizes,
  priority = false,
  imgClassName = '',
  frameClassName = 'bg-tierra-100',
  fallback,
  children,
}: CardPhotoProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`relative aspect-[4/3] overflow-hidden ${frameClassName}`}>
      {src && !failed ? (
        <img
          src={src}
          srcSet={srcSet ?? undefined}
          sizes={srcSet ? sizes : undefined}
          alt=""
          width={400}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          className={`size-full object-cover ${imgClassName}`.trim()}
        />
      ) : (
        (fallback ?? (
          <div className="flex size-full flex-col items-center justify-center gap-1.5 px-3 text-center text-sm text-tierra-600">
            <ImageOff aria-hidden="true" className="size-7" />
            {PHOTO_MESSAGES.noImage}
          </div>
        ))
      )}
      {children}
    </div>
  );
}
