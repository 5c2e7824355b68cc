/** The couriers' background job: the tracking pull that moves shipped orders on, then the COD payment reports. */

/** Pull the tracking of every booked parcel still on its way, then who paid the cash of delivered ones (no payload). */
export const TRACK_SHIPMENTS_TASK = 'track_shipments';

/** Every 30 minutes (graphile-worker's crontab: one run per tick across all workers). */
export const TRACK_SHIPMENTS_CRONTAB = `*/30 * * * * ${TRACK_SHIPMENTS_TASK} ?max=1`;
