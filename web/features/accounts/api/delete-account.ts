import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { accountsApi } from '../../../../domain/api/accounts';
import { apiRequest } from '../../../lib/api-client';

type DeleteAccountAnswer = z.infer<typeof accountsApi.deleteAccount.response>;

/** DELETE /users/delete: removes the signed-in person's account. */
export function deleteAccount(): Promise<DeleteAccountAnswer> {
  return apiRequest<DeleteAccountAnswer>(accountsApi.deleteAccount.path, {
    method: 'DELETE',
    auth: 'required',
  });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
