import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export interface SupportContact {
  display: string;
  tel: string;
}

/**
 * The support line operations configure on the server (SUPPORT_PHONE). Null while unknown or
 * when none is configured: the screen then simply offers the form.
 */
export function useSupportContact(): SupportContact | null {
  const { data } = useQuery({
    queryKey: ['support-contact'],
    queryFn: ({ signal }) =>
      apiRequest<SupportContact>('/support-contact', { auth: 'none', signal }),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
  return data ?? null;
}
