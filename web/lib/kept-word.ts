import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KeptWord } from '../../domain/harvests/harvest';
import { apiPath, apiPaths } from '../../domain/api/paths';
import { apiRequest } from './api-client';

// A person's kept word ('Cumplió 7 de 8 reservas', decision 026): the profile shows one's own;
// harvests and reservations carry it in their own answers.

type KeptWordAnswer = { data: KeptWord & { text: string | null } };

/** GET /people/{id}/kept-word. */
export const keptWordQueryOptions = (personId: number) =>
  queryOptions({
    queryKey: ['kept-word', personId],
    queryFn: ({ signal }) =>
      apiRequest<KeptWordAnswer>(apiPath(apiPaths.harvests.keptWord, { id: personId }), {
        auth: 'required',
        signal,
      }),
    select: (answer) => answer.data,
  });

/** The kept word of a person; nothing is asked while the id is unknown. */
export const useKeptWord = (personId: number | undefined) =>
  useQuery({ ...keptWordQueryOptions(personId ?? 0), enabled: personId !== undefined });
