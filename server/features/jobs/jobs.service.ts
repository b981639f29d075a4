import type { z } from 'zod';
import { SESSION_MESSAGES } from '../../../domain/accounts/session';
import type { JobOffer, jobsApi } from '../../../domain/api/jobs';
import { bogotaIsoDate } from '../../../domain/dates';
import { JOB_MESSAGES, JOBS } from '../../../domain/jobs/job-offer';
import type { Database } from '../../db/client';
import { municipalityIsIn, type ReferenceData } from '../../db/reference-data';
import { fieldError, HttpError } from '../../lib/http-error';
import { pageMeta } from '../../lib/paging';
import {
  countOpenOffers,
  findOffer,
  insertOffer,
  listOpenOffers,
  listOwnOffers,
  lockOffer,
  lockPublisher,
  markClosed,
  type JobOfferRow,
} from './jobs.queries';

// The job board's rules: a real place, a start not in the past, at most JOBS.openPerUser open
// offers per person (counted under the publisher's lock, so two taps cannot pass it), open for
// JOBS.openDays days; only the publisher closes an offer, once.

const m = JOB_MESSAGES;
const DAY_MS = 24 * 60 * 60 * 1000;

type NewOffer = z.output<typeof jobsApi.create.body>;
type BoardQuery = z.output<typeof jobsApi.list.query>;

function statusOf(row: JobOfferRow, now: number): JobOffer['status'] {
  if (row.closedAt) return 'closed';
  return row.expiresAt.getTime() > now ? 'open' : 'expired';
}

function toJobOffer(
  row: JobOfferRow,
  reference: ReferenceData,
  viewerId: number,
  now: number,
): JobOffer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    department_id: row.departmentId,
    department: reference.departments.get(row.departmentId)?.name ?? '',
    municipality_id: row.municipalityId,
    municipality: reference.municipalities.get(row.municipalityId)?.name ?? '',
    pay: row.pay,
    pay_period: row.payPeriod as JobOffer['pay_period'],
    starts_on: row.startsOn,
    phone: row.phone,
    whatsapp: row.whatsapp,
    publisher: { id: row.userId, name: row.publisherName },
    status: statusOf(row, now),
    is_mine: row.userId === viewerId,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

export class JobsService {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
    private readonly now: () => number,
  ) {}

  private present(row: JobOfferRow, viewerId: number): JobOffer {
    return toJobOffer(row, this.reference, viewerId, this.now());
  }

  /** The open offers, the newest first, a page at a time. */
  async openOffers(viewerId: number, { department_id, municipality_id, page }: BoardQuery) {
    const paging = { page, pageSize: JOBS.pageSize };
    const { rows, hasMore } = await listOpenOffers(this.db, new Date(this.now()), {
      departmentId: department_id,
      municipalityId: municipality_id,
      ...paging,
    });
    return {
      data: rows.map((row) => this.present(row, viewerId)),
      meta: pageMeta(paging, hasMore),
    };
  }

  /** The person's own offers: open, closed and expired. */
  async ownOffers(userId: number, page: number) {
    const paging = { page, pageSize: JOBS.pageSize };
    const { rows, hasMore } = await listOwnOffers(this.db, userId, paging);
    return {
      data: rows.map((row) => this.present(row, userId)),
      meta: pageMeta(paging, hasMore),
    };
  }

  /** One offer; a closed or expired one only for its publisher (404 for anyone else). */
  async offer(viewerId: number, id: number): Promise<JobOffer> {
    const row = await findOffer(this.db, id);
    if (!row) throw new HttpError(404, m.notFound);
    const offer = this.present(row, viewerId);
    if (offer.status !== 'open' && !offer.is_mine) throw new HttpError(404, m.notFound);
    return offer;
  }

  /** Publishes an offer and answers its id. */
  async publish(userId: number, input: NewOffer): Promise<number> {
    if (!this.reference.departments.has(input.department_id)) {
      throw fieldError('department_id', m.departmentRequired);
    }
    if (!municipalityIsIn(this.reference, input.municipality_id, input.department_id)) {
      throw fieldError(
        'municipality_id',
        this.reference.municipalities.has(input.municipality_id)
          ? m.municipalityNotInDepartment
          : m.municipalityRequired,
      );
    }
    const now = this.now();
    // Compared as text: both are YYYY-MM-DD, and "today" is the Bogotá calendar day.
    if (input.starts_on < bogotaIsoDate(now)) throw fieldError('starts_on', m.startInPast);

    return this.db.transaction(async (tx) => {
      const publisher = await lockPublisher(tx, userId);
      if (!publisher) throw new HttpError(401, SESSION_MESSAGES.noSession);
      if ((await countOpenOffers(tx, userId, new Date(now))) >= JOBS.openPerUser) {
        throw new HttpError(409, m.tooManyOpen);
      }
      return insertOffer(tx, {
        userId,
        title: input.title,
        description: input.description,
        departmentId: input.department_id,
        municipalityId: input.municipality_id,
        pay: input.pay,
        payPeriod: input.pay_period,
        startsOn: input.starts_on,
        phone: input.phone ?? publisher.phone,
        whatsapp: input.whatsapp,
        expiresAt: new Date(now + JOBS.openDays * DAY_MS),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      });
    });
  }

  /** Closes the publisher's own offer; someone else's answers like a missing one (404). */
  async close(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const offer = await lockOffer(tx, id);
      if (!offer || offer.userId !== userId) throw new HttpError(404, m.notFound);
      if (offer.closedAt) throw new HttpError(409, m.alreadyClosed);
      await markClosed(tx, id, new Date(this.now()));
    });
  }
}
