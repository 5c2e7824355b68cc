/**
 * The couriers the shop ships with, as providers (filled in by the composition root): each
 * courier's API is made from the owner's settings at each call, so a saved change applies to
 * the next call on every instance.
 */
import { ValidationError } from '../../shared/errors';
import { COURIER_LABELS, type BookingCourier } from '../../shared/inputs/courier-booking';
import type { SettingsService } from '../settings';
import type { CourierApi, CourierCode, CourierProvider } from './provider';

export class CourierProviders {
  private readonly byCode = new Map<CourierCode, CourierProvider>();

  constructor(
    readonly settings: SettingsService,
    providers: readonly CourierProvider[],
  ) {
    for (const p of providers) this.byCode.set(p.code, p);
  }

  /** The provider of `code` (a booking's courier is always registered). */
  provider(code: CourierCode): CourierProvider {
    const p = this.byCode.get(code);
    if (!p) throw new Error(`No courier provider ${code} is registered.`);
    return p;
  }

  /** The couriers with an API, in the order registered. */
  withApi(): BookingCourier[] {
    return [...this.byCode.values()].filter((p) => p.connect).map((p) => p.code as BookingCourier);
  }

  /** The couriers whose API settings are all there. */
  async configured(): Promise<BookingCourier[]> {
    const all = this.withApi();
    const ready = await Promise.all(all.map(async (c) => (await this.connect(c)) !== null));
    return all.filter((_, i) => ready[i]);
  }

  /** The courier's API, or a 422 naming the settings to fill in. */
  async of(courier: BookingCourier): Promise<CourierApi> {
    const api = await this.connect(courier);
    if (!api)
      throw ValidationError.single(
        'courier',
        `${COURIER_LABELS[courier]} is not set up: fill in its API settings under Settings.`,
        'NOT_CONFIGURED',
      );
    return api;
  }

  private connect(courier: CourierCode): Promise<CourierApi | null> {
    return this.provider(courier).connect?.(this.settings) ?? Promise.resolve(null);
  }
}
