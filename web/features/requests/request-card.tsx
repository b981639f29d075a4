import { CalendarDays, MapPin, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import type { BuyRequest } from '../../../domain/api/requests';
import { buttonClass } from '../../components/button-styles';
import { paths } from '../../lib/paths';
import {
  answersLine,
  deliveryLabel,
  distanceLine,
  maxPriceLine,
  placeLine,
  REQUESTS_PAGE_MESSAGES as m,
  statusLabel,
  weightLine,
  whatLine,
  whenLine,
} from './request-format';

const cardClass =
  'flex h-full flex-col gap-2.5 rounded-3xl border border-tierra-200 bg-white p-4 shadow-sm sm:p-5';

export function RequestLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-tierra-800">
      <span className="mt-0.5 shrink-0 text-campo-700">{icon}</span>
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

/** Busco …, where (and how far), by when, how it is delivered and the most the buyer pays. */
export function RequestSummary({ request, heading }: { request: BuyRequest; heading: ReactNode }) {
  const distance = distanceLine(request);
  const weight = weightLine(request);
  const price = maxPriceLine(request);
  return (
    <>
      {heading}
      {weight && <p className="-mt-1.5 text-tierra-700">{weight}</p>}
      <RequestLine icon={<MapPin aria-hidden="true" className="size-5" />}>
        {placeLine(request)}
        {distance && <strong className="font-semibold text-tierra-900"> · {distance}</strong>}
      </RequestLine>
      <RequestLine icon={<CalendarDays aria-hidden="true" className="size-5" />}>
        {whenLine(request)}
      </RequestLine>
      <RequestLine icon={<Truck aria-hidden="true" className="size-5" />}>
        {deliveryLabel(request.delivery)}
      </RequestLine>
      {price && <p className="text-lg font-extrabold text-campo-800">{price}</p>}
    </>
  );
}

const cardHeading = (request: BuyRequest) => (
  <h2 className="break-words text-lg font-bold leading-snug text-campo-900">
    Busco {whatLine(request)}
  </h2>
);

/** A request of someone else, in 'Pedidos cerca de ti': 'Tengo' opens it to answer. */
export function NearbyRequestCard({ request }: { request: BuyRequest }) {
  const what = whatLine(request);
  return (
    <article aria-label={`Busco ${what}`} className={cardClass}>
      <RequestSummary request={request} heading={cardHeading(request)} />
      <div className="mt-auto pt-2">
        <Link
          to={paths.request(request.id)}
          aria-label={`${request.my_answer ? m.answered : m.answer}: ${what}`}
          className={buttonClass(request.my_answer ? 'secondary' : 'primary', 'min-h-12 w-full')}
        >
          {request.my_answer ? m.answered : m.answer}
        </Link>
      </div>
    </article>
  );
}

const statusTone: Record<BuyRequest['status'], string> = {
  open: 'bg-campo-100 text-campo-900',
  closed: 'bg-tierra-100 text-tierra-800',
  expired: 'bg-maiz-100 text-maiz-900',
  hidden: 'bg-red-100 text-red-900',
};

export function StatusBadge({ request }: { request: BuyRequest }) {
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-sm font-bold ${statusTone[request.status]}`}
    >
      {statusLabel(request)}
    </span>
  );
}

/** One of the buyer's own requests, with its state and how many answered. */
export function MyRequestCard({ request }: { request: BuyRequest }) {
  const what = whatLine(request);
  return (
    <article aria-label={`Busco ${what}`} className={cardClass}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        {cardHeading(request)}
        <StatusBadge request={request} />
      </div>
      <RequestSummary request={request} heading={null} />
      <p className="font-bold text-tierra-900">{answersLine(request.answer_count)}</p>
      <div className="mt-auto pt-2">
        <Link
          to={paths.request(request.id)}
          aria-label={`${request.answer_count > 0 ? m.seeAnswers : m.see}: ${what}`}
          className={buttonClass(
            request.answer_count > 0 ? 'primary' : 'secondary',
            'min-h-12 w-full',
          )}
        >
          {request.answer_count > 0 ? m.seeAnswers : m.see}
        </Link>
      </div>
    </article>
  );
}
