import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceAlert, PriceAlertInput } from '../../../../domain/api/prices';
import { apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { priceAlertsKey } from './get-price-alerts';

type Followed = { message: string; data: PriceAlert };

/** POST /price-alerts: follow a product's price in a department (or the country) and unit. */
export function createPriceAlert(input: PriceAlertInput): Promise<Followed> {
  return apiRequest<Followed>(apiPaths.prices.alerts, {
    method: 'POST',
    json: input,
    auth: 'required',
  });
}

export function useCreatePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPriceAlert,
    onSuccess: (answer) =>
      queryClient.setQueryData<{ data: PriceAlert[] }>(priceAlertsKey, (list) =>
        list ? { data: [...list.data, answer.data] } : list,
      ),
    // Already followed (409) or refused: the list says what is true now.
    onError: () => void queryClient.invalidateQueries({ queryKey: priceAlertsKey }),
  });
}
