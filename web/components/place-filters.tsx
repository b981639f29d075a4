import { useId } from 'react';
import { useDepartments, useMunicipalities } from '../lib/locations';
import { labelClass } from './field-styles';
import { ListLoadAlert } from './list-load-alert';
import { DepartmentSelect, MunicipalitySelect } from './place-selects';

// Department → municipality filters of the directory screens (job board, organizations). The
// choice lives in the address (?departamento=&municipio=) so back/forward and shared links
// show the same list.

export interface PlaceFilter {
  departmentId: number | null;
  municipalityId: number | null;
}

const DEPARTMENT_PARAM = 'departamento';
const MUNICIPALITY_PARAM = 'municipio';

const positiveId = (text: string | null): number | null => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/** A municipality without its department is ignored: the selects could not show it. */
export function readPlaceFilter(search: URLSearchParams): PlaceFilter {
  const departmentId = positiveId(search.get(DEPARTMENT_PARAM));
  return {
    departmentId,
    municipalityId: departmentId === null ? null : positiveId(search.get(MUNICIPALITY_PARAM)),
  };
}

/** The same search params with the place changed (other params are kept). */
export function withPlaceFilter(search: URLSearchParams, place: PlaceFilter): URLSearchParams {
  const next = new URLSearchParams(search);
  if (place.departmentId === null) next.delete(DEPARTMENT_PARAM);
  else next.set(DEPARTMENT_PARAM, String(place.departmentId));
  if (place.departmentId === null || place.municipalityId === null) next.delete(MUNICIPALITY_PARAM);
  else next.set(MUNICIPALITY_PARAM, String(place.municipalityId));
  return next;
}

const LOAD_FAILED = {
  departments: 'No pudimos cargar los departamentos.',
  municipalities: 'No pudimos cargar los municipios.',
} as const;

type PlaceFiltersProps = PlaceFilter & {
  onChange: (place: PlaceFilter) => void;
  disabled?: boolean;
};

/**
 * Two native selects: 'Todos los departamentos' and, once one is chosen, its municipalities.
 * Changing the department clears the municipality.
 */
export function PlaceFilters({
  departmentId,
  municipalityId,
  onChange,
  disabled = false,
}: PlaceFiltersProps) {
  const id = useId();
  const departments = useDepartments();
  const municipalities = useMunicipalities(departmentId);

  const failed = departments.isError
    ? { message: LOAD_FAILED.departments, retry: () => void departments.refetch() }
    : municipalities.isError
      ? { message: LOAD_FAILED.municipalities, retry: () => void municipalities.refetch() }
      : null;

  return (
    <>
      <div className="min-w-0">
        <label htmlFor={`${id}-department`} className={labelClass}>
          Departamento
        </label>
        <DepartmentSelect
          id={`${id}-department`}
          departments={departments}
          value={departmentId ?? ''}
          emptyLabel="Todos los departamentos"
          disabled={disabled}
          onChange={(event) =>
            onChange({ departmentId: positiveId(event.target.value), municipalityId: null })
          }
        />
      </div>

      <div className="min-w-0">
        <label htmlFor={`${id}-municipality`} className={labelClass}>
          Municipio
        </label>
        <MunicipalitySelect
          id={`${id}-municipality`}
          departmentId={departmentId}
          municipalities={municipalities}
          value={municipalityId ?? ''}
          emptyLabel="Todos los municipios"
          disabled={disabled}
          onChange={(event) =>
            onChange({ departmentId, municipalityId: positiveId(event.target.value) })
          }
        />
      </div>

      {failed && (
        <ListLoadAlert className="col-span-full" message={failed.message} onRetry={failed.retry} />
      )}
    </>
  );
}
