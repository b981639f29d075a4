import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { CatalogueSearchItem } from '../../../domain/api/catalogue';
import { CATALOGUE } from '../../../domain/limits';
import { foldText } from '../../../domain/text';
import { catalogueQueryOptions, catalogueSearchQueryOptions } from '../../lib/catalogue-search';
import { searchCatalogueItems } from './quick-search-match';

export type QuickSearchState =
  | { status: 'short' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; items: CatalogueSearchItem[] };

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = globalThis.setTimeout(() => setSettled(value), delayMs);
    return () => globalThis.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Results for the text typed in the quick search: searched on the phone in the cached
 * catalogue when there is one, else asked to the server (debounced 160 ms, from 2 characters).
 * With `enabled` false (a box nobody has typed in yet) nothing is downloaded.
 */
export function useQuickSearch(text: string, enabled = true): QuickSearchState {
  const settled = useDebouncedValue(text, CATALOGUE.quickSearchDebounceMs);
  const long = (value: string) => foldText(value).length >= CATALOGUE.quickSearchMinChars;

  const catalogue = useQuery({ ...catalogueQueryOptions(), enabled });
  const local = catalogue.data && catalogue.data.length > 0 ? catalogue.data : null;
  const server = useQuery({
    ...catalogueSearchQueryOptions(settled),
    enabled: enabled && long(settled) && local === null,
  });

  const localItems = useMemo(
    () => (local ? searchCatalogueItems(local, settled) : null),
    [local, settled],
  );

  if (!long(text)) return { status: 'short' };
  if (!long(settled)) return { status: 'loading' };
  if (localItems) return { status: 'done', items: localItems };
  if (server.data) return { status: 'done', items: server.data };
  if (server.isError) return { status: 'error' };
  return { status: 'loading' };
}
