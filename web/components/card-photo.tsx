import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { PHOTO_MESSAGES } from '../../domain/listings/photos';
import { useHydrated } from '../lib/device-value';
import { useNearScreen } from '../lib/use-near-screen';

type CardPhotoProps = {
  src: string | null | undefined;
  srcSet?: string | null;
  /** The <img sizes> of the grid the card is in (used only with a srcset). */
  sizes: string;
  /**
   * Cards seen without scrolling load their photo at once. The others ask for it once the page
   * is hydrated and the card comes within half a screen of the viewport: a server-rendered page's
   * photos below its first screen do not share a slow connection with its code (decision 027),
   * and nobody pays for photos they never scroll to.
   */
  priority?: boolean;
  /**
   * The screen's main photo (the first card of a grid): asked for before the others
   * (fetchpriority), and a server-rendered page's code waits for it (web/rendered-page.ts).
   */
  main?: boolean;
  imgClassName?: string;
  /** The frame's background, seen while the photo arrives or in place of it. */
  frameClassName?: string;
  /** Shown without a photo, or when it fails to load; 'Sin imagen' by default. */
  fallback?: ReactNode;
  /** Badges over the photo. */
  children?: ReactNode;
};

/** The 4:3 photo at the top of a card: nothing moves while it arrives (`.card-photo`, web/styles.css). */
export function CardPhoto({
  src,
  srcSet,
  sizes,
  priority = false,
  main = false,
  imgClassName = '',
  frameClassName = 'bg-tierra-100',
  fallback,
  children,
}: CardPhotoProps) {
  const [failed, setFailed] = useState(false);
  const hydrated = useHydrated();
  const [frameRef, near] = useNearScreen<HTMLDivElement>(!priority && !main && hydrated);
  const load = priority || main || near;
  return (
    <div ref={frameRef} className={`card-photo ${frameClassName}`}>
      {src && !failed ? (
        <img
          src={load ? src : undefined}
          srcSet={(load && srcSet) || undefined}
          sizes={srcSet ? sizes : undefined}
          alt=""
          width={400}
          height={300}
          loading={priority || main ? 'eager' : 'lazy'}
          fetchPriority={main ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
          className={imgClassName || undefined}
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
