import { Sprout, X } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_GROWN_PRODUCTS } from '../../../domain/requests/buy-request';
import { fieldErrorClass, hintClass, labelClass } from '../../components/field-styles';
import { errorIdOf, hintIdOf } from '../../components/form-field';
import { ListFailure } from '../../components/list-states';
import { QuickSearchField } from '../../components/quick-search/quick-search-field';
import { refusalText } from '../../lib/refusal-text';
import { toast } from '../../lib/toast';
import { useGrownProducts, useSaveGrownProducts } from './api/grown-products';

const SAVE_FAILED = 'No pudimos guardar lo que cultivas. Inténtalo de nuevo.';

const failureText = (error: unknown) => refusalText(error, SAVE_FAILED);

/**
 * 'Lo que cultivo' in Mi tienda: products from the catalogue, each added or removed with one tap
 * and saved at once, so buyers' requests nearby reach the seller with nothing on offer today.
 */
export function GrownProductsSection({ className }: { className: string }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const grown = useGrownProducts();
  const save = useSaveGrownProducts();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const products = grown.data ?? [];
  const full = products.length >= MAX_GROWN_PRODUCTS;

  const saveList = (productIds: number[]) => {
    setError(null);
    save.mutate(productIds, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (failure) => setError(failureText(failure)),
    });
  };

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-lg font-bold text-campo-900">
        Lo que cultivo
      </h2>
      <p className={`${hintClass} mt-1`}>
        Cuando un comprador cerca de ti busque uno de estos productos, te avisamos, aunque hoy no
        tengas nada publicado.
      </p>
      {grown.isError ? (
        <div className="mt-3">
          <ListFailure
            message="No pudimos cargar lo que cultivas."
            error={grown.error}
            onRetry={() => void grown.refetch()}
          />
        </div>
      ) : (
        <>
          <ul aria-label="Productos que cultivo" className="mt-3 flex flex-wrap gap-2">
            {products.map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  aria-label={`Quitar ${product.name}`}
                  disabled={save.isPending}
                  className="flex min-h-tap items-center gap-2 rounded-full border-2 border-campo-200 bg-campo-50 py-1 pl-3 pr-2 font-semibold text-campo-900 hover:border-campo-400 disabled:opacity-50"
                  onClick={() =>
                    saveList(
                      products.filter((item) => item.id !== product.id).map((item) => item.id),
                    )
                  }
                >
                  <Sprout aria-hidden="true" className="size-4 shrink-0 text-campo-700" />
                  <span className="break-words">{product.name}</span>
                  <X aria-hidden="true" className="size-5 shrink-0" />
                </button>
              </li>
            ))}
          </ul>
          {grown.isSuccess && products.length === 0 && (
            <p className="mt-1 text-tierra-700">Aún no has agregado productos.</p>
          )}
          <div className="mt-4">
            <label htmlFor={id} className={labelClass}>
              Agregar un producto
            </label>
            <p id={hintIdOf(id)} className={hintClass}>
              {full
                ? `Ya tienes ${MAX_GROWN_PRODUCTS}, el máximo. Quita uno para agregar otro.`
                : 'Escribe el nombre y escógelo de la lista.'}
            </p>
            <QuickSearchField
              id={id}
              text={text}
              picked={null}
              hint
              error={error ?? undefined}
              disabled={full || save.isPending || grown.isPending}
              onTextChange={setText}
              onPick={(item) => {
                setText('');
                if (products.some((product) => product.id === item.product_id)) return;
                saveList([...products.map((product) => product.id), item.product_id]);
              }}
            />
            {error && (
              <p id={errorIdOf(id)} className={fieldErrorClass}>
                {error}
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
