import { ImagePlus, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { toast } from '../../../lib/toast';
import type { StoreDetail, StoreImage } from '../../../../domain/api/stores';
import { PHOTO_MESSAGES } from '../../../../domain/listings/photos';
import { STORE_FORM_MESSAGES, STORE_LIMITS } from '../../../../domain/stores/store';
import type { StoreImageKind } from '../../../../domain/stores/store';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { descriptionAria, hintIdOf } from '../../../components/form-field';
import { NoPhotos, PhotoProblems, PhotoTile } from '../../../components/photo-tiles';
import { ApiError } from '../../../lib/api-client';
import { checkPhotos, compressForUpload, PHOTO_ACCEPT } from '../../../lib/photo-compression';
import { failureMessage } from '../admin-errors';
import { AdminSection } from '../admin-section';
import { useAddStoreImages } from '../api/add-store-images';
import { useRemoveStoreImage } from '../api/remove-store-image';

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
  const uploadId = useId();

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
        {...descriptionAria(uploadId, { hint: true })}
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
      <p id={hintIdOf(uploadId)} className="mt-2 text-sm text-tierra-600">
        {free === 0
          ? `${text.tooMany} Elimina una para subir otra.`
          : `Puedes subir ${free} más. Se reducen antes de subir para gastar menos datos.`}
      </p>

      <PhotoProblems className="mt-3" problems={problems} onDismiss={() => setProblems([])} />

      {images.length === 0 ? (
        <NoPhotos className="mt-4 py-6" text={text.none} />
      ) : (
        <ul className="mt-4 grid grid-cols-3 gap-2.5 sm:grid-cols-4" aria-label={text.title}>
          {images.map((image, index) => (
            <PhotoTile
              key={image.id}
              photo={image}
              sizes="(min-width: 640px) 9rem, 33vw"
              alt={`${text.noun === 'foto' ? 'Foto' : 'Página'} ${index + 1} de ${store.name}`}
              deleteLabel={`Eliminar ${text.noun} ${index + 1}`}
              deleteTitle={`Eliminar ${text.noun}`}
              onDelete={() => {
                removal.reset();
                setToDelete({ image, index });
              }}
            />
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
