import { DataSource } from 'typeorm';
import { BrandEntity } from './brand.entity';

export class BrandService {
  constructor(private readonly ds: DataSource) {}

  /** Public list: active brands by name. */
  async publicList(): Promise<BrandEntity[]> {
    return this.ds
      .getRepository(BrandEntity)
      .find({ where: { status: 1 }, order: { name: 'ASC', id: 'ASC' } });
  }

  async byIds(ids: readonly number[]): Promise<BrandEntity[]> {
    return this.ds
      .getRepository(BrandEntity)
      .createQueryBuilder('b')
      .where('b.id = ANY(:ids)', { ids })
      .getMany();
  }
}
