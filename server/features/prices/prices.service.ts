import { ADMIN_ACTIONS } from '../../../domain/admin/admin';
import type {
  PriceFigures,
  PriceReference,
  PriceSummaryItem,
  WholesalePrice,
} from '../../../domain/api/prices';
import { PRICE_SUMMARY_PAGE_SIZE } from '../../../domain/api/prices';
import { bogotaIsoDate } from '../../../domain/dates';
import { PRICE_MESSAGES } from '../../../domain/prices/price-messages';
import { PRICE_REFERENCE, percentChange } from '../../../domain/prices/price-statistics';
import { matchesSearch } from '../../../domain/text';
import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import { NATIONAL, type priceStats, type sipsaPrices } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { pageLimit, pageMeta, pageOf, pageOffset } from '../../lib/paging';
import { ShortCache } from '../../platform/http/short-cache';
import { logAdminAction } from '../admin';
import {
  latestSipsa,
  latestStats,
  newestSipsaOf,
  statsHistory,
  summaryPage,
  upsertSipsaRows,
  type SipsaInsert,
} from './prices.queries';
import { presentProduct, presentUnit } from './price-presenter';
import { parseSipsaFile, type SipsaRow } from './sipsa-file';

// The price reference as people read it: our listings' figures per unit for the country and a
// department, their 90-day line, and DANE SIPSA's wholesale prices beside them (never mixed).

type StatsRow = typeof priceStats.$inferSelect;
type SummaryQuery = { category?: number; department_id?: number; q?: string; page: number };
type SummaryAnswer = { data: PriceSummaryItem[]; meta: ReturnType<typeof pageMeta> };
type SipsaRecord = typeof sipsaPrices.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' moved by whole days. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function figures(row: StatsRow, medianBefore: number | null): PriceFigures {
  return {
    day: row.day,
    listing_count: row.listingCount,
    outliers: row.outliers,
    median: row.median,
    p25: row.p25,
    p75: row.p75,
    min: row.min,
    max: row.max,
    change_30d: percentChange(medianBefore, row.median),
  };
}

function wholesale(row: SipsaRecord): WholesalePrice {
  return {
    city: row.city,
    market: row.market,
    period: row.period as WholesalePrice['period'],
    day: row.day,
    min: row.minPrice,
    max: row.maxPrice,
    mean: row.meanPrice,
  };
}

