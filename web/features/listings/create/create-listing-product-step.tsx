import type { ReactNode } from 'react';
import type { CatalogueSearchItem } from '../../../../domain/api/catalogue';
import { LISTINGS } from '../../../../domain/limits';
import { acceptsStatedWeight } from '../../../../domain/prices/comparable-unit';
import {
  fieldErrorClass,
  hintClass,
  inputClass,
  labelClass,
} from '../../../components/field-styles';
import { errorIdOf, fieldAria, hintIdOf } from '../../../components/form-field';
import { UnitSelect } from '../../../components/unit-select';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { PesosInput } from '../../../components/pesos-input';
import { SIZES_LOAD_FAILED, useSizeChoices } from '../../../lib/sizes';
import { descriptionNearLimit, PRICE_MAX_DIGITS, STOCK_MAX_DIGITS } from './create-listing-values';
import type {
  CreateListingErrors,
  CreateListingField,
  CreateListingValues,
} from './create-listing-values';
import { PhotoPickerField } from './photo-picker-field';
import type { PickedPhoto } from './photo-picker-prepare';
import { QuickSearchField } from '../../../components/quick-search/quick-search-field';
import { UnitWeightField } from '../../../components/unit-weight-field';

type TextField = 'sizeId' | 'unitWeightKg' | 'price' | 'stock' | 'description';

type ProductStepProps = {
  fieldId: (field: CreateListingField) => string;
  values: CreateListingValues;
  errors: CreateListingErrors;
  onChange: (field: TextField, value: string) => void;
  onUnitWeightBlur: () => void;
  /** Shown right under the price (the Bolsa de precios comparison), when there is one. */
  priceHint?: ReactNode;
  onProductText: (text: string) => void;
  onPick: (item: CatalogueSearchItem) => void;
  photos: PickedPhoto[];
  onAddPhotos: (photos: PickedPhoto[]) => void;
  onRemovePhoto: (key: string) => void;
  disabled?: boolean;
};

const sectionTitleClass = 'text-lg font-bold text-campo-900';

