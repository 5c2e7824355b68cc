import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * `count(*)` of a query's rows. TypeORM's getCount() sends COUNT(DISTINCT id), which
 * sorts or hashes every matching row; these queries have no joins, so a plain count of the
 * same WHERE is equal and several times cheaper on a large table.
 */
export async function countRows<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<number> {
  const row = await qb
    .clone()
    .select('COUNT(*)::int', 'n')
    .orderBy()
    .skip(undefined)
    .take(undefined)
    .offset(undefined)
    .limit(undefined)
    .getRawOne<{ n: number }>();
  return row?.n ?? 0;
}
