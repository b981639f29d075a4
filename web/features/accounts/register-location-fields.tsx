import { RotateCw } from 'lucide-react';
import { NativeSelect } from '../../components/native-select';
import { fieldAria } from '../../components/form-field';
import { Field } from './register-field';
import { useDepartments, useMunicipalities } from '../../lib/locations';
import { queryClient } from '../../lib/query-client';

// docs/product.md §8 "Lists".
const LOAD_MESSAGES = {
  departments: 'No se pudieron cargar los departamentos',
  municipalities: 'No se pudieron cargar los municipios',
} as const;

type RegisterLocationFieldsProps = {
  departmentId: string;
  municipalityId: string;
  ids: { department: string; municipality: string };
  errors: { department?: string; municipality?: string };
  onDepartmentChange: (value: string) => void;
  onMunicipalityChange: (value: string) => void;
};

function RetryButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="mt-1 inline-flex min-h-tap items-center gap-1.5 rounded-xl px-2 -ml-2 font-semibold text-campo-800 hover:bg-campo-50"
    >
      <RotateCw aria-hidden="true" className="size-4" />
      Reintentar
    </button>
  );
}

/** Department, then the municipalities of that department (loaded when it is chosen). */
export function RegisterLocationFields({
  departmentId,
  municipalityId,
  ids,
  errors,
  onDepartmentChange,
  onMunicipalityChange,
}: RegisterLocationFieldsProps) {
  // The registration screen sits outside the signed-in layout's QueryClientProvider.
  const departments = useDepartments(queryClient);
  const municipalities = useMunicipalities(departmentId ? Number(departmentId) : null, queryClient);

  const departmentError =
    errors.department ?? (departments.isError ? LOAD_MESSAGES.departments : undefined);
  const municipalityError =
    errors.municipality ??
    (departmentId && municipalities.isError ? LOAD_MESSAGES.municipalities : undefined);

  const municipalityPlaceholder = !departmentId
    ? 'Primero el departamento'
    : municipalities.isPending
      ? 'Cargando municipios…'
      : 'Elige tu municipio';

  return (
    <>
      <div>
        <Field id={ids.department} label="Departamento" error={departmentError}>
          <NativeSelect
            {...fieldAria(ids.department, { error: departmentError })}
            name="department_id"
            value={departmentId}
            disabled={departments.isPending || departments.isError}
            onChange={(event) => onDepartmentChange(event.target.value)}
          >
            <option value="">
              {departments.isPending ? 'Cargando departamentos…' : 'Elige tu departamento'}
            </option>
            {departments.data?.map((department) => (
              <option key={department.id} value={String(department.id)}>
                {department.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {departments.isError && (
          <RetryButton
            onClick={() => void departments.refetch()}
            label="Reintentar cargar los departamentos"
          />
        )}
      </div>

      <div>
        <Field id={ids.municipality} label="Municipio" error={municipalityError}>
          <NativeSelect
            {...fieldAria(ids.municipality, { error: municipalityError })}
            name="municipalite_id"
            value={municipalityId}
            disabled={!departmentId || municipalities.isPending || municipalities.isError}
            onChange={(event) => onMunicipalityChange(event.target.value)}
          >
            <option value="">{municipalityPlaceholder}</option>
            {municipalities.data?.map((municipality) => (
              <option key={municipality.id} value={String(municipality.id)}>
                {municipality.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {departmentId && municipalities.isError && (
          <RetryButton
            onClick={() => void municipalities.refetch()}
            label="Reintentar cargar los municipios"
          />
        )}
      </div>
    </>
  );
}
