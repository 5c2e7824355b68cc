import type { DataSource, EntityManager } from 'typeorm';
import { rememberNothing, type Forgettable } from '../../platform/cache';
import { hasSqlState, SQLSTATE } from '../../platform/db/db-errors';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { shippingRateInput, shippingSettingsInput } from '../../shared/inputs/promotions';
import { toPaisa } from '../../shared/money';
import { parseInput } from '../../shared/parse';
import type { GeoService } from '../geo';
import { ShippingRateEntity, ShippingSettingsEntity } from './shipping.entity';
import { placeOf, type Destination, type ShippingRules } from './shipping.rules';

const isUniqueViolation = (err: unknown) => hasSqlState(err, SQLSTATE.uniqueViolation);

/** The names of a body's province and city fields, for its errors. */
export interface DestinationFields {
  province: string;
  city: string;
}

/** Tells every instance that shipping changed (pages showing its terms are drawn again). */
export type AnnounceShipping = (db: DataSource) => Promise<void>;

/** The shop's shipping rates: read for every quote, kept by the back office at /admin/shipping. */
export class ShippingService {
  constructor(
    private readonly ds: DataSource,
    private readonly geo: GeoService,
    private readonly announce: AnnounceShipping = async () => {},
    /** The rules every quote and order reads, remembered until a change on any instance. */
    private readonly memo: Forgettable<ShippingRules> = rememberNothing(),
  ) {}

  /** The settings and every rate, in one round trip (remembered until they change). */
  rules(em: EntityManager | DataSource = this.ds): Promise<ShippingRules> {
    return this.memo.get('rules', () => this.read(em));
  }

  /** The writer's own next quote reads its change; the others hear it through `announce`. */
  private async changed(): Promise<void> {
    this.memo.clear();
    await this.announce(this.ds);
  }

  private async read(em: EntityManager | DataSource): Promise<ShippingRules> {
    const [row]: Array<{
      default_rate: string;
      free_threshold: string | null;
      rates: ShippingRules['rates'];
    }> = await em.query(
      `SELECT s.default_rate, s.free_threshold,
                (SELECT coalesce(json_agg(json_build_object('province', r.province, 'city', r.city, 'rate', r.rate)), '[]')
                   FROM shipping_rates r) AS rates
           FROM shipping_settings s WHERE s.id = 1`,
    );
    return {
      defaultRate: Number(row.default_rate),
      freeThreshold: row.free_threshold === null ? null : Number(row.free_threshold),
      rates: row.rates.map((r) => ({ ...r, rate: Number(r.rate) })),
    };
  }

  /**
   * `to` as the list spells it (`known`: a city on the list), or a 422 on the province or the city
   * (named as the caller's body names them: REST and placeOrder call the province `street`).
   */
  destination(
    to: Destination,
    fields: DestinationFields = { province: 'province', city: 'city' },
  ): Destination & { known: boolean } {
    const placed = placeOf(this.geo.list(), to);
    if ('field' in placed) throw ValidationError.single(fields[placed.field], placed.message);
    return placed;
  }

  settings(): Promise<ShippingSettingsEntity> {
    return this.ds.getRepository(ShippingSettingsEntity).findOneByOrFail({ id: 1 });
  }

  async updateSettings(input: unknown): Promise<ShippingSettingsEntity> {
    const v = parseInput(shippingSettingsInput, input);
    await this.ds.getRepository(ShippingSettingsEntity).update(
      { id: 1 },
      {
        defaultRate: toPaisa(v.defaultRate),
        freeThreshold: v.freeShippingThreshold == null ? null : toPaisa(v.freeShippingThreshold),
      },
    );
    await this.changed();
    return this.settings();
  }

  /** Provinces in the order of the provinces query, each province's own rate before its cities'. */
  async rates(search: string | null = null): Promise<ShippingRateEntity[]> {
    const text = search?.toLowerCase();
    const rows = (await this.ds.getRepository(ShippingRateEntity).find()).filter(
      (r) => !text || r.province.toLowerCase().includes(text) || !!r.city?.toLowerCase().includes(text),
    );
    const order = this.geo.provinces();
    const rank = (r: ShippingRateEntity) =>
      order.findIndex((p) => p.toLowerCase() === r.province.toLowerCase());
    return rows.sort(
      (a, b) => rank(a) - rank(b) || (a.city ?? '').localeCompare(b.city ?? '') || a.id - b.id,
    );
  }

  /** A province and city from the lists (their spelling there), or field errors. */
  private place(input: unknown): { province: string; city: string | null; rate: number } {
    const v = parseInput(shippingRateInput, input);
    const province = this.geo.provinces().find((p) => p.toLowerCase() === v.province.toLowerCase());
    if (!province) throw ValidationError.single('province', 'Choose a province from the list.');
    const city =
      v.city == null
        ? null
        : this.geo.cities(province).find((c) => c.name.toLowerCase() === v.city!.toLowerCase());
    if (city === undefined)
      throw ValidationError.single('city', `Choose a city of ${province} from the list.`);
    return { province, city: city?.name ?? null, rate: toPaisa(v.rate) };
  }

  /** Adds a rate, or (`id`) changes one; one rate per province and per city. */
  async saveRate(input: unknown, id?: number): Promise<ShippingRateEntity> {
    const values = this.place(input);
    const repo = this.ds.getRepository(ShippingRateEntity);
    try {
      if (id === undefined) {
        const added = await repo.save(values);
        await this.changed();
        return added;
      }
      const result = await repo.update({ id }, values);
      if (!result.affected) throw new NotFoundError('Shipping rate not found.');
      await this.changed();
      return (await repo.findOneBy({ id }))!;
    } catch (err) {
      if (isUniqueViolation(err))
        throw ValidationError.single(
          values.city ? 'city' : 'province',
          `${values.city ?? values.province} already has a rate: change that one.`,
          'DUPLICATE',
        );
      throw err;
    }
  }

  async removeRate(id: number): Promise<void> {
    const result = await this.ds.getRepository(ShippingRateEntity).delete({ id });
    if (!result.affected) throw new NotFoundError('Shipping rate not found.');
    await this.changed();
  }
}
