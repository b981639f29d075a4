import { ChevronLeft, ChevronRight, ImageOff, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ListingImage } from '../../../../domain/api/listings';
import { LISTINGS } from '../../../../domain/limits';
import { LISTING_PHOTO_SIZES, PHOTO_MESSAGES } from '../../../../domain/listings/photos';
import { soldBadgeClass } from '../../../components/listing-card';
import { onDemandDialog } from '../../../components/on-demand-dialog';
import { photoLabel } from './gallery-labels';
import type { GalleryZoomProps } from './gallery-zoom';
import { useSwipe } from './gallery-swipe';

// Half the content width from md (two columns), the whole width below.
const MAIN_SIZES = LISTING_PHOTO_SIZES.detail;

// The full-screen photo and Radix's dialog come at the first tap on the photo.
const GalleryZoom = onDemandDialog<GalleryZoomProps>(() => import('./gallery-zoom'), {
  isOpen: (props) => props.open,
  close: (props) => props.onOpenChange(false),
});

const arrowClass =
  'absolute top-1/2 z-10 flex size-tap -translate-y-1/2 items-center justify-center rounded-full ' +
  'bg-white/90 text-campo-900 shadow-md transition hover:bg-white active:scale-95';

type GalleryProps = {
  images: ListingImage[];
  name: string;
  sold: boolean;
};

/**
 * The product photos (docs/product.md §2): arrows, 'n / total', up to 12 thumbnails, swipe, and a
 * full-screen zoom on tap (Escape closes it, the arrow keys move through the photos).
 */
export function Gallery({ images, name, sold }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const total = images.length;
  const current = images[Math.min(index, total - 1)];
  const several = total > 1;

  const go = (step: number) => setIndex((i) => (i + step + total) % total);
  const swipe = useSwipe(go);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!several) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  const soldBadge = sold && (
    <span className={`pointer-events-none absolute left-3 top-3 z-10 ${soldBadgeClass}`}>
      Vendido
    </span>
  );

  if (!current) {
    return (
      <div className="relative flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-3xl border-2 border-dashed border-tierra-200 bg-tierra-50 text-tierra-600">
        <ImageOff aria-hidden="true" className="size-10" />
        <p className="font-semibold">{PHOTO_MESSAGES.noImage}</p>
        {soldBadge}
      </div>
    );
  }

  return (
    <section aria-label="Fotos del producto" onKeyDown={onKeyDown}>
      <div
        className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-tierra-100 shadow-sm"
        {...swipe}
      >
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={zoomed}
          onClick={() => setZoomed(true)}
          className="group block size-full cursor-zoom-in focus-visible:outline-offset-[-3px]"
          aria-label={`Ampliar ${photoLabel(name, index, total)}`}
        >
          <img
            src={current.url}
            srcSet={current.srcset}
            sizes={MAIN_SIZES}
            width={current.width}
            height={current.height}
            alt={photoLabel(name, index, total)}
            decoding="async"
            fetchPriority={index === 0 ? 'high' : 'auto'}
            className={`size-full object-contain ${sold ? 'opacity-80' : ''}`}
          />
          <span className="pointer-events-none absolute bottom-3 left-3 flex size-10 items-center justify-center rounded-full bg-black/55 text-white opacity-90 group-hover:opacity-100">
            <Maximize2 aria-hidden="true" className="size-5" />
          </span>
        </button>
        <GalleryZoom
          open={zoomed}
          onOpenChange={setZoomed}
          images={images}
          index={index}
          name={name}
          onStep={go}
          onKeyDown={onKeyDown}
        />

        {soldBadge}

        {several && (
          <>
            <button
              type="button"
              aria-label="Foto anterior"
              className={`${arrowClass} left-2`}
              onClick={() => go(-1)}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              aria-label="Foto siguiente"
              className={`${arrowClass} right-2`}
              onClick={() => go(1)}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
            <p className="pointer-events-none absolute bottom-3 right-3 rounded-full bg-black/65 px-3 py-1 text-sm font-semibold tabular-figures text-white">
              <span aria-hidden="true">
                {index + 1} / {total}
              </span>
              <span className="sr-only" aria-live="polite">
                Foto {index + 1} de {total}
              </span>
            </p>
          </>
        )}
      </div>

      {several && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Miniaturas">
          {images.slice(0, LISTINGS.galleryThumbnails).map((image, i) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                aria-label={`Ver foto ${i + 1} de ${total}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={`block size-16 overflow-hidden rounded-xl border-2 bg-tierra-100 transition sm:size-20 ${
                  i === index
                    ? 'border-campo-600 ring-2 ring-campo-200'
                    : 'border-transparent opacity-75 hover:opacity-100'
                }`}
              >
                <img
                  src={image.thumbnail_url}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={80}
                  height={80}
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
