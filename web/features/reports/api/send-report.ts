import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { reportsApi } from '../../../../domain/api/accounts';
import type { reportInputSchema } from '../../../../domain/reports/report';
import { apiRequest } from '../../../lib/api-client';

type SendReportAnswer = z.infer<typeof reportsApi.create.response>;
export type ReportToSend = z.output<typeof reportInputSchema>;

/** POST /report as multipart (phone, type, description), with the bearer token. */
export function sendReport(report: ReportToSend): Promise<SendReportAnswer> {
  const body = new FormData();
  body.set('phone', report.phone);
  body.set('type', report.type);
  body.set('description', report.description);
  return apiRequest<SendReportAnswer>(reportsApi.create.path, {
    method: 'POST',
    multipart: body,
    auth: 'required',
  });
}

export const useSendReport = () => useMutation({ mutationFn: sendReport });
