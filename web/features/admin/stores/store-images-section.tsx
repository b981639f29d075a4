import { ImageOff, ImagePlus, LoaderCircle, Trash2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { toast } from 'sonner';
import type { StoreDetail, StoreImage } from '../../../../domain/api/stores';
import { PHOTO_MESSAGES } from '../../../../domain/listings/photos';
import { STORE_FORM_MESSAGES, STORE_LIMITS } from '../../../../domain/stores/store';
import type { StoreImageKind } from '../../../../domain/stores/store';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { checkPhotos, compressForUpload, PHOTO_ACCEPT } from '../../../lib/photo-compression';
import { failureMessage } from '../admin-errors';
import { AdminSection } from '../admin-section';
import { useAddStoreImages, useRemoveStoreImage } from '../api/stores';

const KINDS = {
  slider: {
    title: 'Fotos del carrusel',
    description: 'Pasan solas arriba de la tienda. La primera también es la foto de la lista.',
    limit: STORE_LIMITS.sliderImages,
    tooMany: STORE_FORM_MESSAGES.tooManySlider,
    noun: 'foto',
    none: 'Todavía no hay fotos en el carrusel.',
  },
  brochure: {
    title: 'Páginas del catálogo',
    description: 'Fotos del folleto o catálogo de la tienda, en orden.',
    limit: STORE_LIMITS.brochureImages,
    tooMany: STORE_FORM_MESSAGES.tooManyBrochures,
    noun: 'página',
    none: 'Todavía no hay páginas del catálogo.',
  },
} as const;

function uploadProblems(error: unknown): string[] {
  if (error instanceof ApiError) {
    const fieldMessages = [...(error.errors.images ?? []), ...(error.errors.kind ?? [])];
    if (fieldMessages.length > 0) return fieldMessages;
  }
  return [failureMessage(error, PHOTO_MESSAGES.uploadFailed)];
}

/** Slider photos or catalogue pages: upload (shrunk in the browser first) and delete. */
export function StoreImagesSection({ store, kind }: { store: StoreDetail; kind: StoreImageKind }) {
  const text = KINDS[kind];
  const images = kind === 'slider' ? store.slider_images : store.brochure_images;
  const upload = useAddStoreImages(store.id);
  const removal = useRemoveStoreImage(store.id);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const [problems, setProblems] = useState<string[]>([]);
  const [processing, setProcessing] = useState(false);
  const [toDelete, setToDelete] = useState<{ image: StoreImage; index: number } | null>(null);

  const free = Math.max(0, text.limit - images.length);
  const busy = processing || upload.isPending;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so the same photo can be picked again after a failure.
    event.target.value = '';
    if (files.length === 0) return;

    const { accepted, problems: notes } = checkPhotos(files);
    const kept = accepted.slice(0, free);
    if (accepted.length > free) notes.push(text.tooMany);
    setProblems(notes);
    if (kept.length === 0) return;

    setProcessing(true);
    let ready: File[];
    try {
      ready = await compressForUpload(kept);
    } catch {
      setProblems([...notes, PHOTO_MESSAGES.processingFailed]);
      return;
    } finally {
      setProcessing(false);
    }
    upload.mutate(
      { kind, files: ready },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => setProblems([...notes, ...uploadProblems(error)]),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    removal.mutate(toDelete.image.id, {
      onSuccess: (answer) => {
        setToDelete(null);
        toast.success(answer.message);
      },
    });
  };

  return (
    <AdminSection
      title={text.title}
      description={text.description}
      aside={
        <p className="text-lg font-bold text-campo-900">
          <span className="sr-only">Usadas: </span>
          {images.length}/{text.limit}
        </p>
      }
    >
      <input
        ref={inputRef}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`store-${kind}-input`}
        onChange={(event) => void pick(event)}
      />
      <button
        type="button"
        className={buttonClass('secondary', 'w-full sm:w-auto')}
        disabled={free === 0 || busy}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <ImagePlus aria-hidden="true" className="size-5" />
        )}
        {busy
          ? 'Subiendo…'
          : kind === 'slider'
            ? 'Subir fotos del carrusel'
            : 'Subir páginas del catálogo'}
      </button>
      <p id={hintId} className="mt-2 text-sm text-tierra-600">
        {free === 0
          ? `${text.tooMany} Elimina una para subir otra.`
          : `Puedes subir ${free} más. Se reducen antes de subir para gastar menos datos.`}
      </p>

      {problems.length > 0 && (
        <div
          role="alert"
          className="mt-3 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 py-2 pl-4 pr-2 text-red-800"
        >
          <ul className="min-w-0 flex-1 py-1.5 font-semibold">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <button
            type="button"
            className="inline-flex min-h-tap shrink-0 items-center gap-1 rounded-lg px-3 font-semibold underline underline-offset-2 hover:bg-red-100"
            onClick={() => setProblems([])}
          >
            <X aria-hidden="true" className="size-4" />
            ocultar
          </button>
        </div>
      )}

      {images.length === 0 ? (
        <div className="mt-4 flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-tierra-200 px-4 py-6 text-center text-tierra-700">
          <ImageOff aria-hidden="true" className="size-7 text-tierra-500" />
          <p className="font-semibold">{text.none}</p>
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-3 gap-2.5 sm:grid-cols-4" aria-label={text.title}>
          {images.map((image, index) => (
            <li
              key={image.id}
              className="relative aspect-square overflow-hidden rounded-2xl bg-tierra-100"
            >
              <img
                src={image.thumbnail_url}
                srcSet={image.srcset}
                sizes="(min-width: 640px) 9rem, 33vw"
                width={image.width}
                height={image.height}
                alt={`${text.noun === 'foto' ? 'Foto' : 'Página'} ${index + 1} de ${store.name}`}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
              <button
                type="button"
                aria-label={`Eliminar ${text.noun} ${index + 1}`}
                title={`Eliminar ${text.noun}`}
                className="absolute bottom-1 right-1 flex size-tap items-center justify-center rounded-xl bg-white/95 text-red-700 shadow-sm hover:bg-red-50 active:bg-red-100"
                onClick={() => {
                  removal.reset();
                  setToDelete({ image, index });
                }}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={`Eliminar ${text.noun}`}
        description={`¿Seguro que deseas eliminar la ${text.noun} ${(toDelete?.index ?? 0) + 1}? Esta acción no se puede deshacer.`}
        confirmLabel="Sí, eliminar"
        pendingLabel="Eliminando…"
        pending={removal.isPending}
        error={removal.isError ? failureMessage(removal.error, PHOTO_MESSAGES.deleteFailed) : null}
        onConfirm={confirmDelete}
      />
    </AdminSection>
  );
}
