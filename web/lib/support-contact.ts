import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../domain/api/paths';
import { apiRequest } from './api-client';
import { queryClient } from './query-client';

export interface SupportContact {
  display: string;
  tel: string;
}

/**
 * The support line the server always answers (SUPPORT_PHONE, or its default), shown on
 * /reportar and in the legal pages. Null only while loading or when it cannot be reached (no
 * signal): the screens then offer their other channels.
 */
export function useSupportContact(): SupportContact | null {
  // The shared client named here: the legal pages sit outside the layout's QueryClientProvider.
  const { data } = useQuery(
    {
      queryKey: ['support-contact'],
      queryFn: ({ signal }) =>
        apiRequest<SupportContact>(apiPaths.reports.supportContact, { auth: 'none', signal }),
      staleTime: 60 * 60 * 1000,
      retry: false,
    },
    queryClient,
  );
  return data ?? null;
}
