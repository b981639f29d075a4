import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { KeyboardEvent } from 'react';
import type { ListingImage } from '../../../../domain/api/listings';
import { useReturnFocus } from '../../../components/return-focus';
import { photoLabel } from './gallery-labels';
import { useSwipe } from './gallery-swipe';

const roundButtonClass =
  'flex size-12 items-center justify-center rounded-full bg-white/15 text-white transition ' +
  'hover:bg-white/25 active:scale-95';

export type GalleryZoomProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: ListingImage[];
  index: number;
  name: string;
  onStep: (step: 1 | -1) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

/**
 * The full-screen photo, loaded when it first opens (gallery.tsx). Radix Dialog traps focus and
 * closes on Escape; the focus goes back to the photo that opened it.
 */
export default function GalleryZoom({
  open,
  onOpenChange,
  images,
  index,
  name,
  onStep,
  onKeyDown,
}: GalleryZoomProps) {
  const image = images[index];
  const total = images.length;
  const swipe = useSwipe(onStep);
  const returnFocus = useReturnFocus();
  if (!image) return null;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black data-[state=open]:animate-fade-in" />
        <Dialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          onKeyDown={(event) => {
            onKeyDown(event);
            // The dialog sits inside the gallery in React's tree: one step per key press.
            event.stopPropagation();
          }}
          className="on-dark fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
        >
          <div className="flex items-center justify-between gap-3 px-3 pb-2 pt-[max(0.75rem,env(safe-area-inset-top))]">
            <Dialog.Title className="min-w-0 truncate pl-1 text-base font-semibold">
              {name}
              <span className="sr-only">
                {', '}foto {index + 1} de {total}
              </span>
            </Dialog.Title>
            <div className="flex shrink-0 items-center gap-3">
              {total > 1 && (
                <p aria-hidden="true" className="text-sm font-semibold tabular-figures">
                  {index + 1} / {total}
                </p>
              )}
              <Dialog.Close className={roundButtonClass} aria-label="Cerrar">
                <X aria-hidden="true" className="size-6" />
              </Dialog.Close>
            </div>
          </div>

          <div className="relative flex min-h-0 flex-1 items-center justify-center" {...swipe}>
            <img
              src={image.url}
              srcSet={image.srcset}
              sizes="100vw"
              width={image.width}
              height={image.height}
              alt={photoLabel(name, index, total)}
              decoding="async"
              className="max-h-full max-w-full object-contain"
            />
            {total > 1 && (
              <>
                <button
                  type="button"
                  aria-label="Foto anterior"
                  className={`${roundButtonClass} absolute left-3 top-1/2 -translate-y-1/2`}
                  onClick={() => onStep(-1)}
                >
                  <ChevronLeft aria-hidden="true" className="size-7" />
                </button>
                <button
                  type="button"
                  aria-label="Foto siguiente"
                  className={`${roundButtonClass} absolute right-3 top-1/2 -translate-y-1/2`}
                  onClick={() => onStep(1)}
                >
                  <ChevronRight aria-hidden="true" className="size-7" />
                </button>
              </>
            )}
          </div>
          <div className="h-[max(1rem,env(safe-area-inset-bottom))]" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
