import { inputClass } from './field-styles';
import { FormField } from './form-field';
import { UNIT_WEIGHT_HINT, unitWeightFieldValue, unitWeightLabel } from '../lib/unit-weight';

type UnitWeightFieldProps = {
  id: string;
  /** The unit's name as listed, e.g. 'Bultos': the label says 'Peso de cada bulto…'. */
  unitName: string;
  value: string;
  onChange: (value: string) => void;
  /** Leaving the field checks it at once (a wrong weight is easy to fix while it is in view). */
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
  /** What the weight is for; by default, the listings' price compared per kilo. */
  hint?: string;
};

/**
 * The optional weight of one bulto, carga, canastilla, caja or saco (listing forms, Pedidos),
 * shown only for those units: with it the price compares per kilo in the Bolsa de precios.
 */
export function UnitWeightField({
  id,
  unitName,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  hint = UNIT_WEIGHT_HINT,
}: UnitWeightFieldProps) {
  return (
    <FormField id={id} label={unitWeightLabel(unitName)} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            name="unit_weight_kg"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Ej.: 50"
            value={value}
            disabled={disabled}
            className={`${inputClass} pr-14`}
            onChange={(event) => onChange(unitWeightFieldValue(event.target.value))}
            onBlur={onBlur}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute right-3.5 top-1/2 mt-[0.1875rem] -translate-y-1/2 text-tierra-600"
          >
            kg
          </span>
        </div>
      )}
    </FormField>
  );
}
