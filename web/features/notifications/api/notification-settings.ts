import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '../../../../domain/api/notifications';
import { apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';

// Channels beyond the app (GET and PUT /notifications/settings): each one tap to turn off.

const settingsKey = ['notifications', 'settings'] as const;

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) =>
      apiRequest<NotificationSettings>(apiPaths.notifications.settings, {
        auth: 'required',
        signal,
      }),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

export function useChangeNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<Pick<NotificationSettings, 'push' | 'whatsapp'>>) =>
      apiRequest<NotificationSettings>(apiPaths.notifications.settings, {
        method: 'PUT',
        json: changes,
      }),
    onSuccess: (settings) => client.setQueryData(settingsKey, settings),
  });
}
