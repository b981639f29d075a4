import { useState } from 'react';

/** The ids of a list in order: a refetch with the same listings is not a new list. */
const signatureOf = (items: readonly { id: number | string }[]) =>
  items.map((item) => item.id).join(',');

/**
 * docs/product.md §4 "Featured grid": pages cut on the phone from a list already downloaded; back to the
 * first page whenever the list changes.
 */
export function useClientPages<T extends { id: number | string }>(
  items: readonly T[],
  pageSize: number,
) {
  const signature = signatureOf(items);
  const [state, setState] = useState({ signature, page: 0 });
  // Adjusting state while rendering (React's pattern for "reset when a prop changes").
  if (state.signature !== signature) setState({ signature, page: 0 });
  const page = state.signature === signature ? state.page : 0;

  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(page, pageCount - 1);
  const go = (target: number) =>
    setState({ signature, page: Math.max(0, Math.min(target, pageCount - 1)) });

  return {
    page: current,
    pageCount,
    items: items.slice(current * pageSize, (current + 1) * pageSize),
    hasPrevious: current > 0,
    hasNext: current < pageCount - 1,
    previous: () => go(current - 1),
    next: () => go(current + 1),
  };
}
