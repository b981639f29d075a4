import { CircleCheck, Lock, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { RATING } from '../../../domain/limits';
import {
  REVIEW_BODY_MAX,
  REVIEW_MESSAGES,
  reviewBodyProblem,
} from '../../../domain/reviews/review';
import { buttonClass } from '../../components/button-styles';
import { inputClass } from '../../components/field-styles';
import { descriptionAria, FormField, hintIdOf } from '../../components/form-field';
import { writeItem } from '../../lib/local-storage';
import { displayName, getStoredUser, hasSession } from '../../lib/session';
import { storageKeys } from '../../lib/storage-keys';
import { isDuplicateReview, reviewErrorMessage, usePostReview } from './api/post-review';
import type { RateAnswer } from './api/post-review';
import { reviewBlockReason, reviewerKey } from './review-block';
import type { ReviewListing } from './review-block';
import { ReviewAvatar } from './review-avatar';
import { StarRatingInput } from './star-rating-input';

const m = REVIEW_MESSAGES;

type Notice = { tone: 'blocked' | 'error' | 'done'; text: string };

const noticeLooks = {
  blocked: { icon: Lock, className: 'border-maiz-200 bg-maiz-50 text-tierra-900' },
  error: { icon: TriangleAlert, className: 'border-red-200 bg-red-50 text-red-900' },
  done: { icon: CircleCheck, className: 'border-campo-200 bg-campo-50 text-campo-900' },
} as const;

function rememberReview(listingId: number, answer: RateAnswer) {
  const key = reviewerKey();
  if (key !== null) writeItem(storageKeys.ratedFlag(listingId, key), '1');
  const { voto, body, created_at } = answer.data;
  writeItem(storageKeys.lastRating(listingId), JSON.stringify({ voto, body, created_at }));
}

type ReviewFormProps = {
  listing: ReviewListing;
  onPosted?: (answer: RateAnswer) => void;
};

/** 'Escribe tu opinión': stars, comment and 'Publicar opinión', or why posting is blocked. */
export function ReviewForm({ listing, onPosted }: ReviewFormProps) {
  const headingId = useId();
  // The notice (why the form is closed, what went wrong) is read with the whole fieldset.
  const fieldsId = `${headingId}-fields`;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [stars, setStars] = useState<number>(RATING.starsDefault);
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [postError, setPostError] = useState<string | null>(null);
  // Posted (or refused as a duplicate) from this screen: blocked even before the detail updates.
  const [postedHere, setPostedHere] = useState(false);
  const [justPosted, setJustPosted] = useState(false);
  const post = usePostReview(listing.id);

  const blocked = reviewBlockReason(listing, postedHere);
  const sending = post.isPending;
  const signedIn = hasSession();
  const author = displayName(getStoredUser()) || 'Tú';

  let notice: Notice | null = null;
  if (justPosted) notice = { tone: 'done', text: m.published };
  else if (postError) notice = { tone: 'error', text: postError };
  else if (blocked) notice = { tone: 'blocked', text: blocked };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked || sending) return;
    setPostError(null);
    // The stars cannot be out of range here; the server checks both anyway.
    const problem = reviewBodyProblem(body);
    if (problem) {
      setBodyError(problem);
      textareaRef.current?.focus();
      return;
    }
    setBodyError(null);
    post.mutate(
      { voto: stars, body: body.trim() },
      {
        onSuccess: (answer) => {
          rememberReview(listing.id, answer);
          setPostedHere(true);
          setJustPosted(true);
          setBody('');
          onPosted?.(answer);
        },
        onError: (error) => {
          if (isDuplicateReview(error)) {
            const key = reviewerKey();
            if (key !== null) writeItem(storageKeys.ratedFlag(listing.id, key), '1');
            setPostedHere(true);
          }
          setPostError(reviewErrorMessage(error));
        },
      },
    );
  };

  const Icon = notice ? noticeLooks[notice.tone].icon : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="rounded-2xl border border-tierra-200 bg-tierra-50/60 p-4"
    >
      <h3 id={headingId} className="text-lg font-bold text-campo-900">
        {m.write}
      </h3>

      {signedIn && (
        <p className="mt-2 flex items-center gap-3 text-tierra-800">
          <ReviewAvatar name={author} />
          <span className="min-w-0">
            <span className="block text-sm text-tierra-700">{m.postingAs}</span>
            <span className="block truncate font-semibold text-campo-900">{author}</span>
          </span>
        </p>
      )}

      {notice && Icon && (
        <p
          id={hintIdOf(fieldsId)}
          role={
            notice.tone === 'blocked' ? undefined : notice.tone === 'error' ? 'alert' : 'status'
          }
          className={`mt-3 flex items-start gap-2 rounded-xl border px-3 py-2.5 font-semibold ${noticeLooks[notice.tone].className}`}
        >
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            {notice.text}
            {notice.text === m.contactFirst && (
              <span className="mt-1 block font-normal">{m.contactFirstHint}</span>
            )}
          </span>
        </p>
      )}

      <fieldset
        disabled={Boolean(blocked) || sending}
        {...descriptionAria(fieldsId, { hint: notice })}
        className="mt-3 flex min-w-0 flex-col gap-3 disabled:opacity-60"
      >
        <StarRatingInput value={stars} onChange={setStars} />
        <FormField id={`${headingId}-body`} label="Tu comentario" error={bodyError ?? undefined}>
          {(control) => (
            <textarea
              {...control}
              ref={textareaRef}
              value={body}
              onChange={(event) => {
                setBody(event.target.value);
                if (bodyError) setBodyError(null);
              }}
              rows={3}
              maxLength={REVIEW_BODY_MAX}
              placeholder={m.placeholder}
              className={`${inputClass} resize-y`}
            />
          )}
        </FormField>
        <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto sm:self-start')}>
          {sending ? m.sending : m.submit}
        </button>
      </fieldset>
    </form>
  );
}
