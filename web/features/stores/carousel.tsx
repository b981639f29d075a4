import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { CAROUSEL } from '../../../domain/limits';
import { slideAfterSwipe } from './carousel-swipe';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../lib/media-queries';

/**
 * Embla's `duration` is not a time: on every 1/60 s step the slide's speed grows by
 * distance ÷ duration and is then multiplied by its friction (0.68), so the time does not depend
 * on the distance. With 20 a slide covers 99 % of the way in ≈480 ms with no visible overshoot:
 * the 500 ms transition of docs/product.md §9 (the default 25 takes ≈700 ms, 15 ≈300 ms).
 */
export const EMBLA_DURATION = 20;

export interface CarouselImage {
  url: string;
  srcset?: string | null;
  width?: number | null;
  height?: number | null;
}

type CarouselProps = {
  /** Name of the carousel for screen readers, e.g. 'Fotos de la tienda'. */
  label: string;
  images: readonly CarouselImage[];
  /** Text of each image, e.g. 'Foto 2 de 5 de Agro La Cosecha'. */
  altFor: (index: number, total: number) => string;
  /** Fixed frame of every slide (e.g. 'aspect-[16/9]'), so nothing moves while photos load. */
  aspectClass: string;
  /** Width of a slide: one per view by default; e.g. 'basis-full sm:basis-1/2' for two. */
  slideClass?: string;
  /** `sizes` of the images for the browser to pick from the srcset. */
  sizes: string;
  fit?: 'cover' | 'contain';
  /** Load the first slide at once (a carousel at the top of the screen). */
  eagerFirst?: boolean;
  /** When given, each slide opens its full-size image in a new tab (catalogue pages to read). */
  openLabel?: (index: number, total: number) => string;
};

const roundButton =
  'flex size-tap items-center justify-center rounded-full bg-white/95 text-campo-900 shadow-md ' +
  'ring-1 ring-black/5 transition hover:bg-white active:scale-95';

function useSelection(api: EmblaCarouselType | undefined) {
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState(0);
  useEffect(() => {
    if (!api) return;
    const read = () => {
      setSelected(api.selectedScrollSnap());
      setSnaps(api.scrollSnapList().length);
    };
    read();
    api.on('select', read).on('reInit', read);
    return () => {
      api.off('select', read).off('reInit', read);
    };
  }, [api]);
  return { selected, snaps };
}

/**
 * Releases a drag on the slide docs/product.md §9 asks for: past min(80 px, 15 % of the width) the next or
 * previous one, otherwise back to where it started. Reads the same touch and mouse events
 * Embla reads, and acts on Embla's own 'pointerUp', after Embla has aimed.
 */
function useSwipeThreshold(api: EmblaCarouselType | undefined, jump: boolean) {
  useEffect(() => {
    if (!api) return;
    const root = api.rootNode();
    let start: { x: number; index: number } | null = null;
    let lastX = 0;
    const pointX = (event: TouchEvent | MouseEvent) =>
      'touches' in event ? (event.touches[0]?.clientX ?? lastX) : event.clientX;
    const down = (event: TouchEvent | MouseEvent) => {
      lastX = pointX(event);
      start = { x: lastX, index: api.selectedScrollSnap() };
    };
    const move = (event: TouchEvent | MouseEvent) => {
      if (start) lastX = pointX(event);
    };
    const release = () => {
      if (!start) return;
      const target = slideAfterSwipe({
        dx: lastX - start.x,
        width: root.clientWidth,
        from: start.index,
        count: api.scrollSnapList().length,
      });
      start = null;
      api.scrollTo(target, jump);
    };
    root.addEventListener('touchstart', down, { passive: true });
    root.addEventListener('mousedown', down);
    root.addEventListener('touchmove', move, { passive: true });
    document.addEventListener('mousemove', move);
    api.on('pointerUp', release);
    return () => {
      root.removeEventListener('touchstart', down);
      root.removeEventListener('mousedown', down);
      root.removeEventListener('touchmove', move);
      document.removeEventListener('mousemove', move);
      api.off('pointerUp', release);
    };
  }, [api, jump]);
}

/**
 * The store carousels (docs/product.md §2, §9): advance every 4.5 s with a ≈500 ms slide, pause while
 * hovered, dragged or focused (and when the tab is hidden or the phone asks for less motion),
 * swipe, arrows and dots (44 px each), arrow keys, and wrap around at both ends.
 */
