/**
 * CSV in and out of the back office: the order list and the product list exported as the lists
 * show them, and products imported from the product format (product.columns.ts) in two steps:
 * a dry run that checks every row and writes nothing, then the same checks and every product
 * saved in one transaction (all or nothing) through the product form's own save, whose stock
 * rules refuse a change that would put back stock sold since the file was read.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { ConflictError, ValidationError } from '../../shared/errors';
import type { ProductAdminService, ProductListQuery } from '../catalog';
import type { AdminOrderQuery, Orders } from '../orders';
import { type CsvFile, readCsv } from './csv.format';
import { ordersCsv } from './order.export';
import type { ImportProblem } from './product.columns';
import { productsCsv } from './product.export';
import { CHANGED_SINCE_EXPORT, lookups, planProduct, type ProductPlan } from './product.plan';
import { groupRows, headerProblems, namedRows } from './product.rows';
import { unchangedProducts } from './product.unchanged';

/** What an import found and did. */
export interface ImportReport {
  /** Data rows read (the header not counted). */
  rows: number;
  /** Products the file describes. */
  products: number;
  /** Of them: new ones, ones already in the shop that the file changes, and ones it leaves as they are (not saved). */
  creates: number;
  updates: number;
  unchanged: number;
  /** Every problem, by row and column; none when the file can be (or was) applied. */
  problems: ImportProblem[];
  /** True when the products were saved (never with a problem). */
  applied: boolean;
}

/** A save of one product failed inside the import's transaction: its problems, already placed. */
class PlanFailed extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super('import refused');
  }
}

const byPlace = (a: ImportProblem, b: ImportProblem) => a.row - b.row || a.column.localeCompare(b.column);

export class CsvService {
  constructor(
    private readonly ds: DataSource,
    private readonly orders: Orders,
    private readonly products: ProductAdminService,
    private readonly timeZone: string,
  ) {}

  /** The orders the admin list shows for `query` (its search, filter and sort), all pages. */
  exportOrders(query: AdminOrderQuery): Promise<CsvFile> {
    return ordersCsv(this.orders, query, this.timeZone);
  }

  /** The products the back-office list shows for `query`, with options, their stock and variants. */
  exportProducts(query: ProductListQuery): Promise<CsvFile> {
    return productsCsv(this.ds, this.products, query, this.timeZone);
  }

  /**
   * Checks a product CSV (every row, every problem) and, when `apply` and there is none, saves
   * it in one transaction. A file that is not CSV, too large or too long is a ValidationError
   * on `file`; everything else is in the report.
   */
  async importProducts(file: Buffer, apply: boolean): Promise<ImportReport> {
    const { header, rows } = readCsv(file);
    const report: ImportReport = {
      rows: rows.length,
      products: 0,
      creates: 0,
      updates: 0,
      unchanged: 0,
      problems: [],
      applied: false,
    };
    report.problems = headerProblems(header);
    if (report.problems.length) return report;
    const grouped = groupRows(namedRows(header, rows));
    const problems = [...grouped.problems];
    const look = await lookups(this.ds);
    const plans: ProductPlan[] = [];
    const unchanged = await unchangedProducts(this.ds, grouped.products);
    for (const group of grouped.products) {
      if (unchanged.has(Number(group.product.cells.product_id))) continue;
      const checked = await planProduct(this.ds, this.products, look, group);
      problems.push(...checked.problems);
      if (checked.plan) plans.push(checked.plan);
    }
    report.products = grouped.products.length;
    report.creates = grouped.products.filter((g) => !g.product.cells.product_id).length;
    report.unchanged = unchanged.size;
    report.updates = report.products - report.creates - report.unchanged;
    report.problems = problems.sort(byPlace);
    if (problems.length || !apply) return report;
    try {
      await this.ds.transaction(async (em) => {
        // Products in id order, as orders lock them, then the new ones.
        const updates = plans.filter((p) => p.id !== null).sort((a, b) => a.id! - b.id!);
        for (const plan of updates) await this.save(em, plan);
        for (const plan of plans.filter((p) => p.id === null)) await this.save(em, plan);
      });
    } catch (err) {
      if (!(err instanceof PlanFailed)) throw err;
      report.problems = err.problems.sort(byPlace);
      return report;
    }
    report.applied = true;
    return report;
  }

  /** One product's save in the import's transaction; a refusal becomes its placed problems. */
  private async save(em: EntityManager, plan: ProductPlan): Promise<void> {
    const row = plan.rows.product.row;
    try {
      if (plan.id === null) await this.products.createIn(em, plan.data);
      else await this.products.updateIn(em, plan.id, plan.data, plan.version);
    } catch (err) {
      if (err instanceof ConflictError && !err.fieldErrors.length)
        throw new PlanFailed([{ row, column: 'version', message: CHANGED_SINCE_EXPORT }]);
      if (err instanceof ConflictError || err instanceof ValidationError)
        throw new PlanFailed(err.fieldErrors.map((e) => ({ ...plan.place(e.field), message: e.message })));
      if ((err as { driverError?: { code?: string } }).driverError?.code === '23505')
        throw new PlanFailed([{ row, column: 'sku', message: 'The sku has already been taken.' }]);
      throw err;
    }
  }
}
