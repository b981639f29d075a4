import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '../../domain/api/accounts';
import { apiPaths } from '../../domain/api/paths';
import { apiRequest } from './api-client';
import { storeUser } from './session';

// The signed-in person's profile: the account screens show it, the admin screens read the role
// from it. One cache key for all of them.

/** GET /users/auth: the signed-in person's profile; the stored user is refreshed with it. */
export async function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  const { data } = await apiRequest<{ data: UserProfile }>(apiPaths.accounts.me, {
    auth: 'required',
    signal,
  });
  storeUser(data);
  return data;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
