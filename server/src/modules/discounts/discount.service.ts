import type { DataSource } from 'typeorm';
import { hasSqlState, SQLSTATE } from '../../platform/db/db-errors';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { discountInput } from '../../shared/inputs/promotions';
import { toPaisa } from '../../shared/money';
import { parseInput } from '../../shared/parse';
import { likePattern } from '../../shared/search';
import { DiscountCodeEntity } from './discount.entity';

const DUPLICATE = 'A discount code with this code already exists.';
const isUniqueViolation = (err: unknown) => hasSqlState(err, SQLSTATE.uniqueViolation);

/** The back office's discount codes: listed, created, changed and deleted (their uses stay counted on the row). */
export class DiscountService {
  constructor(private readonly ds: DataSource) {}

  /** Newest first; with `search`, those whose code contains it. */
  list(search: string | null = null): Promise<DiscountCodeEntity[]> {
    const q = this.ds.getRepository(DiscountCodeEntity).createQueryBuilder('d').orderBy('d.id', 'DESC');
    if (search) q.where('d.code ILIKE :pattern', { pattern: likePattern(search) });
    return q.getMany();
  }

  /** The input through the shared schema, amounts to paisa (a percentage stays a percentage). */
  private values(input: unknown): Partial<DiscountCodeEntity> {
    const v = parseInput(discountInput, input);
    return {
      code: v.code,
      kind: v.kind,
      value: v.kind === 'percent' ? v.value : toPaisa(v.value),
      minOrder: toPaisa(v.minOrder ?? 0),
      startsAt: v.startsAt ? new Date(v.startsAt) : null,
      endsAt: v.endsAt ? new Date(v.endsAt) : null,
      maxUses: v.maxUses ?? null,
      maxUsesPerCustomer: v.maxUsesPerCustomer ?? null,
      categoryIds: v.categoryIds ?? [],
      productIds: v.productIds ?? [],
      active: v.active ?? true,
    };
  }

  private async saved<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw ValidationError.single('code', DUPLICATE, 'DUPLICATE');
      throw err;
    }
  }

  async create(input: unknown): Promise<DiscountCodeEntity> {
    const values = this.values(input);
    return this.saved(() => this.ds.getRepository(DiscountCodeEntity).save(values));
  }

  /** Changes a code's rules; its use count stays (orders already placed keep their discount). */
  async update(id: number, input: unknown): Promise<DiscountCodeEntity> {
    const values = this.values(input);
    const repo = this.ds.getRepository(DiscountCodeEntity);
    await this.saved(async () => {
      const result = await repo.update({ id }, values);
      if (!result.affected) throw new NotFoundError('Discount code not found.');
    });
    return (await repo.findOneBy({ id }))!;
  }

  /** Orders placed with the code keep its name and amount (copied onto the order). */
  async remove(id: number): Promise<void> {
    const result = await this.ds.getRepository(DiscountCodeEntity).delete({ id });
    if (!result.affected) throw new NotFoundError('Discount code not found.');
  }
}
