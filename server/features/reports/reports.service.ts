import type { ReportType } from '../../../domain/reports/report';
import type { Database } from '../../db/client';
import { createReport } from './reports.queries';

// Problem reports: kept for the admins' inbox (admin feature), and the support line's phone.

export class ReportsService {
  constructor(
    private readonly db: Database,
    /** SUPPORT_PHONE, or the default line. */
    private readonly supportPhone: string,
  ) {}

  async report(
    userId: number,
    report: { phone: string; type: ReportType; description: string },
  ): Promise<void> {
    await createReport(this.db, userId, report);
  }

  /** The support line as shown and as a tel: link. */
  supportContact(): { display: string; tel: string } {
    const phone = this.supportPhone;
    return { display: phone, tel: phone.replace(/[^\d+]/g, '') };
  }
}
