import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { accountsApi } from '../../../../domain/api/accounts';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../../domain/api/paths';

type LogoutEverywhereAnswer = z.infer<typeof accountsApi.logoutEverywhere.response>;

/** POST /users/logout-all: ends the session on every device, this one included. */
export function logoutEverywhere(): Promise<LogoutEverywhereAnswer> {
  return apiRequest<LogoutEverywhereAnswer>(apiPaths.accounts.logoutEverywhere, {
    method: 'POST',
    auth: 'required',
  });
}

export const useLogoutEverywhere = () => useMutation({ mutationFn: logoutEverywhere });
