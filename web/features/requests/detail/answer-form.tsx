import { LoaderCircle, Send } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '../../../lib/router';
import type { BuyRequest } from '../../../../domain/api/requests';
import { bogotaIsoDate } from '../../../../domain/dates';
import { formatCop } from '../../../../domain/money';
import { REQUEST_MESSAGES, REQUESTS } from '../../../../domain/requests/buy-request';
import { requestAnswerInputSchema } from '../../../../domain/requests/buy-request-schema';
import { buttonClass } from '../../../components/button-styles';
import { ChoiceCard } from '../../../components/choice-card';
import { fieldErrorClass } from '../../../components/field-styles';
import { DateInput } from '../../../components/date-input';
import { descriptionAria, errorIdOf, FormAlert, FormField } from '../../../components/form-field';
import { ListLoadAlert } from '../../../components/list-load-alert';
import { PesosInput } from '../../../components/pesos-input';
import { QuantityField } from '../../../components/whole-number-input';
import { ApiError, OFFLINE_MESSAGE } from '../../../lib/api-client';
import { issueErrors, serverFieldErrors, useFormErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useAnswerRequest } from '../api/answer-request';

/** One of the seller's listings on offer, to answer with (composed in web/app). */
export type OwnListingChoice = { id: number; name: string; price: number; size: string };

export type OwnListings =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'done'; listings: OwnListingChoice[] };

const FIELDS = ['listing_id', 'price', 'quantity', 'available_on'] as const;
type Field = (typeof FIELDS)[number];
type Mode = 'listing' | 'offer';

const FAILED = 'No pudimos enviar tu respuesta. Inténtalo de nuevo.';
const CHECK = 'Revisa los campos marcados.';

type AnswerFormProps = {
  request: BuyRequest;
  ownListings: OwnListings;
  onDone: () => void;
};

