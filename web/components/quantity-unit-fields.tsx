import { acceptsStatedWeight } from '../../domain/prices/comparable-unit';
import { SIZES_LOAD_FAILED, type useSizeChoices } from '../lib/sizes';
import { unitWeightError } from '../lib/unit-weight';
import { FormField } from './form-field';
import { UnitSelect } from './unit-select';
import { UnitWeightField } from './unit-weight-field';
import { QuantityField } from './whole-number-input';

export type QuantityUnitField = 'quantity' | 'size_id' | 'unit_weight_kg';

type QuantityUnitFieldsProps = {
  /** The form's id of each field (a message moves the focus to it). */
  fieldId: (field: QuantityUnitField) => string;
  values: Record<QuantityUnitField, string>;
  errors: Partial<Record<QuantityUnitField, string>>;
  /** The form's useSizeChoices(): it also names the unit in the price's hint. */
  units: ReturnType<typeof useSizeChoices>;
  onChange: (field: QuantityUnitField, value: string) => void;
  /** The weight's own message, given as the person leaves that field (none when it is fine). */
  onUnitWeightChecked: (error: string | undefined) => void;
  quantity: { label: string; hint: string; placeholder: string; maxDigits: number };
  unitHint: string;
  /** Why the weight of a bulto or carga is asked; the listings' reason by default. */
  weightHint?: string;
  disabled?: boolean;
};

/**
 * How much of a product, in which unit, and for a bulto, carga, canastilla, caja or saco the
 * weight of one: the same three fields, rules and messages in the harvest and the Pedidos forms.
 */
export function QuantityUnitFields({
  fieldId,
  values,
  errors,
  units,
  onChange,
  onUnitWeightChecked,
  quantity,
  unitHint,
  weightHint,
  disabled,
}: QuantityUnitFieldsProps) {
  const unit = units.sizes?.find((size) => String(size.id) === values.size_id);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <QuantityField
          id={fieldId('quantity')}
          label={quantity.label}
          hint={quantity.hint}
          error={errors.quantity}
          placeholder={quantity.placeholder}
          maxDigits={quantity.maxDigits}
          value={values.quantity}
          disabled={disabled}
          onChange={(digits) => onChange('quantity', digits)}
        />
        <FormField
          id={fieldId('size_id')}
          label="Unidad"
          hint={unitHint}
          error={errors.size_id}
          loadError={units.failed ? `${SIZES_LOAD_FAILED}. Te mostramos las más usadas.` : null}
          className="min-w-0"
        >
          {(control) => (
            <UnitSelect
              {...control}
              name="size_id"
              sizes={units.sizes}
              value={values.size_id}
              disabled={disabled}
              onChange={(event) => onChange('size_id', event.target.value)}
            />
          )}
        </FormField>
      </div>

      {unit && acceptsStatedWeight(unit.id) && (
        <UnitWeightField
          id={fieldId('unit_weight_kg')}
          unitName={unit.name}
          value={values.unit_weight_kg}
          hint={weightHint}
          onChange={(value) => onChange('unit_weight_kg', value)}
          onBlur={() => onUnitWeightChecked(unitWeightError(values.size_id, values.unit_weight_kg))}
          error={errors.unit_weight_kg}
          disabled={disabled}
        />
      )}
    </>
  );
}
