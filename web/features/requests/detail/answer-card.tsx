import { BadgeCheck, UserRound } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from '../../../lib/router';
import type { BuyRequest, RequestAnswer } from '../../../../domain/api/requests';
import { formatCop } from '../../../../domain/money';
import { contactPhone } from '../../../../domain/phone';
import { ContactLinks } from '../../../components/contact-links';
import { paths } from '../../../lib/paths';
import { openWhatsAppChat } from '../../../lib/whatsapp';
import type { AnswerContactChannel } from '../api/contact-answer';
import { buyerWhatsAppText, offerLine, whatsappContact } from '../request-format';

type AnswerCardProps = {
  request: BuyRequest;
  answer: RequestAnswer;
  /** Told of each tap on WhatsApp or Llamar (it counts as a contact, decision 026). */
  onContact: (answer: RequestAnswer, channel: AnswerContactChannel) => void;
};

/** A seller's 'Tengo', for the buyer: who, their kept word, what they offer, how to reach them. */
export function AnswerCard({ request, answer, onContact }: AnswerCardProps) {
  const { seller, listing } = answer;
  const whatsapp = whatsappContact(seller.phone, buyerWhatsAppText(request));
  const tel = contactPhone(seller.phone).tel;
  const offer = offerLine(answer, request.size);

  const openWhatsApp = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!whatsapp) return;
    event.preventDefault();
    onContact(answer, 'whatsapp');
    openWhatsAppChat(whatsapp.url, whatsapp.number, 'al vendedor');
  };

  return (
    <article
      aria-label={`Respuesta de ${seller.name}`}
      className="flex flex-col gap-2.5 rounded-3xl border border-tierra-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <p className="flex items-center gap-2 text-lg font-bold text-campo-900">
        <UserRound aria-hidden="true" className="size-5 shrink-0 text-campo-700" />
        <span className="min-w-0 break-words">{seller.name}</span>
      </p>
      {seller.kept_word.text && (
        <p className="flex items-center gap-2 text-tierra-800">
          <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-campo-700" />
          {seller.kept_word.text}
        </p>
      )}
      {listing && (
        <div className="rounded-2xl bg-campo-50 px-3.5 py-2.5">
          <p className="font-semibold text-tierra-900">{listing.name}</p>
          <p className="text-lg font-extrabold text-campo-800">
            {formatCop(listing.price)} / {listing.size}
          </p>
          {listing.available ? (
            <Link
              to={paths.product(listing.id)}
              className="inline-flex min-h-12 items-center font-semibold text-campo-800 underline"
            >
              Ver su producto
            </Link>
          ) : (
            <p className="text-tierra-700">Ya no está a la venta</p>
          )}
        </div>
      )}
      {offer && <p className="font-semibold text-tierra-900">{offer}</p>}
      {answer.contacted && (
        <p className="text-sm font-semibold text-campo-800">Ya le escribiste o llamaste.</p>
      )}
      <ContactLinks
        whatsappUrl={whatsapp?.url ?? null}
        telUrl={tel ? `tel:${tel}` : null}
        subject={seller.name}
        onWhatsAppClick={openWhatsApp}
        onCallClick={() => onContact(answer, 'phone')}
        className="mt-1"
      />
    </article>
  );
}
