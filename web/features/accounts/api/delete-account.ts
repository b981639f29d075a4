import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { accountsApi } from '../../../../domain/api/accounts';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../../domain/api/paths';

type DeleteAccountAnswer = z.infer<typeof accountsApi.deleteAccount.response>;

/** DELETE /users/delete: removes the signed-in person's account. */
export function deleteAccount(): Promise<DeleteAccountAnswer> {
  return apiRequest<DeleteAccountAnswer>(apiPaths.accounts.deleteAccount, {
    method: 'DELETE',
    auth: 'required',
  });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
