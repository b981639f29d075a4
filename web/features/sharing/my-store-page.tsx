import { Copy, Eye, LoaderCircle, MessageCircle, Plus, Sprout, Store } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from '../../lib/router';
import type { Storefront } from '../../../domain/api/sharing';
import {
  SHARING,
  SHARING_MESSAGES as m,
  storefrontShareText,
  whatsappShareUrl,
} from '../../../domain/sharing/sharing';
import { storefrontInputSchema } from '../../../domain/sharing/sharing-schema';
import { paths } from '../../lib/paths';
import { BackButton } from '../../components/back-button';
import { buttonClass } from '../../components/button-styles';
import { fieldErrorClass, hintClass, inputClass, labelClass } from '../../components/field-styles';
import { ListFailure } from '../../components/list-states';
import { PageTitle } from '../../components/page-title';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useSaveStorefrontDescription, useStorefront } from './api/storefront';
import { GrownProductsSection } from './grown-products-section';
import { errorIdOf, fieldAria, hintIdOf } from '../../components/form-field';

const cardClass = 'rounded-3xl border border-tierra-200 bg-white p-5 sm:p-6';

const opensText = (count: number) => (count === 1 ? '1 apertura' : `${count} aperturas`);

/** /tienda: the seller's public storefront, its link and how often shared links were opened. */
export function MyStorePage() {
  const storefront = useStorefront();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-4 sm:px-6 sm:py-6">
      <BackButton fallback={paths.home} />
      <PageTitle
        className="mt-3"
        icon={<Store aria-hidden="true" className="size-7" />}
        title="Mi tienda"
        subtitle="Comparte tu tienda y tus productos por WhatsApp, también con quien no tiene cuenta."
      />
      {storefront.isPending ? (
        <p role="status" className="mt-6 text-tierra-700">
          Cargando tu tienda…
        </p>
      ) : storefront.isError ? (
        <div className="mt-6">
          <ListFailure
            error={storefront.error}
            message={m.loadFailed}
            onRetry={() => void storefront.refetch()}
          />
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-5">
          {storefront.data.public ? <PublicLink storefront={storefront.data} /> : <NotPublicYet />}
          <DescriptionForm
            key={storefront.data.description}
            current={storefront.data.description}
          />
          <HarvestsLink />
          <GrownProductsSection className={cardClass} />
          <Opens storefront={storefront.data} />
        </div>
      )}
    </div>
  );
}

function PublicLink({ storefront }: { storefront: Storefront }) {
  const headingId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(storefront.link);
      toast.success(m.linkCopied);
    } catch {
      toast.error(m.copyFailed);
    }
  };
  const share = whatsappShareUrl(storefrontShareText(storefront.name, storefront.link));
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-lg font-bold text-campo-900">
        Enlace de tu tienda
      </h2>
      <p className={`${hintClass} mt-1`}>
        Quien lo abra verá tus productos activos, sin necesidad de cuenta. Tu número no se muestra.
      </p>
      <a
        href={storefront.link}
        target="_blank"
        rel="noopener"
        className="mt-3 block break-all rounded-xl bg-tierra-50 px-3.5 py-2.5 font-semibold text-campo-800 underline"
      >
        {storefront.link}
      </a>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        <button type="button" className={buttonClass('primary')} onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-5 shrink-0" />
          Copiar enlace
        </button>
        <a
          href={share}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary')}
        >
          <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
          Compartir por WhatsApp
        </a>
      </div>
    </section>
  );
}

/**
 * Before the first listing the storefront's address answers 404 (decision 014: a buyer's name
 * and town are not put on the open web), so there is no link to copy yet: say what opens it.
 */
function NotPublicYet() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-lg font-bold text-campo-900">
        Enlace de tu tienda
      </h2>
      <p className="mt-1 text-tierra-800">
        Tu tienda pública aparece cuando publiques tu primer producto. Entonces podrás copiar su
        enlace y compartirlo por WhatsApp.
      </p>
      <p className={`${hintClass} mt-1`}>
        Mientras tanto, nadie fuera de la app ve tu nombre ni tu municipio.
      </p>
      <Link to={paths.createProduct} className={buttonClass('primary', 'mt-4')}>
        <Plus aria-hidden="true" className="size-5 shrink-0" />
        Publicar producto
      </Link>
    </section>
  );
}