export class PricesService {
  /**
   * The figures are the same for everyone and change only when the background refresh runs, so
   * answers are kept for a few seconds (CATALOGUE_CACHE_SECONDS, like the public catalogue;
   * 0 turns it off) and a SIPSA load empties them.
   */
  private readonly answers: ShortCache<unknown>;

  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
    private readonly now: () => number,
    cacheSeconds = 0,
  ) {
    this.answers = new ShortCache(cacheSeconds * 1000, 1000, now);
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.answers.get(key, load) as Promise<T>;
  }

  private unit(sizeId: number) {
    return presentUnit(this.reference, sizeId);
  }

  private product(productId: number) {
    return presentProduct(this.reference, productId);
  }

  private department(departmentId: number | undefined) {
    if (departmentId === undefined) return null;
    const department = this.reference.departments.get(departmentId);
    if (!department) {
      throw new HttpError(422, PRICE_MESSAGES.unknownDepartment, {
        department_id: [PRICE_MESSAGES.unknownDepartment],
      });
    }
    return { id: department.id, name: department.name };
  }

  priceReference(productId: number, departmentId?: number): Promise<PriceReference> {
    return this.cached(`reference:${productId}:${departmentId ?? ''}`, () =>
      this.readReference(productId, departmentId),
    );
  }

  private async readReference(productId: number, departmentId?: number): Promise<PriceReference> {
    const product = this.product(productId);
    if (!product) throw new HttpError(404, PRICE_MESSAGES.unknownProduct);
    const department = this.department(departmentId);
    const scope = department?.id ?? NATIONAL;
    const scopes = department ? [NATIONAL, department.id] : [NATIONAL];
    const today = bogotaIsoDate(this.now());
    const [latest, history, sipsa] = await Promise.all([
      latestStats(this.db, productId, department?.id ?? null),
      statsHistory(this.db, productId, scopes, shiftDay(today, -PRICE_REFERENCE.historyDays)),
      latestSipsa(this.db, productId),
    ]);
    const medianOn = (sizeId: number, departmentId: number, day: string) =>
      history.find(
        (row) => row.sizeId === sizeId && row.departmentId === departmentId && row.day === day,
      )?.median ?? null;
    const figuresOf = (sizeId: number, departmentId: number) => {
      const row = latest.find((r) => r.sizeId === sizeId && r.departmentId === departmentId);
      if (!row) return null;
      const before = medianOn(sizeId, departmentId, shiftDay(row.day, -PRICE_REFERENCE.changeDays));
      return figures(row, before);
    };
    const sizeIds = [...new Set(latest.map((row) => row.sizeId))];
    return {
      product,
      department,
      units: sizeIds.map((sizeId) => ({
        unit: this.unit(sizeId),
        national: figuresOf(sizeId, NATIONAL),
        department: department ? figuresOf(sizeId, department.id) : null,
        history: history
          .filter((row) => row.sizeId === sizeId && row.departmentId === scope)
          .map((row) => ({ day: row.day, median: row.median })),
      })),
      wholesale: sipsa.map(wholesale),
    };
  }

  summary(query: SummaryQuery): Promise<SummaryAnswer> {
    const key = `summary:${query.category ?? ''}:${query.department_id ?? ''}:${query.page}:${query.q ?? ''}`;
    return this.cached(key, () => this.readSummary(query));
  }

  private async readSummary(query: SummaryQuery): Promise<SummaryAnswer> {
    const department = this.department(query.department_id);
    const filtered = query.category !== undefined || (query.q ?? '') !== '';
    const productIds = filtered
      ? [...this.reference.products.values()]
          .filter(
            (product) =>
              (query.category === undefined ||
                this.reference.subcategories.get(product.subcategoryId)?.categoryId ===
                  query.category) &&
              matchesSearch(product.name, query.q ?? ''),
          )
          .map((product) => product.id)
      : null;
    const paging = { page: query.page, pageSize: PRICE_SUMMARY_PAGE_SIZE };
    if (productIds?.length === 0) return { data: [], meta: pageMeta(paging, false) };
    const today = bogotaIsoDate(this.now());
    const rows = await summaryPage(this.db, {
      departmentId: department?.id ?? NATIONAL,
      sinceDay: shiftDay(today, -1),
      productIds,
      limit: pageLimit(paging),
      offset: pageOffset(paging),
    });
    const page = pageOf(rows, paging);
    const sipsa = await newestSipsaOf(this.db, [...new Set(page.rows.map((row) => row.productId))]);
    const data = page.rows.flatMap(({ medianBefore, ...stats }) => {
      const product = this.product(stats.productId);
      if (!product) return [];
      const wholesaleRow = sipsa.find((row) => row.productId === stats.productId);
      return [
        {
          product,
          unit: this.unit(stats.sizeId),
          figures: figures(stats, medianBefore),
          wholesale: wholesaleRow ? wholesale(wholesaleRow) : null,
        },
      ];
    });
    return { data, meta: pageMeta(paging, page.hasMore) };
  }

  /**
   * Loads a SIPSA file in one transaction: all of it or nothing. Rows already stored with the
   * same prices are left as they are, so loading a file twice changes nothing.
   */
  async importSipsa(content: string, adminId: number | null) {
    const file = parseSipsaFile(content);
    const unique = new Map<string, SipsaRow>();
    for (const row of file.rows) {
      unique.set([row.productId, row.city, row.market, row.period, row.day].join('|'), row);
    }
    const rows: SipsaInsert[] = [...unique.values()].map((row) => ({
      productId: row.productId,
      city: row.city,
      market: row.market,
      period: row.period,
      day: row.day,
      minPrice: row.min,
      maxPrice: row.max,
      meanPrice: row.mean,
    }));
    const loaded = await this.db.transaction(async (tx) => {
      const written = await upsertSipsaRows(tx, rows);
      await logAdminAction(tx, adminId, {
        action: 'prices.sipsa.import',
        targetType: 'sipsa_prices',
        targetId: null,
        details: { rows: rows.length, written, unmapped: file.unmapped.length },
      });
      return written;
    });
    this.answers.clear();
    const unchanged = rows.length - loaded;
    return {
      message: `${ADMIN_ACTIONS['prices.sipsa.import']}: ${loaded} precios nuevos o cambiados, ${unchanged} sin cambios, ${file.unmapped.length} filas sin producto del catálogo.`,
      loaded,
      unchanged,
      unmapped: file.unmapped,
      skipped: file.skipped,
    };
  }
}
