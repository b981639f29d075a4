import { MessageCircle, Megaphone, StickyNote } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import type { BuyRequest } from '../../../../domain/api/requests';
import { REQUEST_MESSAGES } from '../../../../domain/requests/buy-request';
import { BackButton } from '../../../components/back-button';
import { buttonClass } from '../../../components/button-styles';
import { ListFailure } from '../../../components/list-states';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { openWhatsAppChat } from '../../../lib/whatsapp';
import { useRequest } from '../api/get-request';
import { RequestLine, RequestSummary, StatusBadge } from '../request-card';
import { offerLine, sellerWhatsAppText, whatLine, whatsappContact } from '../request-format';
import { CloseRequestSection } from './close-request-section';
import { RequestAnswers } from './request-answers';

/** The 'Tengo' form for this request (composed in web/app with the seller's own products). */
export type RenderAnswerForm = (request: BuyRequest, onDone: () => void) => ReactNode;

const isRequestId = (value: string) => /^\d+$/.test(value) && Number(value) > 0;

type RequestDetailPageProps = {
  /** The id in the address, as written. */
  id: string;
  renderAnswerForm: RenderAnswerForm;
};

/**
 * /pedidos/{id}. The buyer sees their request, who answered and closes it; anyone else sees the
 * request and answers 'Tengo' (then reaches the buyer by WhatsApp).
 */
export function RequestDetailPage({ id, renderAnswerForm }: RequestDetailPageProps) {
  const validId = isRequestId(id);
  const query = useRequest(validId ? Number(id) : 0);

  let body;
  if (!validId || (query.error instanceof ApiError && query.error.status === 404)) {
    body = (
      <div className="mt-6 rounded-3xl border-2 border-dashed border-tierra-200 bg-white/70 px-5 py-8 text-center">
        <p className="text-lg font-bold text-campo-900">{REQUEST_MESSAGES.notFound}</p>
        <Link to={paths.requests} className={buttonClass('secondary', 'mt-4')}>
          Ver pedidos cerca de ti
        </Link>
      </div>
    );
  } else if (query.isPending) {
    body = (
      <p role="status" className="mt-6 text-tierra-700">
        Cargando pedido…
      </p>
    );
  } else if (query.isError) {
    body = (
      <div className="mt-6">
        <ListFailure
          message="No pudimos cargar el pedido."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  } else {
    body = <RequestView request={query.data.data} renderAnswerForm={renderAnswerForm} />;
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <BackButton fallback={paths.requests} />
      {body}
    </div>
  );
}

type ViewProps = { request: BuyRequest; renderAnswerForm: RenderAnswerForm };

function RequestView({ request, renderAnswerForm }: ViewProps) {
  // The title takes the card's whole width on a phone: beside the icon and the state it was a
  // column of one word per line at 120 % text.
  const heading = (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-maiz-100 text-maiz-800 sm:flex">
          <Megaphone aria-hidden="true" className="size-7" />
        </span>
        <h1 className="min-w-0 break-words text-2xl font-extrabold tracking-tight text-campo-900 sm:text-3xl">
          Busco {whatLine(request)}
        </h1>
      </div>
      {request.is_mine && (
        <div>
          <StatusBadge request={request} />
        </div>
      )}
    </div>
  );
  return (
    <>
      <div className="mt-2 flex flex-col gap-2.5 rounded-3xl border border-tierra-200 bg-white p-4 shadow-sm sm:p-6">
        <RequestSummary request={request} heading={heading} />
        {request.note && (
          <RequestLine icon={<StickyNote aria-hidden="true" className="size-5" />}>
            {request.note}
          </RequestLine>
        )}
        {request.is_mine && request.hidden_reason && (
          <p className="rounded-2xl bg-red-50 px-4 py-3 font-semibold text-red-900">
            Motivo: {request.hidden_reason}
          </p>
        )}
      </div>
      {request.is_mine ? (
        <>
          <RequestAnswers request={request} />
          <CloseRequestSection request={request} />
        </>
      ) : (
        <SellerSide request={request} renderAnswerForm={renderAnswerForm} />
      )}
    </>
  );
}

/** The seller's side: their answer (and the buyer's WhatsApp), or the 'Tengo' form. */
function SellerSide({ request, renderAnswerForm }: ViewProps) {
  const [editing, setEditing] = useState(false);
  const mine = request.my_answer;
  const open = request.status === 'open';

  if (!open && !mine) {
    return (
      <p className="mt-6 rounded-2xl bg-tierra-50 px-4 py-3 font-semibold text-tierra-800">
        {REQUEST_MESSAGES.notOpen}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="tengo"
      className="mt-6 rounded-3xl border border-campo-200 bg-white p-4 sm:p-6"
    >
      <h2 id="tengo" className="mb-4 text-xl font-bold text-campo-900">
        {mine ? 'Tu respuesta' : '¿Lo tienes? Dile «Tengo»'}
      </h2>
      {mine && !editing ? (
        <div className="flex flex-col gap-3">
          <p className="text-tierra-900">
            {mine.listing
              ? `Respondiste con «${mine.listing.name}».`
              : `${offerLine(mine, request.size)}.`}
          </p>
          <BuyerContact request={request} />
          {open && (
            <button
              type="button"
              className={buttonClass('ghost', 'min-h-12 self-start')}
              onClick={() => setEditing(true)}
            >
              Cambiar mi respuesta
            </button>
          )}
        </div>
      ) : (
        renderAnswerForm(request, () => setEditing(false))
      )}
    </section>
  );
}

/** Once answered, the seller may write to the buyer (their number is shown to them alone). */
function BuyerContact({ request }: { request: BuyRequest }) {
  const contact = request.buyer_phone
    ? whatsappContact(request.buyer_phone, sellerWhatsAppText(request))
    : null;
  if (!contact) {
    return <p className="text-tierra-700">El comprador verá tu respuesta y te escribirá.</p>;
  }
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openWhatsAppChat(contact.url, contact.number, 'al comprador');
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-tierra-700">El comprador ya puede verte. También puedes escribirle:</p>
      <a
        href={contact.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={open}
        className={buttonClass('primary', 'min-h-12 sm:self-start')}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        Escribir al comprador
      </a>
    </div>
  );
}