/** Step 1, 'Información del producto': what is sold, its unit, price, quantity, text and photos. */
export function CreateListingProductStep({
  fieldId,
  values,
  errors,
  onChange,
  onUnitWeightBlur,
  priceHint,
  onProductText,
  onPick,
  photos,
  onAddPhotos,
  onRemovePhoto,
  disabled,
}: ProductStepProps) {
  const units = useSizeChoices();
  const hintId = (field: CreateListingField) => hintIdOf(fieldId(field));
  /** Every field of this step has a hint. */
  const control = (field: CreateListingField, also?: string[]) =>
    fieldAria(fieldId(field), { hint: true, error: errors[field], also });
  const fieldError = (field: CreateListingField) =>
    errors[field] ? (
      <p id={errorIdOf(fieldId(field))} className={fieldErrorClass}>
        {errors[field]}
      </p>
    ) : null;

  const unit = units.sizes?.find((size) => String(size.id) === values.sizeId);
  const length = values.description.length;
  const counterId = `${fieldId('description')}-counter`;

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={`${fieldId('product')}-section`} className="flex flex-col gap-5">
        <h3 id={`${fieldId('product')}-section`} className={sectionTitleClass}>
          ¿Qué vas a vender?
        </h3>
        <div data-tour="product-search">
          <label htmlFor={fieldId('product')} className={labelClass}>
            Producto
          </label>
          <p id={hintId('product')} className={hintClass}>
            Escribe el nombre y escógelo de la lista.
          </p>
          <QuickSearchField
            id={fieldId('product')}
            text={values.productText}
            picked={values.product}
            onTextChange={onProductText}
            onPick={onPick}
            hint
            error={errors.product}
            disabled={disabled}
          />
          {fieldError('product')}
        </div>

        <dl
          aria-live="polite"
          className="-mt-1 grid grid-cols-2 gap-x-4 gap-y-1 rounded-2xl border border-tierra-200 bg-tierra-50 px-4 py-3"
        >
          <PickedDetail label="Categoría" value={values.product?.category} />
          <PickedDetail label="Subcategoría" value={values.product?.subcategory} />
        </dl>
      </section>

      <section aria-labelledby={`${fieldId('price')}-section`} className="flex flex-col gap-5">
        <h3 id={`${fieldId('price')}-section`} className={sectionTitleClass}>
          Precio y cantidad
        </h3>
        <div data-tour="unit">
          <label htmlFor={fieldId('sizeId')} className={labelClass}>
            Unidad de medida
          </label>
          <p id={hintId('sizeId')} className={hintClass}>
            Cómo vendes: por kilo, por bulto, por unidad…
          </p>
          <UnitSelect
            {...control('sizeId')}
            name="size_id"
            sizes={units.sizes}
            value={values.sizeId}
            disabled={disabled}
            onChange={(event) => onChange('sizeId', event.target.value)}
          />
          {units.failed && (
            <p role="status" className="mt-1.5 text-sm font-semibold text-maiz-800">
              {SIZES_LOAD_FAILED}. Te mostramos las más usadas.
            </p>
          )}
          {fieldError('sizeId')}
        </div>

        {unit && acceptsStatedWeight(unit.id) && (
          <UnitWeightField
            id={fieldId('unitWeightKg')}
            unitName={unit.name}
            value={values.unitWeightKg}
            onChange={(value) => onChange('unitWeightKg', value)}
            onBlur={onUnitWeightBlur}
            error={errors.unitWeightKg}
            disabled={disabled}
          />
        )}

        <div className="grid gap-5 sm:grid-cols-2">
          <div data-tour="price">
            <label htmlFor={fieldId('price')} className={labelClass}>
              Precio
            </label>
            <p id={hintId('price')} className={hintClass}>
              En pesos, por cada {unit ? unit.abbreviation : 'unidad de medida'}.
            </p>
            <PesosInput
              {...control('price')}
              name="price"
              value={values.price}
              maxDigits={PRICE_MAX_DIGITS}
              disabled={disabled}
              onChange={(digits) => onChange('price', digits)}
            />
            {fieldError('price')}
            {priceHint}
          </div>

          <div>
            <label htmlFor={fieldId('stock')} className={labelClass}>
              Cantidad disponible
            </label>
            <p id={hintId('stock')} className={hintClass}>
              Cuánto tienes para vender.
            </p>
            <div className="relative">
              <WholeNumberInput
                {...control('stock')}
                name="stock"
                placeholder="0"
                maxDigits={STOCK_MAX_DIGITS}
                value={values.stock}
                disabled={disabled}
                className={unit ? 'pr-24' : ''}
                onChange={(digits) => onChange('stock', digits)}
              />
              {unit && (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute right-3.5 top-1/2 mt-[0.1875rem] max-w-20 -translate-y-1/2 truncate text-tierra-600"
                >
                  {unit.abbreviation}
                </span>
              )}
            </div>
            {fieldError('stock')}
          </div>
        </div>
      </section>

      <div className="flex flex-col gap-8">
        <div>
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={fieldId('description')} className={labelClass}>
              Descripción
            </label>
            <span
              id={counterId}
              className={`text-sm font-semibold tabular-figures ${
                descriptionNearLimit(length) ? 'text-maiz-700' : 'text-tierra-600'
              }`}
            >
              {length}/{LISTINGS.descriptionMaxLength}
            </span>
          </div>
          <p id={hintId('description')} className={hintClass}>
            Variedad, calidad, cómo lo entregas.
          </p>
          <textarea
            {...control('description', [counterId])}
            name="description"
            rows={4}
            maxLength={LISTINGS.descriptionMaxLength}
            placeholder="Ej.: Plátano hartón de primera, recién cosechado. Entrego en la vereda."
            value={values.description}
            disabled={disabled}
            className={`${inputClass} resize-y`}
            onChange={(event) => onChange('description', event.target.value)}
          />
          {fieldError('description')}
        </div>

        <div data-tour="photos" id={fieldId('photos')} tabIndex={-1} className="focus:outline-none">
          <PhotoPickerField
            id={`${fieldId('photos')}-picker`}
            photos={photos}
            onAdd={onAddPhotos}
            onRemove={onRemovePhoto}
            error={errors.photos}
            disabled={disabled}
          />
        </div>
      </div>
    </div>
  );
}

/** Category and subcategory come with the picked product: shown, never typed. */
function PickedDetail({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-tierra-600">{label}</dt>
      <dd className={`break-words ${value ? 'font-semibold text-tierra-900' : 'text-tierra-500'}`}>
        {value ?? 'Al escoger el producto'}
      </dd>
    </div>
  );
}
