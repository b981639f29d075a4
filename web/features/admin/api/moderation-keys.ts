// The cache keys of the moderation lists: a change to one item also makes the action log stale.
export const adminReportsKey = ['admin', 'reports'] as const;
export const adminListingsKey = ['admin', 'listings'] as const;
export const adminReviewsKey = ['admin', 'reviews'] as const;
export const adminActionsKey = ['admin', 'actions'] as const;
