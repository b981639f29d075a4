import { MessageSquareText, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { formatOneDecimal } from '../../../domain/money';
import { REVIEW_MESSAGES, reviewCountLabel } from '../../../domain/reviews/review';
import { buttonClass } from '../../components/button-styles';
import { useReviews } from './api/get-reviews';
import type { RateAnswer } from './api/post-review';
import type { ReviewListing } from './review-block';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { ReviewStars } from './review-stars';

const m = REVIEW_MESSAGES;

type ReviewsPanelProps = {
  /** The detail's listing: its rating summary shows at once, `viewer` says who may post. */
  listing: ReviewListing;
  /** After a review is published, with the server's answer (new review and summary). */
  onPosted?: (answer: RateAnswer) => void;
};

function RatingSummary({ avg, count }: { avg: number; count: number }) {
  return (
    <div className="flex items-center gap-3">
      {count > 0 && (
        <p className="text-4xl font-extrabold leading-none text-campo-900">
          {formatOneDecimal(avg)}
        </p>
      )}
      {/* As tall from the start as the stars (1.5 rem), the gap and the count's line: the title
          beside it is centred on it and would move when the count arrives after the stars. */}
      <div className="flex min-h-[2.875rem] flex-col gap-0.5">
        <ReviewStars value={avg} size="lg" />
        <p className="text-sm font-semibold text-tierra-700">{reviewCountLabel(count)}</p>
      </div>
    </div>
  );
}

/**
 * 'Opiniones de clientes' (docs/product.md §2 "Reviews panel"): the average with its stars and count, the
 * form, and the reviews. Fits both the detail's left column (from 768 px) and a phone's width.
 */
export function ReviewsPanel({ listing, onPosted }: ReviewsPanelProps) {
  const headingId = useId();
  const reviews = useReviews(listing.id, listing.rating.count > 0);
  const summary = reviews.data?.summary ?? listing.rating;
  // With no reviews in the detail there is nothing to fetch: the list is empty.
  const list = reviews.data?.data ?? (listing.rating.count === 0 ? [] : undefined);

  let content;
  if (list === undefined && reviews.isError) {
    content = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-4">
        <p className="font-semibold text-red-800">{m.loadFailedEmpty}</p>
        <button
          type="button"
          className={buttonClass('secondary', 'mt-3')}
          onClick={() => void reviews.refetch()}
        >
          <RotateCw aria-hidden="true" className="size-5" />
          Reintentar
        </button>
      </div>
    );
  } else if (list === undefined) {
    content = (
      <p role="status" className="py-2 text-tierra-700">
        {m.loading}
      </p>
    );
  } else if (list.length === 0) {
    content = <p className="py-2 text-center font-semibold text-tierra-700">{m.empty}</p>;
  } else {
    content = (
      <>
        {reviews.isError && (
          <p role="alert" className="mb-3 text-sm font-semibold text-red-800">
            {m.loadFailed}
          </p>
        )}
        <ReviewList reviews={list} />
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-3xl border border-tierra-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-campo-900">
          <MessageSquareText aria-hidden="true" className="size-5 text-campo-700" />
          {m.title}
        </h2>
        <RatingSummary avg={summary.avg} count={summary.count} />
      </div>

      <ReviewForm listing={listing} onPosted={onPosted} />

      <div>{content}</div>
    </section>
  );
}
