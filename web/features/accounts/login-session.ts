import { queryClient } from '../../lib/query-client';
import { storeSession } from '../../lib/session';
import { getProfile, profileQueryOptions } from '../../lib/profile';

/**
 * After a verified code: keeps the token (both keys), then asks GET /users/auth for the profile.
 * If that fails only the phone is stored (docs/product.md §7); the person is signed in either way.
 */
export async function startSession(token: string, phone: string): Promise<void> {
  // Answers cached for someone who used this phone before must not show to the new person.
  queryClient.clear();
  storeSession(token, { phone });
  try {
    const profile = await getProfile();
    queryClient.setQueryData(profileQueryOptions().queryKey, profile);
  } catch {
    // The phone stays as the stored user; the account screens fetch the profile again.
  }
}
