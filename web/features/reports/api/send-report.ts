import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reportsApi } from '../../../../domain/api/accounts';
import type { reportInputSchema } from '../../../../domain/reports/report';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../../domain/api/paths';

type SendReportAnswer = z.infer<typeof reportsApi.create.response>;
export type ReportToSend = z.output<typeof reportInputSchema>;

/** POST /report as multipart (phone, type, description), with the bearer token. */
export function sendReport(report: ReportToSend): Promise<SendReportAnswer> {
  const body = new FormData();
  body.set('phone', report.phone);
  body.set('type', report.type);
  body.set('description', report.description);
  return apiRequest<SendReportAnswer>(apiPaths.reports.create, {
    method: 'POST',
    multipart: body,
    auth: 'required',
  });
}

export const useSendReport = () => useMutation({ mutationFn: sendReport });
