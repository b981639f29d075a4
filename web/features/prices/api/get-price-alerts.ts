import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceAlert } from '../../../../domain/api/prices';
import { apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';

/** The prices the person follows (decision 018); following and unfollowing update it. */
export const priceAlertsKey = ['prices', 'alerts'] as const;

/** GET /price-alerts: the prices the person follows, oldest first, with their newest median. */
export const priceAlertsQueryOptions = () =>
  queryOptions({
    queryKey: priceAlertsKey,
    queryFn: ({ signal }) =>
      apiRequest<{ data: PriceAlert[] }>(apiPaths.prices.alerts, { auth: 'required', signal }),
  });

export const usePriceAlerts = () => useQuery(priceAlertsQueryOptions());
