// The reviews feature's public face: other features import only from here.

export { deleteReviewsBy } from './reviews.queries';
