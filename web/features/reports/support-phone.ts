import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export interface SupportContact {
  display: string;
  tel: string;
}

/**
 * The support line the server always answers (SUPPORT_PHONE, or its default). Null only while
 * loading or when it cannot be reached (no signal): the screen then simply offers the form.
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
