import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { accountsApi } from '../../../../domain/api/accounts';
import { apiRequest } from '../../../lib/api-client';

type LogoutEverywhereAnswer = z.infer<typeof accountsApi.logoutEverywhere.response>;

/** POST /users/logout-all: ends the session on every device, this one included. */
export function logoutEverywhere(): Promise<LogoutEverywhereAnswer> {
  return apiRequest<LogoutEverywhereAnswer>(accountsApi.logoutEverywhere.path, {
    method: 'POST',
    auth: 'required',
  });
}

export const useLogoutEverywhere = () => useMutation({ mutationFn: logoutEverywhere });
