import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import { buttonClass } from '../../components/button-styles';

/** The small square photo at the start of an admin list row; a placeholder when there is none. */
export function RowThumb({ src, srcSet }: { src: string | null; srcSet?: string | null }) {
  return (
    <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-tierra-100 text-tierra-500">
      {src ? (
        <img
          src={src}
          srcSet={srcSet ?? undefined}
          sizes={srcSet ? '5rem' : undefined}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <ImageOff aria-hidden="true" className="size-6" />
      )}
    </span>
  );
}

type EditDeleteButtonsProps = {
  /** Names the row in the buttons' labels ('Editar Cooperativa del Sur'). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** 'Editar' and 'Eliminar' under a row the admin manages. */
export function EditDeleteButtons({ name, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <div className="mt-1 flex flex-wrap gap-2">
      <button
        type="button"
        className={buttonClass('secondary', 'px-3')}
        aria-label={`Editar ${name}`}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Editar
      </button>
      <button
        type="button"
        className={buttonClass('ghost', 'px-3 text-red-700 hover:bg-red-50')}
        aria-label={`Eliminar ${name}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Eliminar
      </button>
    </div>
  );
}
