import type {
  DeactivateReminderRequest,
  DeactivatedReminder,
  ReminderData,
  ReminderList,
  ReminderRequest,
} from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './account.queries';
import { fetchData } from '../http/fetch-data';
import { jsonBody, request } from '../http/request';

/** Under the account's keys, so signing in or out reads them again. */
export const reminderKeys = {
  all: [...accountKeys.all, 'reminders'] as const,
  list: () => [...reminderKeys.all, 'list'] as const,
  one: (id: string) => [...reminderKeys.all, 'one', id] as const,
};

/** `GET /api/account/reminders`: the active reminders, soonest first. */
export const remindersQueryOptions = () =>
  queryOptions({
    queryKey: reminderKeys.list(),
    queryFn: ({ signal }) => fetchData<ReminderList>('/api/account/reminders', signal),
  });

/** `GET /api/account/reminders/{id}`. */
export const reminderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reminderKeys.one(id),
    queryFn: ({ signal }) =>
      fetchData<ReminderData>(`/api/account/reminders/${encodeURIComponent(id)}`, signal),
  });

const saveReminder = async (path: string, body: ReminderRequest) =>
  (await request<ReminderData>(path, { method: 'POST', body: jsonBody<ReminderRequest>(body) }))!;

/** `POST /api/account/reminders` (add) or `/api/account/reminders/{id}` (edit). */
export function useSaveReminder(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderRequest) =>
      saveReminder(
        id === null ? '/api/account/reminders' : `/api/account/reminders/${encodeURIComponent(id)}`,
        body,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(reminderKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: reminderKeys.list() });
    },
  });
}

/** `POST /api/account/reminders/{id}/deactivate`: answers the reminders still active. */
export function useDeactivateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await request<ReminderList>(`/api/account/reminders/${encodeURIComponent(id)}/deactivate`, {
        method: 'POST',
      }))!,
    onSuccess: (remaining, id) => {
      queryClient.setQueryData(reminderKeys.list(), remaining);
      queryClient.removeQueries({ queryKey: reminderKeys.one(id) });
    },
  });
}

/** `POST /api/reminders/deactivate`: the emailed link's token stops its reminder (no sign-in). */
export function useStopReminderByLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (await request<DeactivatedReminder>('/api/reminders/deactivate', {
        method: 'POST',
        body: jsonBody<DeactivateReminderRequest>({ token }),
      }))!,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}
