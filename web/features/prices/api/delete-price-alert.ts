import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceAlert } from '../../../../domain/api/prices';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { priceAlertsKey } from './get-price-alerts';

/** DELETE /price-alerts/{id}: stop following one of the person's prices. */
export function deletePriceAlert(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(apiPath(apiPaths.prices.removeAlert, { id }), {
    method: 'DELETE',
    auth: 'required',
  });
}

export function useDeletePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePriceAlert,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<{ data: PriceAlert[] }>(priceAlertsKey, (list) =>
        list ? { data: list.data.filter((alert) => alert.id !== id) } : list,
      ),
    // Already gone (404): the list says what is true now.
    onError: () => void queryClient.invalidateQueries({ queryKey: priceAlertsKey }),
  });
}