/** Próxima cosecha (decision 026): where a seller announces and manages their harvests. */
function HarvestsLink() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-lg font-bold text-campo-900">
        Próximas cosechas
      </h2>
      <p className="mt-1 text-tierra-800">
        Anuncia lo que vas a cosechar y cuándo: los compradores pueden reservar una parte desde ya,
        y aparece en tu tienda pública.
      </p>
      <Link to={paths.myHarvests} className={buttonClass('primary', 'mt-4')}>
        <Sprout aria-hidden="true" className="size-5 shrink-0" />
        Mis cosechas
      </Link>
    </section>
  );
}

function DescriptionForm({ current }: { current: string }) {
  const id = useId();
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveStorefrontDescription();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = storefrontInputSchema.safeParse({ description: value });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? m.descriptionFailed);
      return;
    }
    setError(null);
    save.mutate(checked.data.description, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (failure) => {
        const message =
          failure instanceof ApiError
            ? (failure.fieldError('description') ?? failure.message)
            : m.descriptionFailed;
        setError(message);
      },
    });
  };

  const counterId = `${id}-counter`;
  return (
    <form onSubmit={submit} className={cardClass} noValidate>
      <label htmlFor={id} className={`${labelClass} text-lg`}>
        Descripción de tu finca
      </label>
      <p id={hintIdOf(id)} className={`${hintClass} mt-1`}>
        Aparece en tu tienda pública, debajo de tu nombre.
      </p>
      <textarea
        {...fieldAria(id, { hint: true, error, also: [counterId] })}
        name="description"
        rows={4}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Ej.: Finca familiar en la vereda El Plan. Cultivamos plátano y café."
        className={`${inputClass} resize-y`}
      />
      <p
        id={counterId}
        className={`mt-1 text-right text-sm tabular-figures ${value.length > SHARING.descriptionMax ? 'font-semibold text-red-700' : 'text-tierra-600'}`}
      >
        {value.length}/{SHARING.descriptionMax}
      </p>
      {error && (
        <p id={errorIdOf(id)} className={fieldErrorClass}>
          {error}
        </p>
      )}
      <button
        type="submit"
        className={buttonClass('primary', 'mt-3')}
        disabled={save.isPending}
        aria-busy={save.isPending}
      >
        {save.isPending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
        {save.isPending ? 'Guardando...' : 'Guardar descripción'}
      </button>
    </form>
  );
}

// The count moves under a name too long to share the line: beside it, at 320 px with 120 % text,
// names broke mid-word ('Chapola/s de café').
const opensRowClass = 'flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5';

function Opens({ storefront }: { storefront: Storefront }) {
  const headingId = useId();
  const { opens } = storefront;
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-lg font-bold text-campo-900">
        Visitas desde enlaces compartidos
      </h2>
      <p className={`${hintClass} mt-1`}>
        Últimos {storefront.days} días. Cada persona cuenta una vez al día.
      </p>
      <ul className="mt-3 divide-y divide-tierra-100">
        <li className={opensRowClass}>
          <span className="font-semibold text-tierra-900">Tu tienda</span>
          <span className="flex shrink-0 items-center gap-1.5 tabular-figures text-campo-800">
            <Eye aria-hidden="true" className="size-4" />
            {opensText(opens.storefront)}
          </span>
        </li>
        {opens.listings.map((listing) => (
          <li key={listing.id} className={opensRowClass}>
            <span className="min-w-0 break-words text-tierra-900">{listing.name}</span>
            <span className="flex shrink-0 items-center gap-1.5 tabular-figures text-campo-800">
              <Eye aria-hidden="true" className="size-4" />
              {opensText(listing.opens)}
            </span>
          </li>
        ))}
      </ul>
      {opens.listings.length === 0 && (
        <p className="mt-2 text-tierra-700">
          Cuando publiques productos, aquí verás cuántas personas abren sus enlaces.
        </p>
      )}
    </section>
  );
}
