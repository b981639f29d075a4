import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setListingActive, showListingChange } from '../my-products-api';

/** Activate or deactivate from a My products card; each card has its own pending state. */
export function useToggleListingActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setListingActive(id, active),
    onSuccess: (answer) => showListingChange(queryClient, answer.data),
  });
}
