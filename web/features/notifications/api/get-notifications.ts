import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { notificationsApi } from '../../../../domain/api/notifications';
import { apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { hasSession } from '../../../lib/session';

// Notificaciones: the list (GET /notifications, a page at a time), the menu's unread count
// (GET /notifications/unread) and marking as read (POST /notifications/read).

export type NotificationsPage = z.infer<typeof notificationsApi.list.response>;

/** Everything Notificaciones keeps in the query cache. */
export const notificationsKey = ['notifications'] as const;
const listKey = [...notificationsKey, 'list'] as const;
const unreadKey = [...notificationsKey, 'unread'] as const;

/** How often the menu's count asks again while the app is open. */
const UNREAD_REFRESH_MS = 60_000;

export const notificationsListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: listKey,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<NotificationsPage>(apiPaths.notifications.list, {
        auth: 'required',
        query: { page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: NotificationsPage) =>
      last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined,
  });

export function useNotificationsList() {
  return useInfiniteQuery(notificationsListQueryOptions());
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadKey,
    queryFn: ({ signal }) =>
      apiRequest<{ unread: number }>(apiPaths.notifications.unread, { auth: 'required', signal }),
    refetchInterval: UNREAD_REFRESH_MS,
    retry: false,
  });

/** The number on the menu entry; 0 without a session or while unknown. */
export function useUnreadCount(): number {
  const query = useQuery({ ...unreadCountQueryOptions(), enabled: hasSession() });
  return query.data?.unread ?? 0;
}

/** Marks these notifications read, or all of them without ids. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      apiRequest<{ message: string; unread: number }>(apiPaths.notifications.read, {
        method: 'POST',
        json: ids ? { ids } : {},
      }),
    onSuccess: (answer) => {
      client.setQueryData(unreadKey, { unread: answer.unread });
      void client.invalidateQueries({ queryKey: listKey });
    },
  });
}
