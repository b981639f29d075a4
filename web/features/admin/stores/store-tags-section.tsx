import { LoaderCircle, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import type { StoreDetail } from '../../../../domain/api/stores';
import { STORE_LIMITS } from '../../../../domain/stores/store';
import { storeTagInputSchema } from '../../../../domain/stores/store-schemas';
import { buttonClass } from '../../../components/button-styles';
import { formAlertClass, inputClass } from '../../../components/field-styles';
import { FormField } from '../../../components/form-field';
import { serverFieldErrors } from '../../../lib/form-errors';
import { failureMessage } from '../admin-errors';
import { AdminSection } from '../admin-section';
import { useAddStoreTag } from '../api/add-store-tag';
import { useRemoveStoreTag } from '../api/remove-store-tag';

/** The store's product categories, as chips: add by name, remove with the chip's ×. */
export function StoreTagsSection({ store }: { store: StoreDetail }) {
  const inputId = useId();
  const addition = useAddStoreTag(store.id);
  const removal = useRemoveStoreTag(store.id);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removingId, setRemovingId] = useState<number | null>(null);

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (addition.isPending) return;
    const parsed = storeTagInputSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(inputId)?.focus();
      return;
    }
    setError(undefined);
    addition.mutate(parsed.data.name, {
      onSuccess: (answer) => {
        setName('');
        toast.success(answer.message);
      },
      onError: (failure) => {
        setError(
          serverFieldErrors(failure, ['name'] as const).name ??
            failureMessage(failure, 'No se pudo agregar la categoría.'),
        );
        document.getElementById(inputId)?.focus();
      },
    });
  };

  const remove = (tagId: number) => {
    setRemoveError(null);
    setRemovingId(tagId);
    removal.mutate(tagId, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (failure) =>
        setRemoveError(failureMessage(failure, 'No se pudo quitar la categoría.')),
      onSettled: () => setRemovingId(null),
    });
  };

  return (
    <AdminSection
      title="Categorías"
      description="Agrupan los productos de la tienda; las personas filtran por ellas."
      aside={
        <p className="text-lg font-bold text-campo-900">
          <span className="sr-only">Usadas: </span>
          {store.tags.length}/{STORE_LIMITS.tagsPerStore}
        </p>
      }
    >
      {store.tags.length === 0 ? (
        <p className="text-tierra-700">Todavía no hay categorías.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Categorías de la tienda">
          {store.tags.map((tag) => (
            <li
              key={tag.id}
              className="inline-flex items-center gap-1 rounded-full border border-campo-200 bg-campo-50 py-0.5 pl-4 pr-0.5 font-semibold text-campo-900"
            >
              {tag.name}
              <button
                type="button"
                aria-label={`Quitar categoría ${tag.name}`}
                className="flex size-tap items-center justify-center rounded-full text-campo-800 hover:bg-campo-100 disabled:opacity-50"
                disabled={removingId === tag.id}
                onClick={() => remove(tag.id)}
              >
                {removingId === tag.id ? (
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                ) : (
                  <X aria-hidden="true" className="size-4" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {removeError && (
        <p role="alert" className={`${formAlertClass} mt-3`}>
          {removeError}
        </p>
      )}

      <form
        noValidate
        onSubmit={add}
        className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <FormField id={inputId} label="Nueva categoría" error={error} className="flex-1">
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              value={name}
              maxLength={STORE_LIMITS.tagMax}
              placeholder="Ej.: Fertilizantes"
              className={inputClass}
              disabled={addition.isPending}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <button
          type="submit"
          className={buttonClass('secondary', 'min-h-12 sm:mt-[1.875rem]')}
          disabled={addition.isPending}
        >
          {addition.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Plus aria-hidden="true" className="size-5" />
          )}
          Agregar
        </button>
      </form>
    </AdminSection>
  );
}
