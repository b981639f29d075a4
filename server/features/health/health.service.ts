import type { Database } from '../../db/client';
import { databaseAnswers } from './health.queries';

export class HealthService {
  constructor(private readonly db: Database) {}

  /** Whether the database answers a trivial query now. */
  databaseAnswers(): Promise<boolean> {
    return databaseAnswers(this.db);
  }
}
