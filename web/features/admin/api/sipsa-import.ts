import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pricesApi } from '../../../../domain/api/prices';
import { apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type SipsaImportAnswer = z.infer<typeof pricesApi.sipsaImport.response>;

/** POST /admin/prices/sipsa: the operator's SIPSA file, as the `file` part of a form. */
export const useImportSipsa = () =>
  useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiRequest<SipsaImportAnswer>(apiPaths.prices.sipsaImport, {
        method: 'POST',
        auth: 'required',
        multipart: body,
      });
    },
    // The Bolsa de precios shows the new wholesale prices on its next read.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['prices'] }),
  });
