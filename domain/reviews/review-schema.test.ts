import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, reviewBodyProblem } from './review';
import { reviewInputSchema } from './review-schema';

// The product screen checks a review's text with reviewBodyProblem (no zod on that screen); the
// server with reviewInputSchema. A person must get the same answer from both.

const bodyIssue = (body: unknown) => {
  const result = reviewInputSchema.safeParse({ voto: 5, body });
  return result.success
    ? null
    : (result.error.issues.find((issue) => issue.path[0] === 'body')?.message ?? null);
};

describe('the text of a review', () => {
  it.each([
    ['', REVIEW_MESSAGES.bodyRequired],
    ['   \n ', REVIEW_MESSAGES.bodyRequired],
    ['Buen plátano, llegó fresco.', null],
    [`  ${'a'.repeat(1000)}  `, null],
    ['a'.repeat(1001), REVIEW_MESSAGES.bodyTooLong],
  ])('%j: the form and the server say the same', (body, expected) => {
    expect(reviewBodyProblem(body)).toBe(expected);
    expect(bodyIssue(body)).toBe(expected);
  });
});
