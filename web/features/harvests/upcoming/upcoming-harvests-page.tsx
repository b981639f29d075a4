import { ClipboardList, Sprout, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from '../../../lib/router';
import type { CatalogueSearchItem } from '../../../../domain/api/catalogue';
import { BackButton } from '../../../components/back-button';
import { buttonClass } from '../../../components/button-styles';
import { hintClass, labelClass } from '../../../components/field-styles';
import { PageTitle } from '../../../components/page-title';
import { QuickSearchField } from '../../../components/quick-search/quick-search-field';
import { paths } from '../../../lib/paths';
import { useHarvests } from '../api/get-harvests';
import { HarvestList } from '../harvest-list';
import { MyReservations } from './my-reservations';

/**
 * /cosechas: the harvests sellers have announced, soonest first, for one product when picked.
 * A buyer opens one to follow it or reserve part of it.
 */
export function UpcomingHarvestsPage() {
  const id = useId();
  const [text, setText] = useState('');
  const [product, setProduct] = useState<CatalogueSearchItem | null>(null);
  const harvests = useHarvests({ productId: product?.product_id });

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-4 sm:px-6 sm:py-6">
      <BackButton fallback={paths.home} />
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <PageTitle
          icon={<Sprout aria-hidden="true" className="size-7" />}
          title="Próximas cosechas"
          subtitle="Lo que los vendedores van a cosechar. Reserva una parte o pide que te avisemos cuando esté lista."
        />
        <Link to={paths.myHarvests} className={buttonClass('secondary', 'w-full sm:w-auto')}>
          <ClipboardList aria-hidden="true" className="size-5" />
          Mis cosechas
        </Link>
      </div>

      <MyReservations />

      <div className="mt-6 rounded-3xl bg-white/80 p-4">
        <label htmlFor={id} className={labelClass}>
          Buscar un producto
        </label>
        <p id={`${id}-hint`} className={hintClass}>
          Escribe el nombre y escógelo de la lista.
        </p>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <div className="min-w-0 flex-1">
            <QuickSearchField
              id={id}
              text={text}
              picked={product}
              hint
              onTextChange={(next) => {
                setText(next);
                setProduct(null);
              }}
              onPick={(item) => {
                setProduct(item);
                setText(item.product);
              }}
            />
          </div>
          {product && (
            <button
              type="button"
              className={buttonClass('ghost', 'shrink-0')}
              onClick={() => {
                setProduct(null);
                setText('');
              }}
            >
              <X aria-hidden="true" className="size-5" />
              Ver todas
            </button>
          )}
        </div>
      </div>

      <div className="mt-6">
        <HarvestList
          query={harvests}
          label="Próximas cosechas"
          loading="Cargando cosechas…"
          failed="No pudimos cargar las cosechas."
          emptyTitle={
            product
              ? `Nadie ha anunciado ${product.product} todavía`
              : 'Aún no hay cosechas anunciadas'
          }
          emptyHint="Vuelve pronto: los vendedores anuncian sus cosechas antes de recogerlas."
        />
      </div>
    </div>
  );
}