export function Carousel({
  label,
  images,
  altFor,
  aspectClass,
  slideClass = 'basis-full',
  sizes,
  fit = 'cover',
  eagerFirst = false,
  openLabel,
}: CarouselProps) {
  const total = images.length;
  const several = total > 1;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [paused, setPaused] = useState(false);
  const autoplayOn = several && !paused && !reducedMotion;

  const options = useMemo(
    // 'start': with several slides in view (the catalogue), the first page is the first seen.
    () => ({ loop: true, align: 'start' as const, duration: EMBLA_DURATION, watchDrag: several }),
    [several],
  );
  const plugins = useMemo(
    () =>
      autoplayOn
        ? [
            Autoplay({
              delay: CAROUSEL.intervalMs,
              // Hovering or dragging only pauses: it goes on when the pointer leaves.
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              // Focus is handled below for the whole carousel, arrows and dots included.
              stopOnFocusIn: false,
              rootNode: (emblaRoot) => emblaRoot.closest<HTMLElement>('[data-carousel]'),
            }),
          ]
        : [],
    [autoplayOn],
  );
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  const { selected, snaps } = useSelection(api);
  useSwipeThreshold(api, reducedMotion);

  const restartTimer = useCallback(() => api?.plugins().autoplay?.reset(), [api]);
  const goTo = (index: number) => {
    api?.scrollTo(index, reducedMotion);
    restartTimer();
  };
  const next = () => {
    if (!api) return;
    if (api.canScrollNext()) api.scrollNext(reducedMotion);
    else api.scrollTo(0, reducedMotion);
    restartTimer();
  };
  const previous = () => {
    if (!api) return;
    if (api.canScrollPrev()) api.scrollPrev(reducedMotion);
    else api.scrollTo(api.scrollSnapList().length - 1, reducedMotion);
    restartTimer();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!several) return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };
  // Someone reading or tabbing through the carousel should not have it move under them.
  const onFocus = () => api?.plugins().autoplay?.stop();
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (autoplayOn) api?.plugins().autoplay?.play();
  };

  const dots = Math.max(snaps, 0);

  return (
    <section
      data-carousel=""
      aria-roledescription="carrusel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      className="relative"
    >
      <div className="relative">
        <div ref={viewportRef} className="overflow-hidden rounded-3xl">
          <div className="-ml-3 flex touch-pan-y touch-pinch-zoom">
            {images.map((image, index) => {
              const alt = altFor(index, total);
              const picture = (
                <img
                  src={image.url}
                  srcSet={image.srcset ?? undefined}
                  sizes={image.srcset ? sizes : undefined}
                  width={image.width ?? undefined}
                  height={image.height ?? undefined}
                  alt={alt}
                  loading={eagerFirst && index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={eagerFirst && index === 0 ? 'high' : undefined}
                  decoding="async"
                  draggable={false}
                  className={`size-full ${fit === 'cover' ? 'object-cover' : 'object-contain'}`}
                />
              );
              return (
                <div
                  key={`${index}-${image.url}`}
                  role="group"
                  aria-roledescription="diapositiva"
                  aria-label={`${index + 1} de ${total}`}
                  data-carousel-slide=""
                  className={`min-w-0 shrink-0 grow-0 pl-3 ${slideClass}`}
                >
                  <div className={`${aspectClass} overflow-hidden rounded-3xl bg-tierra-100`}>
                    {openLabel ? (
                      <a
                        href={image.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={openLabel(index, total)}
                        className="block size-full rounded-3xl focus-visible:outline-offset-[-3px]"
                      >
                        {picture}
                      </a>
                    ) : (
                      picture
                    )}
                  </div>
                </div>
              );
            })}
          </div>
        </div>

        {several && (
          <>
            <button
              type="button"
              onClick={previous}
              aria-label="Diapositiva anterior"
              className={`absolute left-2 top-1/2 z-10 -translate-y-1/2 ${roundButton}`}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              onClick={next}
              aria-label="Diapositiva siguiente"
              className={`absolute right-2 top-1/2 z-10 -translate-y-1/2 ${roundButton}`}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        )}
      </div>

      {several && (
        <div className="mt-1 flex items-start gap-1">
          {!reducedMotion && (
            <button
              type="button"
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? 'Reanudar el carrusel' : 'Pausar el carrusel'}
              className="flex size-tap shrink-0 items-center justify-center rounded-full text-campo-800 hover:bg-campo-50"
            >
              {paused ? (
                <Play aria-hidden="true" className="size-5" />
              ) : (
                <Pause aria-hidden="true" className="size-5" />
              )}
            </button>
          )}
          <ul className="flex min-w-0 flex-1 flex-wrap justify-center">
            {Array.from({ length: dots }, (_, index) => (
              <li key={index}>
                <button
                  type="button"
                  onClick={() => goTo(index)}
                  aria-label={`Ir a la diapositiva ${index + 1} de ${dots}`}
                  aria-current={index === selected ? 'true' : undefined}
                  className="group flex size-tap items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all ${
                      index === selected
                        ? 'w-6 bg-campo-700'
                        : 'w-2.5 bg-tierra-300 group-hover:bg-tierra-500'
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
          {/* Announced only when it moves because someone moved it, not every 4.5 s. */}
          <p
            aria-live={autoplayOn ? 'off' : 'polite'}
            className="flex h-tap shrink-0 items-center px-2 text-sm text-tierra-700"
          >
            {Math.min(selected + 1, dots || 1)} / {dots || total}
          </p>
        </div>
      )}
    </section>
  );
}
