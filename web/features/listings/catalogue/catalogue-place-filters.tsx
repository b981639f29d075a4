import { LocateFixed, MapPin, X } from 'lucide-react';
import { useId, useState } from 'react';
import { SEARCH, type SearchRadius } from '../../../../domain/limits';
import { departmentOf } from '../../../../domain/listings/catalogue-address';
import type { CatalogueFilters as Filters } from '../../../../domain/listings/catalogue-address';
import { buttonClass } from '../../../components/button-styles';
import { labelClass } from '../../../components/field-styles';
import { ListLoadAlert } from '../../../components/list-load-alert';
import { NativeSelect } from '../../../components/native-select';
import { PlaceFilters } from '../../../components/place-filters';
import { DepartmentSelect, MunicipalitySelect } from '../../../components/place-selects';
import { useDepartments, useMunicipalities } from '../../../lib/locations';

type PlaceProps = Pick<Filters, 'departmentId' | 'municipalityId' | 'near' | 'radiusKm'> & {
  /**
   * Where 'Cerca de mí' starts: the municipality of the buyer's first saved address, else of
   * their profile (web/app knows them); null asks them to pick one. Asked for on the tap, so
   * the page itself downloads nothing for it.
   */
  findDefaultNear: () => Promise<number | null>;
  onChange: (changes: Partial<Filters>) => void;
};

const positiveId = (text: string): number | null => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/**
 * The place filters of the catalogue (docs/product.md §16), applied as soon as they are picked:
 * department and municipality, and 'Cerca de mí' (from a municipality, within 25 to 200 km,
 * nearest first).
 */
export function CataloguePlaceFilters(props: PlaceProps) {
  const { departmentId, municipalityId, near, findDefaultNear, onChange } = props;
  // The selects (and their lists) appear when asked for, or when the address holds a choice.
  const [placeOpen, setPlaceOpen] = useState(false);
  const [choosingNear, setChoosingNear] = useState(false);
  const [starting, setStarting] = useState(false);
  const showPlace = placeOpen || departmentId !== null;
  const showNear = choosingNear || near !== null;

  const startNear = async () => {
    setStarting(true);
    const municipality = await findDefaultNear().catch(() => null);
    setStarting(false);
    // Without a known municipality, 'Cerca de mí' first asks for one.
    if (municipality === null) setChoosingNear(true);
    else onChange({ near: municipality, sort: 'distance' });
  };

  return (
    <div className="grid gap-4 rounded-3xl border border-tierra-200 bg-white p-3 sm:p-5">
      {!(showNear && showPlace) && (
        <div className="flex flex-wrap gap-3">
          {!showNear && (
            <button
              type="button"
              className={buttonClass('secondary', 'min-h-12 flex-1 sm:flex-none')}
              onClick={() => void startNear()}
              disabled={starting}
            >
              <LocateFixed aria-hidden="true" className="size-5" />
              Cerca de mí
            </button>
          )}
          {!showPlace && (
            <button
              type="button"
              className={buttonClass('secondary', 'min-h-12 flex-1 sm:flex-none')}
              onClick={() => setPlaceOpen(true)}
            >
              <MapPin aria-hidden="true" className="size-5" />
              Departamento y municipio
            </button>
          )}
        </div>
      )}
      {showNear && (
        <NearFilter
          {...props}
          onStop={() => {
            setChoosingNear(false);
            onChange({ near: null });
          }}
        />
      )}
      {showPlace && (
        <fieldset className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
          <legend className="mb-1 flex items-center gap-2 font-bold text-campo-900">
            <MapPin aria-hidden="true" className="size-5 text-campo-700" />
            Lugar
          </legend>
          <PlaceFilters
            departmentId={departmentId}
            municipalityId={municipalityId}
            onChange={(place) => {
              if (place.departmentId === null) setPlaceOpen(false);
              onChange(place);
            }}
          />
        </fieldset>
      )}
    </div>
  );
}

function NearFilter({ near, radiusKm, onChange, onStop }: PlaceProps & { onStop: () => void }) {
  const id = useId();
  const [chosenDepartment, setChosenDepartment] = useState<number | null>(null);
  const departmentId = near === null ? chosenDepartment : departmentOf(near);
  const departments = useDepartments();
  const municipalities = useMunicipalities(departmentId);

  const failed = departments.isError || municipalities.isError;
  return (
    <fieldset className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto] lg:items-end">
      <legend className="mb-1 flex items-center gap-2 font-bold text-campo-900">
        <LocateFixed aria-hidden="true" className="size-5 text-campo-700" />
        Cerca de mí
      </legend>
      <div className="min-w-0">
        <label htmlFor={`${id}-department`} className={labelClass}>
          Desde el departamento
        </label>
        <DepartmentSelect
          id={`${id}-department`}
          departments={departments}
          value={departmentId ?? ''}
          emptyLabel="Elige un departamento"
          onChange={(event) => {
            setChosenDepartment(positiveId(event.target.value));
            if (near !== null) onChange({ near: null });
          }}
        />
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-municipality`} className={labelClass}>
          Desde el municipio
        </label>
        <MunicipalitySelect
          id={`${id}-municipality`}
          departmentId={departmentId}
          municipalities={municipalities}
          value={near ?? ''}
          emptyLabel="Elige un municipio"
          onChange={(event) => {
            const chosen = positiveId(event.target.value);
            if (chosen !== null) onChange({ near: chosen, sort: 'distance' });
          }}
        />
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-radius`} className={labelClass}>
          Distancia
        </label>
        <NativeSelect
          id={`${id}-radius`}
          value={radiusKm}
          onChange={(event) => onChange({ radiusKm: Number(event.target.value) as SearchRadius })}
        >
          {SEARCH.radiiKm.map((km) => (
            <option key={km} value={km}>
              Hasta {km} km
            </option>
          ))}
        </NativeSelect>
      </div>
      <button type="button" className={buttonClass('secondary', 'min-h-12')} onClick={onStop}>
        <X aria-hidden="true" className="size-5" />
        Quitar distancia
      </button>
      {failed && (
        <ListLoadAlert
          className="col-span-full"
          message="No pudimos cargar los lugares."
          onRetry={() =>
            void (departments.isError ? departments.refetch() : municipalities.refetch())
          }
        />
      )}
    </fieldset>
  );
}
