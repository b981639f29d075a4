import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import type { Department, Municipality } from '../../domain/api/locations';
import { NativeSelect } from './native-select';

// The department → municipality pair of every form and filter. The screen owns the two queries
// (useDepartments / useMunicipalities from web/lib/locations), its labels, the empty choice's
// text and what it says when a list fails; these selects only show the lists and their loading.

type PlaceSelectProps = Omit<ComponentProps<'select'>, 'children' | 'value'> & {
  value: string | number;
  /** The empty choice once the list is there: 'Elige un departamento', 'Todos los…'. */
  emptyLabel: string;
};

/** The departments; disabled until they are loaded. */
export function DepartmentSelect({
  departments,
  value,
  emptyLabel,
  disabled,
  ...props
}: PlaceSelectProps & { departments: UseQueryResult<Department[]> }) {
  return (
    <NativeSelect {...props} value={value} disabled={disabled || !departments.data}>
      <option value="">{departments.isPending ? 'Cargando departamentos…' : emptyLabel}</option>
      {departments.data?.map((department) => (
        <option key={department.id} value={department.id}>
          {department.name}
        </option>
      ))}
    </NativeSelect>
  );
}

/** The municipalities of the chosen department; disabled until one is chosen and loaded. */
export function MunicipalitySelect({
  departmentId,
  municipalities,
  value,
  emptyLabel,
  disabled,
  ...props
}: PlaceSelectProps & {
  departmentId: number | null;
  municipalities: UseQueryResult<Municipality[]>;
}) {
  return (
    <NativeSelect
      {...props}
      // Until its list arrives the option of the chosen municipality does not exist yet.
      value={municipalities.data ? value : ''}
      disabled={disabled || departmentId === null || !municipalities.data}
    >
      <option value="">
        {departmentId === null
          ? 'Primero elige el departamento'
          : municipalities.isPending
            ? 'Cargando municipios…'
            : emptyLabel}
      </option>
      {municipalities.data?.map((municipality) => (
        <option key={municipality.id} value={municipality.id}>
          {municipality.name}
        </option>
      ))}
    </NativeSelect>
  );
}
