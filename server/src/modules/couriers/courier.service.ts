import type { DataSource } from 'typeorm';
import { hasSqlState, SQLSTATE } from '../../shared/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import { collectErrors, rules, str } from '../../shared/validation';
import { CourierEntity } from './courier.entity';

/** The placeholder a tracking URL template must contain. */
export const TRACKING_PLACEHOLDER = '{tracking}';

export interface CourierInput {
  name?: unknown;
  trackingUrlTemplate?: unknown;
  active?: unknown;
}

const isUniqueViolation = (err: unknown) => hasSqlState(err, SQLSTATE.uniqueViolation);
const isForeignKeyViolation = (err: unknown) => hasSqlState(err, SQLSTATE.foreignKeyViolation);

/** The courier's tracking page for a tracking number (the number URL-encoded into the template). */
export function trackingUrl(template: string, trackingNumber: string): string {
  return template.split(TRACKING_PLACEHOLDER).join(encodeURIComponent(trackingNumber));
}

/** The shop's couriers: a list the admin keeps (seeded with TCS, Leopards, M&P, Trax, Pakistan Post). */
export class CourierService {
  constructor(private readonly ds: DataSource) {}

  list(includeInactive = true): Promise<CourierEntity[]> {
    return this.ds.getRepository(CourierEntity).find({ where: includeInactive ? {} : { active: true }, order: { position: 'ASC', id: 'ASC' } });
  }

  async byIds(ids: readonly number[]): Promise<CourierEntity[]> {
    return this.ds.getRepository(CourierEntity).createQueryBuilder('c').where('c.id = ANY(:ids)', { ids: [...ids] }).getMany();
  }

  private validate(input: CourierInput): { name: string; trackingUrlTemplate: string; active: boolean } {
    const errors = collectErrors(input as Record<string, unknown>, {
      name: [rules.required('The courier name is required.'), rules.string('The courier name is required.'), rules.maxLength(60, 'The courier name')],
      trackingUrlTemplate: [
        rules.required('The tracking URL is required.'),
        rules.string('The tracking URL is required.'),
        rules.maxLength(500, 'The tracking URL'),
        (v) => (str(v).includes(TRACKING_PLACEHOLDER) ? null : `The tracking URL must contain ${TRACKING_PLACEHOLDER} where the tracking number goes.`),
        (v) => {
          try {
            const url = new URL(str(v).split(TRACKING_PLACEHOLDER).join('0'));
            return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'The tracking URL must start with https:// or http://.';
          } catch {
            return 'The tracking URL must start with https:// or http://.';
          }
        },
      ],
    });
    if (input.active !== undefined && typeof input.active !== 'boolean') errors.push({ field: 'active', message: 'Active must be true or false.', code: 'INVALID' });
    if (errors.length) throw new ValidationError(errors.map((e) => ({ ...e, field: e.field === 'trackingUrlTemplate' ? 'tracking_url_template' : e.field })));
    return { name: str(input.name), trackingUrlTemplate: str(input.trackingUrlTemplate), active: input.active === undefined ? true : (input.active as boolean) };
  }

  async create(input: CourierInput): Promise<CourierEntity> {
    const values = this.validate(input);
    try {
      return await this.ds.transaction(async (em) => {
        const [{ next }] = await em.query('SELECT coalesce(max(position), 0) + 1 AS next FROM couriers');
        return em.getRepository(CourierEntity).save({ ...values, position: next });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw ValidationError.single('name', 'A courier with this name already exists.', 'DUPLICATE');
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
      if (isUniqueViolation(err)) throw ValidationError.single('name', 'A courier with this name already exists.', 'DUPLICATE');
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
      if (isForeignKeyViolation(err)) throw new ConflictError('Orders were shipped with this courier: make it inactive instead of deleting it.');
      throw err;
    }
  }
}
