/**
 * One face for the three courier clients, made from the owner's settings each time (a saved
 * change applies to the next call, on every instance): book, track, airway bill, cancel, and
 * the COD payment report.
 */
import { ValidationError } from '../../shared/errors';
import type { BookingCourier } from '../../shared/inputs/courier-booking';
import {
  LeopardsClient,
  MAX_AIRWAY_BILLS,
  MAX_PAYMENT_CNS,
  PostExClient,
  TraxClient,
  type Booking,
  type CodPayment,
  type Parcel,
  type Tracking,
} from '../couriers-api';
import type { SettingsService } from '../settings';

export const COURIER_LABELS: Record<BookingCourier, string> = {
  leopards: 'Leopards',
  postex: 'PostEx',
  trax: 'Trax',
};

/** The tracking page of a courier the shop's list does not have yet (added on its first booking). */
export const TRACKING_PAGES: Record<BookingCourier, string> = {
  leopards: 'https://www.leopardscourier.com/tracking?cn={tracking}',
  postex: 'https://postex.pk/tracking?cn={tracking}',
  trax: 'https://trax.pk/tracking/{tracking}',
};

export interface CourierGateway {
  book(parcel: Parcel): Promise<Booking>;
  track(trackingNumbers: string[]): Promise<Tracking[]>;
  /** The airway bills of these parcels, as PDFs (one or several). */
  labels(parcels: Array<{ trackingNumber: string; labelUrl: string | null }>): Promise<Buffer[]>;
  cancel(trackingNumber: string): Promise<void>;
  /** The courier's COD payment report: which of these parcels' cash it has paid to the shop. */
  payments(trackingNumbers: string[]): Promise<CodPayment[]>;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function notDelivered(courier: string, city: string): ValidationError {
  return ValidationError.single('city', `${courier} does not deliver to "${city}".`, 'CITY_NOT_SERVED');
}

export class CourierGateways {
  constructor(private readonly settings: SettingsService) {}

  /** The couriers whose settings are all there. */
  async configured(): Promise<BookingCourier[]> {
    const all: BookingCourier[] = ['leopards', 'postex', 'trax'];
    const ready = await Promise.all(all.map(async (c) => (await this.settings.get(c)) !== null));
    return all.filter((_, i) => ready[i]);
  }

  /** Leopards' settings (its push key among them), or null while it is not set up. */
  leopardsSettings() {
    return this.settings.get('leopards');
  }

  /** The courier's gateway, or a 422 naming the settings to fill in. */
  async of(courier: BookingCourier): Promise<CourierGateway> {
    const gateway = await this.make(courier);
    if (!gateway)
      throw ValidationError.single(
        'courier',
        `${COURIER_LABELS[courier]} is not set up: fill in its API settings under Settings.`,
        'NOT_CONFIGURED',
      );
    return gateway;
  }

  private async make(courier: BookingCourier): Promise<CourierGateway | null> {
    if (courier === 'leopards') {
      const s = await this.settings.get('leopards');
      if (!s) return null;
      const client = new LeopardsClient(s);
      return {
        async book(p) {
          const city = (await client.cities()).find((c) => sameName(c.name, p.consignee.city));
          if (!city) throw notDelivered('Leopards', p.consignee.city);
          return client.bookPacket(p, city.id);
        },
        track: (numbers) => client.track(numbers),
        labels: (parcels) =>
          Promise.all(
            parcels.map((p) => {
              if (!p.labelUrl)
                throw ValidationError.single('label', `Leopards gave no slip for ${p.trackingNumber}.`);
              return client.label(p.labelUrl);
            }),
          ),
        cancel: (tn) => client.cancel([tn]),
        async payments(numbers) {
          const out: CodPayment[] = [];
          for (let i = 0; i < numbers.length; i += MAX_PAYMENT_CNS)
            out.push(...(await client.payments(numbers.slice(i, i + MAX_PAYMENT_CNS))));
          return out;
        },
      };
    }
    if (courier === 'postex') {
      const s = await this.settings.get('postex');
      if (!s) return null;
      const client = new PostExClient(s);
      return {
        async book(p) {
          const cities = await client.operationalCities();
          const city = cities.find((c) => c.delivery && sameName(c.name, p.consignee.city));
          if (!city) throw notDelivered('PostEx', p.consignee.city);
          return client.createOrder({ ...p, consignee: { ...p.consignee, city: city.name } });
        },
        track: (numbers) => Promise.all(numbers.map((n) => client.track(n))),
        async labels(parcels) {
          const out: Buffer[] = [];
          for (let i = 0; i < parcels.length; i += MAX_AIRWAY_BILLS)
            out.push(
              await client.airwayBills(parcels.slice(i, i + MAX_AIRWAY_BILLS).map((p) => p.trackingNumber)),
            );
          return out;
        },
        cancel: (tn) => client.cancel(tn),
        payments: (numbers) => Promise.all(numbers.map((n) => client.payment(n))),
      };
    }
    const s = await this.settings.get('trax');
    if (!s) return null;
    const client = new TraxClient(s);
    return {
      async book(p) {
        const city = (await client.cities()).find((c) => sameName(c.name, p.consignee.city));
        if (!city) throw notDelivered('Trax', p.consignee.city);
        return client.book(p, city.id, new Date());
      },
      track: (numbers) => Promise.all(numbers.map((n) => client.track(n))),
      labels: (parcels) => Promise.all(parcels.map((p) => client.label(p.trackingNumber))),
      cancel: (tn) => client.cancel(tn),
      payments: (numbers) => Promise.all(numbers.map((n) => client.payment(n))),
    };
  }
}
