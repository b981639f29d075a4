import { ChartNoAxesCombined } from 'lucide-react';
import { useId } from 'react';
import { useParams, useSearchParams } from '../../lib/router';
import type { PriceFigures } from '../../../domain/api/prices';
import { listingsText, wholesaleLabel } from '../../../domain/prices/price-words';
import { paths } from '../../lib/paths';
import { BackButton } from '../../components/back-button';
import { labelClass } from '../../components/field-styles';
import { CardListSkeleton, ListFailure } from '../../components/list-states';
import { PageTitle } from '../../components/page-title';
import { DepartmentSelect } from '../../components/place-selects';
import { useDepartments } from '../../lib/locations';
import { usePriceReference } from './api/get-price-reference';
import { PriceAlertButton } from './price-alert-button';
import {
  amount,
  PRICE_CARD_BARS,
  PRICE_PAGE_MESSAGES as m,
  perUnit,
  rangeText,
} from './price-format';
import { PriceLineChart } from './price-line-chart';
import { PriceTrend } from './price-summary-card';
import { readDetailDepartment } from './prices-page';

type Unit = { abbreviation: string; per_kg: boolean; name: string };

function Figures({ title, figures, unit }: { title: string; figures: PriceFigures; unit: Unit }) {
  return (
    <div className="rounded-2xl bg-tierra-50 p-4">
      <h3 className="font-bold text-tierra-900">{title}</h3>
      {figures.median === null ? (
        <p className="mt-1 text-tierra-800">
          <span className="font-semibold">{m.fewData}</span> ({listingsText(figures.listing_count)};
          se necesitan al menos 5)
        </p>
      ) : (
        <dl className="mt-1 grid gap-1 text-tierra-800">
          <div>
            <dt className="sr-only">{m.median}</dt>
            {/* The unit may go under the figure, as on the /precios cards: in one piece,
                '$ 22.400 / kg' pushed the card past a 320 px screen at 120 % text. */}
            <dd className="text-2xl font-bold text-campo-800">
              {amount(figures.median)} <span className="whitespace-nowrap">{perUnit(unit)}</span>
            </dd>
          </div>
          <div>
            <dt className="inline">{m.range} </dt>
            <dd className="inline font-semibold">{rangeText(figures, unit)}</dd>
          </div>
          <div>
            <dt className="inline">Del más barato al más caro: </dt>
            <dd className="inline">
              {amount(figures.min ?? 0)} – {amount(figures.max ?? 0)}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Publicaciones</dt>
            <dd>
              {listingsText(figures.listing_count)}
              {figures.outliers > 0 &&
                ` · se dejaron por fuera ${figures.outliers} ${figures.outliers === 1 ? 'precio muy alejado' : 'precios muy alejados'}`}
            </dd>
          </div>
        </dl>
      )}
      <PriceTrend change={figures.change_30d} />
    </div>
  );
}

/** /precios/{productId}: one product's reference per unit, its 90-day line and SIPSA's prices. */
export function PriceDetailPage() {
  const id = useId();
  const { productId } = useParams();
  const [search, setSearch] = useSearchParams();
  const departmentId = readDetailDepartment(search);
  const reference = usePriceReference(Number(productId), departmentId);
  const departments = useDepartments();

  const changeDepartment = (value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set('departamento', value);
    else next.delete('departamento');
    setSearch(next);
  };

  let body;
  if (reference.isPending) {
    body = (
      <CardListSkeleton label={m.loading} gridClass="grid gap-4" count={2} bars={PRICE_CARD_BARS} />
    );
  } else if (reference.isError) {
    body = (
      <ListFailure
        message={m.loadFailed}
        error={reference.error}
        onRetry={() => void reference.refetch()}
      />
    );
  } else {
    const data = reference.data;
    body = (
      <>
        {data.units.length === 0 && <p className="text-tierra-800">{m.empty}</p>}
        {data.units.map(({ unit, national, department, history }) => (
          <section
            key={unit.id}
            aria-labelledby={`${id}-unit-${unit.id}`}
            className="rounded-3xl border border-tierra-200 bg-white p-4 sm:p-5"
          >
            <h2 id={`${id}-unit-${unit.id}`} className="text-lg font-bold text-campo-900">
              {unit.per_kg ? 'Por kilogramo' : `Por ${unit.name.toLowerCase()}`}
            </h2>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {data.department && department && (
                <Figures title={data.department.name} figures={department} unit={unit} />
              )}
              {national && <Figures title={m.national} figures={national} unit={unit} />}
            </div>
            <PriceAlertButton
              productId={data.product.id}
              department={data.department}
              sizeId={unit.id}
            />
            <PriceLineChart
              points={history}
              unit={unit}
              caption={`${m.history}${data.department ? ` en ${data.department.name}` : ''}`}
            />
          </section>
        ))}
        {data.wholesale.length > 0 && (
          <section className="rounded-3xl border border-tierra-200 bg-white p-4 sm:p-5">
            <h2 className="text-lg font-bold text-campo-900">Precios mayoristas</h2>
            <ul className="mt-2 grid gap-2">
              {data.wholesale.map((row) => (
                <li key={`${row.city}-${row.market}-${row.period}`} className="text-tierra-800">
                  {wholesaleLabel(row)}:{' '}
                  <span className="font-semibold">
                    {/* "$" never breaks from its figure, not even inside the brackets. */}
                    {amount(row.mean)}&nbsp;/&nbsp;kg ({amount(row.min)} – {amount(row.max)})
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-tierra-700">Fuente: DANE – SIPSA.</p>
          </section>
        )}
        <p className="text-sm text-tierra-700">{m.source}</p>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <BackButton fallback={paths.prices} />
      <PageTitle
        className="mt-2"
        icon={<ChartNoAxesCombined aria-hidden="true" className="size-7" />}
        title={reference.data?.product.name ?? m.title}
        subtitle={reference.data?.department?.name ?? m.wholeCountry}
      />
      <div className="mt-4 max-w-sm">
        <label htmlFor={`${id}-department`} className={labelClass}>
          {m.department}
        </label>
        <DepartmentSelect
          id={`${id}-department`}
          departments={departments}
          value={departmentId ?? ''}
          emptyLabel={m.wholeCountry}
          onChange={(event) => changeDepartment(event.target.value)}
        />
      </div>
      <div className="mt-6 grid gap-4" aria-busy={reference.isPending}>
        {body}
      </div>
    </div>
  );
}
