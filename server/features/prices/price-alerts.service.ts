import type { PriceAlert } from '../../../domain/api/prices';
import { PRICE_ALERTS } from '../../../domain/limits';
import { isComparableUnit, priceAlertOutcome } from '../../../domain/prices/price-alert';
import { PRICE_MESSAGES as m } from '../../../domain/prices/price-messages';
import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import { NATIONAL } from '../../db/schema';
import { fieldError, HttpError } from '../../lib/http-error';
import { queuePriceNotifications, type PriceMove } from '../notifications';
import {
  countPriceAlerts,
  currentMedian,
  deletePriceAlert,
  findPriceAlert,
  insertPriceAlert,
  listPriceAlerts,
  lockAlertsOf,
  lockPerson,
  setBaselines,
  type ListedPriceAlert,
  type PriceKey,
} from './price-alerts.queries';
import type { PriceStatsRow } from './prices.queries';
import { presentProduct, presentUnit } from './price-presenter';

// Price alerts (decision 018): a person follows a product's typical price in a department (or
// the whole country) in one comparable unit, and is told through Notificaciones when the median
// moves more than PRICE_ALERTS.movePercent from the one they were last told about.

interface FollowInput {
  product_id: number;
  department_id?: number;
  size_id: number;
}

export class PriceAlertsService {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
  ) {}

  private present(row: Omit<ListedPriceAlert, 'median'> & { median: number | null }): PriceAlert {
    const department =
      row.departmentId === NATIONAL ? undefined : this.reference.departments.get(row.departmentId);
    return {
      id: row.id,
      product: presentProduct(this.reference, row.productId) ?? {
        id: row.productId,
        name: '',
        category_id: 0,
      },
      department: department ? { id: department.id, name: department.name } : null,
      unit: presentUnit(this.reference, row.sizeId),
      baseline_median: row.baselineMedian,
      median: row.median,
      created_at: row.createdAt.toISOString(),
    };
  }

  async list(userId: number): Promise<PriceAlert[]> {
    const rows = await listPriceAlerts(this.db, userId);
    return rows.map((row) => this.present(row));
  }

  /**
   * Follows a price: the product must be in the catalogue, the department known (none: the
   * whole country), the unit one figures are computed in. The baseline is the newest median;
   * with none yet ('Pocos datos') the refresh sets it silently when figures appear. At most
   * PRICE_ALERTS.maxPerPerson, under the person's lock so two follows at once cannot pass it.
   */
  async follow(userId: number, input: FollowInput): Promise<PriceAlert> {
    if (!this.reference.products.has(input.product_id)) {
      throw fieldError('product_id', m.unknownProduct);
    }
    if (input.department_id !== undefined && !this.reference.departments.has(input.department_id)) {
      throw fieldError('department_id', m.unknownDepartment);
    }
    if (!this.reference.sizes.has(input.size_id) || !isComparableUnit(input.size_id)) {
      throw fieldError('size_id', m.unknownUnit);
    }
    const key: PriceKey = {
      productId: input.product_id,
      sizeId: input.size_id,
      departmentId: input.department_id ?? NATIONAL,
    };
    const row = await this.db.transaction(async (tx) => {
      await lockPerson(tx, userId);
      if ((await findPriceAlert(tx, userId, key)) !== null)
        throw new HttpError(409, m.alertDuplicate);
      if ((await countPriceAlerts(tx, userId)) >= PRICE_ALERTS.maxPerPerson) {
        throw new HttpError(422, m.alertLimit);
      }
      const median = await currentMedian(tx, key);
      return { ...(await insertPriceAlert(tx, userId, key, median)), median };
    });
    return this.present(row);
  }

  async unfollow(userId: number, id: number): Promise<void> {
    if (!(await deletePriceAlert(this.db, userId, id))) throw new HttpError(404, m.alertNotFound);
  }
}

/**
 * Called by the price refresh inside the transaction that wrote the day's figures of these
 * products: each followed price whose new median moved more than the threshold from its
 * baseline queues one notification and takes the new median as its baseline; a first figure
 * becomes the baseline silently. The alerts are locked while this runs, so a second refresh
 * of the same figures finds the baselines moved and tells nobody again. Answers how many
 * moves it queued.
 */
export async function moveFollowedPrices(
  tx: Database,
  productIds: number[],
  rows: readonly PriceStatsRow[],
): Promise<number> {
  const medians = new Map(
    rows.map((row) => [`${row.productId}:${row.sizeId}:${row.departmentId}`, row.median ?? null]),
  );
  const alerts = await lockAlertsOf(tx, productIds);
  const baselines: { id: number; median: number }[] = [];
  const moves: PriceMove[] = [];
  for (const alert of alerts) {
    const median = medians.get(`${alert.productId}:${alert.sizeId}:${alert.departmentId}`) ?? null;
    const outcome = priceAlertOutcome(alert.baselineMedian, median);
    if (outcome === 'unchanged' || median === null) continue;
    baselines.push({ id: alert.id, median });
    if (outcome === 'moved' && alert.baselineMedian !== null) {
      moves.push({
        userId: alert.userId,
        productId: alert.productId,
        sizeId: alert.sizeId,
        departmentId: alert.departmentId,
        median,
        previousMedian: alert.baselineMedian,
      });
    }
  }
  await setBaselines(tx, baselines);
  await queuePriceNotifications(tx, moves);
  return moves.length;
}