/** 'Tengo': the seller answers with one of their products on offer, or a short offer. */
export function AnswerForm({ request, ownListings, onDone }: AnswerFormProps) {
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;
  const mine = request.my_answer;
  const listings = ownListings.status === 'done' ? ownListings.listings : [];
  const [chosenMode, setMode] = useState<Mode>(mine && !mine.listing ? 'offer' : 'listing');
  const noListings = ownListings.status === 'done' && listings.length === 0;
  // Without products on offer there is only the offer to give.
  const mode: Mode = noListings ? 'offer' : chosenMode;
  const [listingId, setListingId] = useState(mine?.listing ? String(mine.listing.id) : '');
  const [price, setPrice] = useState(mine?.price ? String(mine.price) : '');
  const [quantity, setQuantity] = useState(mine?.quantity ? String(mine.quantity) : '');
  const [availableOn, setAvailableOn] = useState(mine?.available_on ?? '');
  const { errors, setErrors, formError, setFormError, fail, clear } = useFormErrors(
    FIELDS,
    fieldId,
  );
  const saving = useAnswerRequest(request.id);
  const today = bogotaIsoDate();
  const withListing = mode === 'listing';

  const edit = (field: Field, apply: () => void) => {
    apply();
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.isPending) return;
    if (withListing && ownListings.status !== 'done') {
      fail({}, REQUEST_MESSAGES.answerNeedsOffer);
      return;
    }
    const input = withListing
      ? { listing_id: listingId }
      : { price, quantity, available_on: availableOn };
    const parsed = requestAnswerInputSchema.safeParse(input);
    const next = issueErrors(parsed.error?.issues ?? [], FIELDS);
    // The server asks the same: a listing, or price, quantity and date.
    if (withListing && listingId === '') next.listing_id = REQUEST_MESSAGES.answerListingNotYours;
    if (!withListing) {
      for (const [field, value] of [
        ['price', price],
        ['quantity', quantity],
        ['available_on', availableOn],
      ] as const) {
        if (value === '' && !next[field]) next[field] = REQUEST_MESSAGES.answerNeedsOffer;
      }
      if (!next.available_on && availableOn !== '' && availableOn < today) {
        next.available_on = REQUEST_MESSAGES.answerDateInPast;
      }
    }
    if (!parsed.success || Object.keys(next).length > 0) {
      fail(next, CHECK);
      return;
    }
    clear();
    saving.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onDone();
      },
      onError: (error) => {
        const fromServer = serverFieldErrors(error, FIELDS);
        const message = !(error instanceof ApiError)
          ? FAILED
          : error.status === 0
            ? OFFLINE_MESSAGE
            : Object.keys(fromServer).length > 0
              ? CHECK
              : error.message;
        fail(fromServer, message);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={saving.isPending} className="flex flex-col gap-5">
      <FormAlert message={formError} />

      {noListings ? (
        <p className="rounded-2xl bg-tierra-50 px-4 py-3 text-tierra-800">
          No tienes productos a la venta.{' '}
          <Link to={paths.createProduct} className="font-semibold text-campo-800 underline">
            Publica uno
          </Link>{' '}
          o responde con tu oferta.
        </p>
      ) : (
        <fieldset className="min-w-0">
          <legend className="font-semibold text-tierra-900">¿Cómo respondes?</legend>
          <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
            <ChoiceCard
              name="mode"
              value="listing"
              checked={mode === 'listing'}
              disabled={saving.isPending}
              onChange={() => setMode('listing')}
              title="Con uno de mis productos"
            />
            <ChoiceCard
              name="mode"
              value="offer"
              checked={mode === 'offer'}
              disabled={saving.isPending}
              onChange={() => setMode('offer')}
              title="Con una oferta"
              description="Precio, cantidad y fecha"
            />
          </div>
        </fieldset>
      )}

      {mode === 'listing' && ownListings.status === 'loading' && (
        <p role="status" className="text-tierra-700">
          Cargando tus productos…
        </p>
      )}
      {mode === 'listing' && ownListings.status === 'error' && (
        <ListLoadAlert message="No pudimos cargar tus productos." onRetry={ownListings.retry} />
      )}
      {withListing && ownListings.status === 'done' && (
        <fieldset
          {...descriptionAria(fieldId('listing_id'), { error: errors.listing_id })}
          className="min-w-0"
        >
          <legend className="font-semibold text-tierra-900">Elige el producto</legend>
          <div className="mt-1.5 grid gap-2">
            {listings.map((listing, index) => (
              <ChoiceCard
                key={listing.id}
                id={index === 0 ? fieldId('listing_id') : undefined}
                name="listing_id"
                value={String(listing.id)}
                checked={listingId === String(listing.id)}
                disabled={saving.isPending}
                onChange={(value) => edit('listing_id', () => setListingId(value))}
                title={listing.name}
                description={`${formatCop(listing.price)} / ${listing.size}`}
              />
            ))}
          </div>
          {errors.listing_id && (
            <p id={errorIdOf(fieldId('listing_id'))} className={fieldErrorClass}>
              {errors.listing_id}
            </p>
          )}
        </fieldset>
      )}

      {mode === 'offer' && (
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField
            id={fieldId('price')}
            label={`Tu precio por ${request.size.abbreviation}`}
            error={errors.price}
            className="min-w-0"
          >
            {(control) => (
              <PesosInput
                {...control}
                name="price"
                value={price}
                maxDigits={String(REQUESTS.maxPrice).length}
                disabled={saving.isPending}
                onChange={(digits) => edit('price', () => setPrice(digits))}
              />
            )}
          </FormField>
          <QuantityField
            id={fieldId('quantity')}
            label={`Cuánto tienes (${request.size.name.toLocaleLowerCase('es-CO')})`}
            error={errors.quantity}
            placeholder={String(request.quantity)}
            maxDigits={String(REQUESTS.maxQuantity).length}
            value={quantity}
            disabled={saving.isPending}
            onChange={(digits) => edit('quantity', () => setQuantity(digits))}
          />
          <FormField
            id={fieldId('available_on')}
            label="¿Para cuándo lo tienes?"
            error={errors.available_on}
            className="min-w-0"
          >
            {(control) => (
              <DateInput
                {...control}
                name="available_on"
                min={today}
                value={availableOn}
                disabled={saving.isPending}
                onChange={(isoDate) => edit('available_on', () => setAvailableOn(isoDate))}
              />
            )}
          </FormField>
        </div>
      )}

      <button
        type="submit"
        className={buttonClass('primary', 'min-h-13 text-lg sm:self-end sm:min-w-60')}
        disabled={saving.isPending}
      >
        {saving.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-5" />
        )}
        {saving.isPending ? 'Enviando…' : mine ? 'Guardar mi respuesta' : 'Enviar «Tengo»'}
      </button>
    </form>
  );
}
