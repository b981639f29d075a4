import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showListingChange } from '../my-products-cache';
import { setListingActive } from './set-listing-active';

/**
 * Activate or deactivate from a My products card. Each card has its own pending state, and the
 * card and the counter change as soon as the server answers, before the lists are refetched.
 */
export function useToggleListingActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setListingActive(id, active),
    onSuccess: (answer) => showListingChange(queryClient, answer.data),
  });
}
