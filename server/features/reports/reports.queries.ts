import type { ReportType } from '../../../domain/reports/report';
import type { Database } from '../../db/client';
import { reports } from '../../db/schema';

export async function createReport(
  db: Database,
  userId: number,
  report: { phone: string; type: ReportType; description: string },
): Promise<void> {
  await db.insert(reports).values({ userId, ...report });
}
