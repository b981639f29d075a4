import type { ComponentProps } from 'react';
import type { Size } from '../../domain/api/catalogue';
import { sizeLabel } from '../lib/sizes';
import { NativeSelect } from './native-select';

type UnitSelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  /** The units to offer; none yet while they load (the select waits, disabled). */
  sizes: readonly Size[] | null | undefined;
  /** The first, empty choice once the units are there. */
  emptyLabel?: string;
  /** Says 'Cargando unidades…'; by default while there are no units. */
  loading?: boolean;
};

/** The unit of measure of a price or a quantity: 'Kilogramos (kg)', 'Bultos'… */
export function UnitSelect({
  sizes,
  emptyLabel = 'Elige una unidad',
  loading = !sizes,
  disabled,
  ...props
}: UnitSelectProps) {
  return (
    <NativeSelect {...props} disabled={disabled || !sizes}>
      <option value="">{loading ? 'Cargando unidades…' : emptyLabel}</option>
      {sizes?.map((size) => (
        <option key={size.id} value={size.id}>
          {sizeLabel(size)}
        </option>
      ))}
    </NativeSelect>
  );
}
