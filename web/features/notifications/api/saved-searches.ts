import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '../../../../domain/api/notifications';
import { apiPaths } from '../../../../domain/api/paths';
import type { SavedSearchInput } from '../../../../domain/notifications/saved-search-schema';
import { apiRequest } from '../../../lib/api-client';

// Saved searches ('Avísame'): GET, POST and DELETE /saved-searches.

const savedSearchesKey = ['notifications', 'saved-searches'] as const;

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) =>
      apiRequest<{ data: SavedSearch[] }>(apiPaths.notifications.savedSearches, {
        auth: 'required',
        signal,
      }),
  });

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}

export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (criteria: SavedSearchInput) =>
      apiRequest<{ message: string; data: SavedSearch }>(apiPaths.notifications.savedSearches, {
        method: 'POST',
        json: criteria,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(
        apiPaths.notifications.removeSavedSearch.replace(':id', String(id)),
        { method: 'DELETE' },
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
