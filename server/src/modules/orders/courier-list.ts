import { ILike, type DataSource } from 'typeorm';
import { hasSqlState, SQLSTATE } from '../../platform/db/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import { courierInput } from '../../shared/inputs/delivery';
import { parseNamed } from '../../shared/parse';
import { likePattern } from '../../shared/search';
import { CourierEntity } from './courier.entity';

export interface CourierInput {
  name?: unknown;
  trackingUrlTemplate?: unknown;
  active?: unknown;
}

const isUniqueViolation = (err: unknown) => hasSqlState(err, SQLSTATE.uniqueViolation);
const isForeignKeyViolation = (err: unknown) => hasSqlState(err, SQLSTATE.foreignKeyViolation);

/**
 * The shop's couriers: a list the admin keeps (seeded with TCS, Leopards, M&P, Trax, Pakistan
 * Post), what an order is shipped with; one with an API is added on its first booking.
 */
export class CourierService {
  constructor(private readonly ds: DataSource) {}

  /** The couriers in their order (inactive ones too unless told), or with `search` those whose name contains it. */
  list(includeInactive = true, search: string | null = null): Promise<CourierEntity[]> {
    return this.ds.getRepository(CourierEntity).find({
      where: {
        ...(includeInactive ? {} : { active: true }),
        ...(search ? { name: ILike(likePattern(search)) } : {}),
      },
      order: { position: 'ASC', id: 'ASC' },
    });
  }

  async byIds(ids: readonly number[]): Promise<CourierEntity[]> {
    return this.ds
      .getRepository(CourierEntity)
      .createQueryBuilder('c')
      .where('c.id = ANY(:ids)', { ids: [...ids] })
      .getMany();
  }

  private validate(input: CourierInput): { name: string; trackingUrlTemplate: string; active: boolean } {
    const { name, trackingUrlTemplate, active } = parseNamed(courierInput, input, {
      trackingUrlTemplate: 'tracking_url_template',
    });
    return { name, trackingUrlTemplate, active: active ?? true };
  }

  async create(input: CourierInput): Promise<CourierEntity> {
    const values = this.validate(input);
    try {
      return await this.ds.transaction(async (em) => {
        const [{ next }] = await em.query('SELECT coalesce(max(position), 0) + 1 AS next FROM couriers');
        return em.getRepository(CourierEntity).save({ ...values, position: next });
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw ValidationError.single('name', 'A courier with this name already exists.', 'DUPLICATE');
      throw err;
    }
  }

  async update(id: number, input: CourierInput): Promise<CourierEntity> {
    const values = this.validate(input);
    const repo = this.ds.getRepository(CourierEntity);
    try {
      const result = await repo.update({ id }, values);
      if (!result.affected) throw new NotFoundError('Courier not found.');
    } catch (err) {
      if (isUniqueViolation(err))
        throw ValidationError.single('name', 'A courier with this name already exists.', 'DUPLICATE');
      throw err;
    }
    return (await repo.findOneBy({ id }))!;
  }

  /** A courier that orders were shipped with stays (deactivate it instead): those orders keep their tracking link. */
  async remove(id: number): Promise<void> {
    try {
      const result = await this.ds.getRepository(CourierEntity).delete({ id });
      if (!result.affected) throw new NotFoundError('Courier not found.');
    } catch (err) {
      if (isForeignKeyViolation(err))
        throw new ConflictError(
          'Orders were shipped with this courier: make it inactive instead of deleting it.',
        );
      throw err;
    }
  }
}
