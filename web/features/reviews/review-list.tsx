import { useState } from 'react';
import type { Review } from '../../../domain/api/buyer';
import { formatLongDate } from '../../../domain/dates';
import { buttonClass } from '../../components/button-styles';
import { ItemHydratedLater } from '../../components/item-hydrated-later';
import { ReviewAvatar } from './review-avatar';
import { ReviewStars } from './review-stars';

/** Reviews shown at first and on each 'Ver más opiniones': short pages on small screens. */
export const REVIEWS_PAGE = 10;

/** The reviews, newest first: avatar, name, stars, Spanish long date and comment. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const [shown, setShown] = useState(REVIEWS_PAGE);
  const visible = reviews.slice(0, shown);
  const rest = reviews.length - visible.length;

  return (
    <>
      <ol className="flex flex-col divide-y divide-tierra-200">
        {visible.map((review) => (
          // Text only, below the product: made live after the page hydrates.
          <ItemHydratedLater key={review.id} later className="py-4 first:pt-0 last:pb-0">
            <article className="flex gap-3">
              <ReviewAvatar name={review.user.name} src={review.user.avatar} />
              <div className="min-w-0 flex-1">
                <h3 className="break-words font-bold text-campo-900">{review.user.name}</h3>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5">
                  <ReviewStars value={review.voto} size="sm" />
                  <time dateTime={review.created_at} className="text-sm text-tierra-600">
                    {formatLongDate(review.created_at)}
                  </time>
                </p>
                {review.body.trim() && (
                  <p className="mt-1.5 whitespace-pre-line break-words text-tierra-800">
                    {review.body}
                  </p>
                )}
              </div>
            </article>
          </ItemHydratedLater>
        ))}
      </ol>
      {rest > 0 && (
        <button
          type="button"
          onClick={() => setShown((count) => count + REVIEWS_PAGE)}
          className={buttonClass('secondary', 'mt-4 w-full')}
        >
          Ver más opiniones ({rest})
        </button>
      )}
    </>
  );
}
