import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestAnswer } from '../../../../domain/api/requests';
import { apiPath, apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { requestAnswersKey } from './requests-cache';

export type AnswerContactChannel = 'whatsapp' | 'phone';

/**
 * POST /buy-requests/{id}/answers/{answerId}/contact: the buyer tapped WhatsApp or Llamar on an
 * answer (an answer with a listing counts as a contact of that listing).
 */
export function contactAnswer(
  id: number,
  answerId: number,
  channel: AnswerContactChannel,
): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(
    apiPath(apiPaths.requests.contactAnswer, { id, answerId }),
    { method: 'POST', auth: 'required', json: { channel } },
  );
}

/** Marks the answer as contacted at once: the tap has already opened WhatsApp. */
export function useContactAnswer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answerId, channel }: { answerId: number; channel: AnswerContactChannel }) =>
      contactAnswer(id, answerId, channel),
    onMutate: ({ answerId }) => {
      queryClient.setQueryData<{ data: RequestAnswer[] }>(requestAnswersKey(id), (current) =>
        current
          ? {
              data: current.data.map((answer) =>
                answer.id === answerId ? { ...answer, contacted: true } : answer,
              ),
            }
          : current,
      );
    },
  });
}
