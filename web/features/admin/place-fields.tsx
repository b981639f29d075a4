import { FormField } from '../../components/form-field';
import { DepartmentSelect, MunicipalitySelect } from '../../components/place-selects';
import { useDepartments, useMunicipalities } from '../../lib/locations';

export const PLACE_MESSAGES = {
  municipalityMissing: 'Selecciona el municipio.',
  departmentsFailed: 'No se pudieron cargar los departamentos.',
  municipalitiesFailed: 'No se pudieron cargar los municipios.',
} as const;

/** DIVIPOLA: a municipality's code starts with its department's (Medellín 5001 → Antioquia 5). */
export const departmentOfMunicipality = (municipalityId: number | null | undefined): string =>
  municipalityId ? String(Math.floor(municipalityId / 1000)) : '';

type PlaceField = 'department_id' | 'municipality_id';

type PlaceFieldsProps = {
  /** The form's ids, so its focus on the first error reaches these selects too. */
  idOf: (field: PlaceField) => string;
  departmentId: string;
  municipalityId: string;
  onDepartment: (value: string) => void;
  onMunicipality: (value: string) => void;
  departmentError?: string;
  municipalityError?: string;
  disabled?: boolean;
  optional?: boolean;
};

/**
 * Department → municipality, the second loaded for the first (and emptied when it changes).
 * Side by side when the surrounding `@container` (the form) is wide enough.
 */
export function PlaceFields({
  idOf,
  departmentId,
  municipalityId,
  onDepartment,
  onMunicipality,
  departmentError,
  municipalityError,
  disabled = false,
  optional = false,
}: PlaceFieldsProps) {
  const selectedDepartment = departmentId ? Number(departmentId) : null;
  const departments = useDepartments();
  const municipalities = useMunicipalities(selectedDepartment);
  const departmentFieldId = idOf('department_id');
  const municipalityFieldId = idOf('municipality_id');
  const suffix = optional ? ' (opcional)' : '';

  return (
    <div className="grid gap-5 @lg:grid-cols-2">
      <FormField
        id={departmentFieldId}
        label={`Departamento${suffix}`}
        error={departmentError}
        loadError={departments.isError ? PLACE_MESSAGES.departmentsFailed : null}
        onRetry={() => void departments.refetch()}
      >
        {(control) => (
          <DepartmentSelect
            {...control}
            departments={departments}
            value={departmentId}
            emptyLabel="Elige un departamento"
            disabled={disabled}
            onChange={(event) => onDepartment(event.target.value)}
          />
        )}
      </FormField>

      <FormField
        id={municipalityFieldId}
        label={`Municipio${suffix}`}
        error={municipalityError}
        loadError={municipalities.isError ? PLACE_MESSAGES.municipalitiesFailed : null}
        onRetry={() => void municipalities.refetch()}
      >
        {(control) => (
          <MunicipalitySelect
            {...control}
            departmentId={selectedDepartment}
            municipalities={municipalities}
            value={municipalityId}
            emptyLabel="Elige un municipio"
            disabled={disabled}
            onChange={(event) => onMunicipality(event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
