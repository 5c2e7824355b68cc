/**
 * What the tracking pull and the COD payment report (one job, every 30 minutes) share: the booked
 * parcels to ask about, and asking each courier about its own.
 */
import type { DataSource } from 'typeorm';
import type { Logger } from '../../platform/logger';
import { CourierBookingEntity } from './booking.entity';
import type { Answers } from './answers';
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
 * Asks each courier about its own parcels (`ask`, with their tracking numbers; the couriers at
 * once, each a few calls at a time); answers each answer beside the parcel it is about. A courier
 * whose settings were removed is not asked; a failed call is logged (`failure`, with the courier
 * and the parcels it was about) and its parcels are asked again next round, the others' answers kept.
 */
export async function askCouriers<A extends { trackingNumber: string }>(
  providers: CourierProviders,
  logger: Logger,
  parcels: CourierBookingEntity[],
  ask: (api: CourierApi, trackingNumbers: string[]) => Promise<Answers<A>>,
  failure: string,
): Promise<Array<[CourierBookingEntity, A]>> {
  const perCourier = await Promise.all(
    providers.withApi().map(async (provider): Promise<Array<[CourierBookingEntity, A]>> => {
      const mine = parcels.filter((b) => b.provider === provider);
      if (!mine.length) return [];
      let api: CourierApi;
      try {
        api = await providers.of(provider);
      } catch {
        return []; // its settings were removed: nothing to ask
      }
      const numbers = mine.map((b) => b.trackingNumber!);
      const { answers, failed } = await ask(api, numbers).catch((error: unknown): Answers<A> => ({
        answers: [],
        failed: [{ trackingNumbers: numbers, error }],
      }));
      for (const f of failed)
        logger.warn({ err: f.error, provider, trackingNumbers: f.trackingNumbers }, failure);
      const byNumber = new Map(mine.map((b) => [b.trackingNumber!, b]));
      return answers.flatMap((a) => {
        const booking = byNumber.get(a.trackingNumber);
        return booking ? [[booking, a] as [CourierBookingEntity, A]] : [];
      });
    }),
  );
  return perCourier.flat();
}
