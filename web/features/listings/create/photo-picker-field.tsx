import { Camera, ImageIcon, LoaderCircle, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { IMAGES } from '../../../../domain/limits';
import { PHOTO_MESSAGES } from '../../../../domain/listings/photos';
import { fieldErrorClass, hintClass, labelClass } from '../../../components/field-styles';
import { errorIdOf, descriptionAria, hintIdOf } from '../../../components/form-field';
import { isMobileScreen } from '../../../lib/photo-compression';
import { preparePhotos } from './photo-picker-prepare';
import type { PickedPhoto } from './photo-picker-prepare';

type PhotoPickerFieldProps = {
  id: string;
  photos: PickedPhoto[];
  onAdd: (photos: PickedPhoto[]) => void;
  onRemove: (key: string) => void;
  /** 'Debes subir al menos 1 imagen' after a failed "Continuar". */
  error?: string;
  disabled?: boolean;
};

const ACCEPT = IMAGES.acceptedTypes.join(',');

/** Up to 3 photos with previews; each big photo is shrunk on the phone before upload. */
export function PhotoPickerField({
  id,
  photos,
  onAdd,
  onRemove,
  error,
  disabled,
}: PhotoPickerFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [processing, setProcessing] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const free = IMAGES.maxPerProduct - photos.length;
  const problemsId = `${id}-problems`;

  const pick = async (files: File[]) => {
    if (files.length === 0) return;
    if (free <= 0) {
      setProblems([PHOTO_MESSAGES.maxAllowed]);
      return;
    }
    setProcessing(true);
    setProblems([]);
    try {
      const prepared = await preparePhotos(files, photos.length, isMobileScreen());
      setProblems(prepared.problems);
      if (prepared.added.length > 0) onAdd(prepared.added);
    } catch {
      setProblems([PHOTO_MESSAGES.processingFailed]);
    } finally {
      setProcessing(false);
    }
  };

  const remove = (photo: PickedPhoto, index: number) => {
    onRemove(photo.key);
    setProblems([]);
    // The focus would be lost with the removed button: it goes to the next control instead.
    const next = document.querySelectorAll<HTMLButtonElement>(`[data-photo-control="${id}"]`);
    (next[index + 1] ?? next[index - 1])?.focus();
  };

  const descriptions = { hint: true, error, also: [problems.length > 0 && problemsId] };

  return (
    <div role="group" aria-labelledby={`${id}-label`} {...descriptionAria(id, descriptions)}>
      <div className="flex items-baseline justify-between gap-3">
        <p id={`${id}-label`} className={labelClass}>
          Fotos del producto
        </p>
        <p className="text-sm font-semibold text-tierra-700" aria-hidden="true">
          {photos.length}/{IMAGES.maxPerProduct}
        </p>
      </div>
      <p id={hintIdOf(id)} className={hintClass}>
        {PHOTO_MESSAGES.max}. La primera será la principal. Se reducen antes de subir para gastar
        menos datos.
      </p>

      <ul className="mt-3 grid max-w-md grid-cols-3 gap-2.5 sm:gap-3">
        {photos.map((photo, index) => (
          <li
            key={photo.key}
            className="relative aspect-square overflow-hidden rounded-2xl border border-tierra-200 bg-tierra-100"
          >
            <PhotoPreview photo={photo} label={`Foto ${index + 1}`} />
            {index === 0 && (
              <span className="absolute bottom-1.5 left-1.5 rounded-lg bg-campo-800/90 px-2 py-0.5 text-xs font-semibold text-white">
                Principal
              </span>
            )}
            <button
              type="button"
              data-photo-control={id}
              aria-label={`Quitar foto ${index + 1}`}
              className="absolute right-0 top-0 flex size-tap items-center justify-center"
              onClick={() => remove(photo, index)}
              disabled={disabled}
            >
              <span className="flex size-8 items-center justify-center rounded-full bg-tierra-900/75 text-white shadow-sm">
                <X aria-hidden="true" className="size-5" />
              </span>
            </button>
          </li>
        ))}

        {free > 0 && (
          <li className="aspect-square">
            <button
              type="button"
              data-photo-control={id}
              className={`flex size-full flex-col items-center justify-center gap-1.5 rounded-2xl border-2 border-dashed px-2 text-center font-semibold transition-colors disabled:cursor-not-allowed ${
                error
                  ? 'border-red-400 bg-red-50 text-red-800'
                  : 'border-campo-300 bg-campo-50/60 text-campo-800 hover:bg-campo-50 active:bg-campo-100'
              }`}
              onClick={() => input.current?.click()}
              disabled={disabled || processing}
              {...descriptionAria(id, descriptions)}
            >
              {processing ? (
                <>
                  <LoaderCircle aria-hidden="true" className="size-7 animate-spin" />
                  <span className="text-sm" role="status">
                    Preparando…
                  </span>
                </>
              ) : (
                <>
                  <Camera aria-hidden="true" className="size-7" />
                  <span className="text-sm leading-tight">
                    {photos.length === 0 ? 'Agregar fotos' : 'Agregar otra'}
                  </span>
                </>
              )}
            </button>
          </li>
        )}
      </ul>

      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        aria-label="Elegir fotos del producto"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so the same photo can be picked again after removing it.
          event.target.value = '';
          void pick(files);
        }}
      />

      {problems.length > 0 && (
        <div id={problemsId} role="alert" className="mt-2">
          <ul className="flex flex-col gap-0.5">
            {problems.map((problem) => (
              <li key={problem} className="text-sm font-semibold text-red-700">
                {problem}
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p id={errorIdOf(id)} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

/** HEIC photos go up as they are, and most browsers cannot draw them: a placeholder then. */
function PhotoPreview({ photo, label }: { photo: PickedPhoto; label: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <div
        role="img"
        aria-label={label}
        className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-tierra-700"
      >
        <ImageIcon aria-hidden="true" className="size-7" />
        <span className="line-clamp-2 break-all text-xs">{photo.file.name}</span>
      </div>
    );
  }
  return (
    <img
      src={photo.previewUrl}
      alt={label}
      className="size-full object-cover"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
