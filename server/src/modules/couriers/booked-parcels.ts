/**
 * What the tracking pull and the COD payment report (one job, every 30 minutes) share: the booked
 * parcels to ask about, and asking each courier about its own.
 */
import type { DataSource } from 'typeorm';
import type { Logger } from '../../platform/logger';
import { CourierBookingEntity } from './booking.entity';
import type { CourierApi } from './provider';
import type { CourierProviders } from './registry';

/** Pull the tracking of every booked parcel still on its way, then who paid the cash of delivered ones (no payload). */
export const TRACK_SHIPMENTS_TASK = 'track_shipments';

/** Every 30 minutes (graphile-worker's crontab: one run per tick across all workers). */
export const TRACK_SHIPMENTS_CRONTAB = `*/30 * * * * ${TRACK_SHIPMENTS_TASK} ?max=1`;

/** At most this many parcels are asked about in one pull (the longest unchanged first). */
const PULL_LIMIT = 500;

/** Booked parcels whose booking `b` and order `o` meet `where` (SQL), the longest unchanged first. */
export function bookedParcels(ds: DataSource, where: string): Promise<CourierBookingEntity[]> {
  return ds
    .getRepository(CourierBookingEntity)
    .createQueryBuilder('b')
    .innerJoin('orders', 'o', 'o.id = b.order_id')
    .where(`b.status = 'booked' AND ${where}`)
    .orderBy('b.updated_at', 'ASC')
    .limit(PULL_LIMIT)
    .getMany();
}

/**
 * Asks each courier about its own parcels (`ask`, with their tracking numbers); answers each of
 * its answers beside the parcel it is about. A courier whose settings were removed is not asked;
 * one whose call fails is logged (`failure`) and answers nothing.
 */
export async function askCouriers<A extends { trackingNumber: string }>(
  providers: CourierProviders,
  logger: Logger,
  parcels: CourierBookingEntity[],
  ask: (api: CourierApi, trackingNumbers: string[]) => Promise<A[]>,
  failure: string,
): Promise<Array<[CourierBookingEntity, A]>> {
  const answered: Array<[CourierBookingEntity, A]> = [];
  for (const provider of providers.withApi()) {
    const mine = parcels.filter((b) => b.provider === provider);
    if (!mine.length) continue;
    let api: CourierApi;
    try {
      api = await providers.of(provider);
    } catch {
      continue; // its settings were removed: nothing to ask
    }
    const answers = await ask(
      api,
      mine.map((b) => b.trackingNumber!),
    ).catch((err: unknown) => {
      logger.warn({ err, provider }, failure);
      return [] as A[];
    });
    for (const a of answers) {
      const booking = mine.find((b) => b.trackingNumber === a.trackingNumber);
      if (booking) answered.push([booking, a]);
    }
  }
  return answered;
}
