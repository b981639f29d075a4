import { X } from 'lucide-react';
import { departmentOf } from '../../../../domain/listings/catalogue-address';
import type { CatalogueFilters as Filters } from '../../../../domain/listings/catalogue-address';
import { formatCop } from '../../../../domain/money';
import { useDepartments, useMunicipalities } from '../../../lib/locations';

// On a phone the filters sit behind one 'Filtros' button so the results come first; what is
// applied shows as chips ("Cerca de Tunja · 50 km ✕") that take it away in one tap.

type Applied = Pick<Filters, 'maxPrice' | 'departmentId' | 'municipalityId' | 'near' | 'radiusKm'>;

/** How many filters are applied (the number on the 'Filtros' button). */
export const appliedCount = (filters: Applied) =>
  [filters.maxPrice, filters.departmentId ?? filters.municipalityId, filters.near].filter(
    (value) => value !== null,
  ).length;

/** A municipality's name (its department's list is asked for once a place is applied). */
function MunicipalityName({ id }: { id: number }) {
  const municipalities = useMunicipalities(departmentOf(id));
  return <>{municipalities.data?.find((m) => m.id === id)?.name ?? '…'}</>;
}

function DepartmentName({ id }: { id: number }) {
  const departments = useDepartments();
  return <>{departments.data?.find((d) => d.id === id)?.name ?? '…'}</>;
}

const chipClass =
  'inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-full border border-campo-300 bg-campo-50 py-1 pl-4 pr-2 text-left font-semibold text-campo-900 hover:bg-campo-100';

export function CatalogueFilterChips({
  filters,
  onChange,
}: {
  filters: Applied;
  onChange: (changes: Partial<Filters>) => void;
}) {
  const { maxPrice, departmentId, municipalityId, near, radiusKm } = filters;
  const place = municipalityId ?? departmentId;
  return (
    <>
      {near !== null && (
        <button type="button" className={chipClass} onClick={() => onChange({ near: null })}>
          <span className="min-w-0 break-words">
            Cerca de <MunicipalityName id={near} /> · {radiusKm} km
          </span>
          <X aria-label="Quitar" className="size-5 shrink-0" />
        </button>
      )}
      {place !== null && (
        <button
          type="button"
          className={chipClass}
          onClick={() => onChange({ departmentId: null, municipalityId: null })}
        >
          <span className="min-w-0 break-words">
            En{' '}
            {municipalityId !== null ? (
              <MunicipalityName id={municipalityId} />
            ) : (
              <DepartmentName id={place} />
            )}
          </span>
          <X aria-label="Quitar" className="size-5 shrink-0" />
        </button>
      )}
      {maxPrice !== null && (
        <button type="button" className={chipClass} onClick={() => onChange({ maxPrice: null })}>
          <span className="min-w-0 break-words">Hasta {formatCop(maxPrice)}</span>
          <X aria-label="Quitar" className="size-5 shrink-0" />
        </button>
      )}
    </>
  );
}
