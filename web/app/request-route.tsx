import { useParams } from '../lib/router';
import type { BuyRequest } from '../../domain/api/requests';
import { useMyListings } from '../features/listings/api/get-my-listings';
import { AnswerForm, type OwnListings } from '../features/requests/detail/answer-form';
import { RequestDetailPage } from '../features/requests/detail/request-detail-page';

/**
 * 'Tengo' with the seller's own products on offer (the listings feature), asked for only when
 * the form shows. The active cap is below a page of My products: one page holds them all.
 */
function AnswerWithOwnListings({ request, onDone }: { request: BuyRequest; onDone: () => void }) {
  const listings = useMyListings('active', 1);
  const ownListings: OwnListings = listings.isPending
    ? { status: 'loading' }
    : listings.isError
      ? { status: 'error', retry: () => void listings.refetch() }
      : {
          status: 'done',
          listings: listings.data.data.map((listing) => ({
            id: listing.id,
            name: listing.name,
            price: listing.price,
            size: listing.size,
          })),
        };
  return <AnswerForm request={request} ownListings={ownListings} onDone={onDone} />;
}

/** /pedidos/{id}: a request, its answers for the buyer, 'Tengo' for a seller. */
export function RequestRoute() {
  const id = useParams().id ?? '';
  return (
    <RequestDetailPage
      id={id}
      renderAnswerForm={(request, onDone) => (
        <AnswerWithOwnListings request={request} onDone={onDone} />
      )}
    />
  );
}
