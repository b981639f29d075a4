import { ImagePlus, LoaderCircle, RefreshCw, Star } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { toast } from '../../../lib/toast';
import type { ListingImage } from '../../../../domain/api/listings';
import { fitToFreeSlots, PHOTO_MESSAGES } from '../../../../domain/listings/photos';
import { IMAGES } from '../../../../domain/limits';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { descriptionAria, hintIdOf } from '../../../components/form-field';
import { NoPhotos, PhotoProblems, PhotoTile } from '../../../components/photo-tiles';
import { ApiError } from '../../../lib/api-client';
import { compressForUpload, PHOTO_ACCEPT } from '../../../lib/photo-compression';
import { checkPickedPhotos } from '../../../lib/photo-content';
import { useDeleteListingImage } from '../api/delete-listing-image';
import { useListingImages } from '../api/get-listing-images';
import { useUploadListingImages } from '../api/upload-listing-images';
import { failureMessage } from './edit-values';

type ListingPhotosManagerProps = {
  listingId: number;
  productName: string;
  /** A sold listing: the photos are shown, nothing can change. */
  readOnly?: boolean;
};

function uploadErrorMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.errors.images?.length) return error.errors.images;
  return [failureMessage(error, PHOTO_MESSAGES.uploadFailed)];
}

/**
 * The photos of a listing on the edit screen (docs/product.md §2 "Image manager"): up to 3, uploaded and
 * deleted one call at a time, outside the "Guardar cambios" form.
 */
export function ListingPhotosManager({
  listingId,
  productName,
  readOnly = false,
}: ListingPhotosManagerProps) {
  const images = useListingImages(listingId);
  const upload = useUploadListingImages(listingId);
  const removal = useDeleteListingImage(listingId);
  const uploadId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const [problems, setProblems] = useState<string[]>([]);
  const [processing, setProcessing] = useState(false);
  const [toDelete, setToDelete] = useState<ListingImage | null>(null);

  const list = images.data ?? [];
  const count = list.length;
  const free = Math.max(0, IMAGES.maxPerProduct - count);
  const full = free === 0;
  const uploading = processing || upload.isPending;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so the same photo can be picked again after a failure.
    event.target.value = '';
    if (files.length === 0) return;
    if (full) {
      setProblems([PHOTO_MESSAGES.maxPerProduct]);
      return;
    }

    setProcessing(true);
    try {
      const { accepted, problems } = await checkPickedPhotos(files);
      const { kept, dropped } = fitToFreeSlots(accepted, count);
      const notes = dropped > 0 ? [...problems, PHOTO_MESSAGES.maxPerProduct] : problems;
      setProblems(notes);
      if (kept.length === 0) return;

      let ready: File[];
      try {
        ready = await compressForUpload(kept);
      } catch {
        setProblems([...notes, PHOTO_MESSAGES.processingFailed]);
        return;
      }

      // One request per photo: a photo the server refuses (or a dropped connection) never
      // stops the others. The server calls each one 'Archivo 1': say which picked file it was.
      const failures: string[] = [];
      let lastAnswer: string | null = null;
      for (const [i, file] of ready.entries()) {
        const number = files.indexOf(kept[i]!) + 1;
        try {
          lastAnswer = (await upload.mutateAsync([file])).message;
        } catch (error) {
          failures.push(
            ...uploadErrorMessages(error).map((message) =>
              message.replace(/^Archivo \d+:/, `Archivo ${number}:`),
            ),
          );
        }
      }
      if (failures.length > 0) setProblems([...notes, ...failures]);
      else if (lastAnswer) toast.success(lastAnswer);
    } finally {
      setProcessing(false);
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    removal.mutate(toDelete.id, {
      onSuccess: (answer) => {
        setToDelete(null);
        // A slot is free again: the limit message no longer holds (the others still do).
        setProblems((current) => current.filter((note) => note !== PHOTO_MESSAGES.maxPerProduct));
        toast.success(answer.message);
      },
      onError: (error) => {
        setToDelete(null);
        setProblems([failureMessage(error, PHOTO_MESSAGES.deleteFailed)]);
      },
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="mr-auto text-tierra-700">
          <span className="sr-only">Imágenes: </span>
          <span className="text-lg font-bold text-campo-900">
            {count}/{IMAGES.maxPerProduct}
          </span>
          <span aria-hidden="true"> fotos</span>
        </p>
        <button
          type="button"
          className={buttonClass('ghost', 'px-3')}
          onClick={() => void images.refetch()}
          disabled={images.isFetching}
        >
          <RefreshCw
            aria-hidden="true"
            className={`size-5 ${images.isFetching ? 'animate-spin' : ''}`}
          />
          Refrescar
        </button>
        {!readOnly && (
          <>
            <input
              ref={inputRef}
              type="file"
              accept={PHOTO_ACCEPT}
              multiple
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="listing-photos-input"
              onChange={(event) => void pick(event)}
            />
            <button
              type="button"
              className={buttonClass('secondary', 'w-full px-4 sm:w-auto')}
              disabled={full || uploading || images.isPending}
              title={full ? PHOTO_MESSAGES.maxReached : undefined}
              {...descriptionAria(uploadId, { hint: true })}
              onClick={() => inputRef.current?.click()}
            >
              {uploading ? (
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              ) : (
                <ImagePlus aria-hidden="true" className="size-5" />
              )}
              {uploading ? 'Subiendo…' : `Subir (${free} disp.)`}
            </button>
          </>
        )}
      </div>

      {!readOnly && (
        <p id={hintIdOf(uploadId)} className="-mt-2 text-sm text-tierra-600">
          {full
            ? `${PHOTO_MESSAGES.maxReached}. Elimina una para subir otra.`
            : `Hasta ${IMAGES.maxPerProduct} fotos. La primera es la principal.`}
        </p>
      )}

      <PhotoProblems problems={problems} onDismiss={() => setProblems([])} />

      {images.isPending ? (
        <p role="status" className="rounded-2xl bg-tierra-50 px-4 py-6 text-center text-tierra-700">
          Cargando imágenes…
        </p>
      ) : images.isError && !images.data ? (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 px-4 py-6 text-center font-semibold text-red-800"
        >
          {PHOTO_MESSAGES.loadFailed}
        </p>
      ) : count === 0 ? (
        <NoPhotos className="py-8" text={PHOTO_MESSAGES.none} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Imágenes del producto">
          {list.map((image, index) => (
            <PhotoTile
              key={image.id}
              photo={image}
              sizes="(min-width: 640px) 14rem, 50vw"
              alt={`Foto ${index + 1} de ${productName}`}
              badge={
                image.is_primary && (
                  <span className="absolute left-1.5 top-1.5 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-bold text-campo-800 shadow-sm">
                    <Star aria-hidden="true" className="size-3 fill-maiz-400 text-maiz-500" />
                    Principal
                  </span>
                )
              }
              deleteLabel={`Eliminar imagen ${index + 1}`}
              deleteTitle="Eliminar imagen"
              onDelete={
                readOnly
                  ? undefined
                  : () => {
                      removal.reset();
                      setToDelete(image);
                    }
              }
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Eliminar imagen"
        description="¿Seguro que deseas eliminar esta imagen? Esta acción no se puede deshacer."
        confirmLabel="Sí, eliminar"
        pendingLabel="Eliminando…"
        pending={removal.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
