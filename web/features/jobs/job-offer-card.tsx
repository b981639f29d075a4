import { CalendarDays, CircleCheck, CircleOff, Clock, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { JobOffer } from '../../../domain/api/jobs';
import { formatLongDate } from '../../../domain/dates';
import { buttonClass } from '../../components/button-styles';
import { ContactLinks } from '../../components/contact-links';
import { FoldedText } from '../../components/folded-text';
import { offerContact, payLabel, placeLine, startLine } from './job-format';

const cardClass =
  'flex h-full flex-col gap-3 rounded-3xl border border-tierra-200 bg-white p-4 shadow-sm sm:p-5';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-tierra-700">
      <span className="mt-0.5 shrink-0 text-campo-700">{icon}</span>
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

/** Title, place, pay per period and start date: what every offer card shows first. */
function OfferSummary({ offer, badge }: { offer: JobOffer; badge?: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 break-words text-lg font-bold leading-snug text-campo-900">
          {offer.title}
        </h2>
        {badge}
      </div>
      <Line icon={<MapPin aria-hidden="true" className="size-5" />}>{placeLine(offer)}</Line>
      <p className="text-xl font-extrabold text-campo-800">{payLabel(offer)}</p>
      <Line icon={<CalendarDays aria-hidden="true" className="size-5" />}>{startLine(offer)}</Line>
    </>
  );
}

/** An open offer on the board, with the publisher and the ways to reach them. */
export function JobOfferCard({ offer }: { offer: JobOffer }) {
  const contact = offerContact(offer);
  return (
    <article aria-label={offer.title} className={cardClass}>
      <OfferSummary offer={offer} />
      <FoldedText text={offer.description} />
      <div className="mt-auto flex flex-col gap-3 border-t border-tierra-100 pt-3">
        <Line icon={<UserRound aria-hidden="true" className="size-5" />}>
          Publicada por{' '}
          <strong className="font-semibold text-tierra-900">{offer.publisher.name}</strong>
        </Line>
        <ContactLinks
          whatsappUrl={contact.whatsappUrl}
          telUrl={contact.telUrl}
          subject={offer.title}
        />
      </div>
    </article>
  );
}

const badgeClass =
  'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-bold leading-6';

export const STATUS_LABELS: Record<JobOffer['status'], string> = {
  open: 'Abierta',
  closed: 'Cerrada',
  expired: 'Vencida',
};

function StatusBadge({ status }: { status: JobOffer['status'] }) {
  const look =
    status === 'open'
      ? { className: 'bg-campo-100 text-campo-800', icon: CircleCheck }
      : status === 'closed'
        ? { className: 'bg-tierra-100 text-tierra-700', icon: CircleOff }
        : { className: 'bg-maiz-100 text-maiz-800', icon: Clock };
  const Icon = look.icon;
  return (
    <span className={`${badgeClass} ${look.className}`}>
      <Icon aria-hidden="true" className="size-4" />
      {STATUS_LABELS[status]}
    </span>
  );
}

/** 'Vence el …', 'Cerrada el …' or 'Venció el …'. */
function statusDateLine(offer: JobOffer): string {
  if (offer.status === 'closed') {
    const date = formatLongDate(offer.closed_at);
    return date ? `Cerrada el ${date}` : '';
  }
  const date = formatLongDate(offer.expires_at);
  if (!date) return '';
  return offer.status === 'open' ? `Vence el ${date}` : `Venció el ${date}`;
}

/** One of the person's own offers: its status, when it ends and, while open, 'Cerrar oferta'. */
export function MyJobOfferCard({ offer, onClose }: { offer: JobOffer; onClose: () => void }) {
  return (
    <article aria-label={offer.title} className={cardClass}>
      <OfferSummary offer={offer} badge={<StatusBadge status={offer.status} />} />
      <FoldedText text={offer.description} />
      <div className="mt-auto flex flex-col gap-3 border-t border-tierra-100 pt-3">
        <Line icon={<Clock aria-hidden="true" className="size-5" />}>{statusDateLine(offer)}</Line>
        {offer.status === 'open' && (
          <button
            type="button"
            className={buttonClass('secondary', 'min-h-12 w-full sm:w-auto sm:self-start')}
            onClick={onClose}
          >
            <CircleOff aria-hidden="true" className="size-5" />
            Cerrar oferta
          </button>
        )}
      </div>
    </article>
  );
}
