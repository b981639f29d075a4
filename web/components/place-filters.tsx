import { useId } from 'react';
import { useDepartments, useMunicipalities } from '../lib/locations';
import { buttonClass } from './button-styles';
import { labelClass } from './field-styles';
import { NativeSelect } from './native-select';

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
        <NativeSelect
          id={`${id}-department`}
          value={departmentId ?? ''}
          disabled={disabled || !departments.data}
          onChange={(event) =>
            onChange({ departmentId: positiveId(event.target.value), municipalityId: null })
          }
        >
          <option value="">
            {departments.isPending ? 'Cargando departamentos…' : 'Todos los departamentos'}
          </option>
          {departments.data?.map((department) => (
            <option key={department.id} value={department.id}>
              {department.name}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="min-w-0">
        <label htmlFor={`${id}-municipality`} className={labelClass}>
          Municipio
        </label>
        <NativeSelect
          id={`${id}-municipality`}
          // Until its list arrives the option of the chosen municipality does not exist yet.
          value={municipalities.data ? (municipalityId ?? '') : ''}
          disabled={disabled || departmentId === null || !municipalities.data}
          onChange={(event) =>
            onChange({ departmentId, municipalityId: positiveId(event.target.value) })
          }
        >
          <option value="">
            {departmentId === null
              ? 'Primero elige el departamento'
              : municipalities.isPending
                ? 'Cargando municipios…'
                : 'Todos los municipios'}
          </option>
          {municipalities.data?.map((municipality) => (
            <option key={municipality.id} value={municipality.id}>
              {municipality.name}
            </option>
          ))}
        </NativeSelect>
      </div>

      {failed && (
        <div
          role="alert"
          className="col-span-full flex items-center gap-2 rounded-xl bg-red-50 py-1 pl-3 pr-1 text-sm font-semibold text-red-800"
        >
          <span className="min-w-0 flex-1">{failed.message}</span>
          <button
            type="button"
            className={buttonClass('ghost', 'shrink-0 px-3 text-sm')}
            onClick={failed.retry}
          >
            Reintentar
          </button>
        </div>
      )}
    </>
  );
}
