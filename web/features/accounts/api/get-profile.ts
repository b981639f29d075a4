import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '../../../../domain/api/accounts';
import { apiRequest } from '../../../lib/api-client';
import { storeUser } from '../../../lib/session';

/** GET /users/auth: the signed-in person's profile; the stored user is refreshed with it. */
export async function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  const { data } = await apiRequest<{ data: UserProfile }>('/users/auth', {
    auth: 'required',
    signal,
  });
  storeUser(data);
  return data;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
