/**
 * Which of the merchant's PostEx addresses a booking names. PostEx refuses a booking naming none,
 * so when the owner left the code empty the account's pickup address (from get-merchant-address)
 * is chosen at the first booking and saved in the settings, once: later bookings, and the
 * settings page, show the same one. The page also shows the address itself beside its code.
 */
import { ConflictError, ValidationError } from '../../../shared/errors';
import type { SettingsService } from '../../settings';

export interface PostExAddress {
  addressCode: string;
  address: string;
  cityName: string;
  contactPersonName?: string;
  phone?: string;
  /** What the account uses it for, as PostEx names it (a pickup address, a return address, …). */
  addressType?: string;
}

/** The address PostEx collects from when the owner named none: the account's pickup address, else its first. */
export function defaultPickupAddress(addresses: PostExAddress[]): PostExAddress | undefined {
  const usable = addresses.filter((a) => a.addressCode);
  return usable.find((a) => /pickup/i.test(a.addressType ?? '')) ?? usable[0];
}

const describe = (a: PostExAddress) =>
  `${a.addressCode}: ${[a.address, a.cityName].filter(Boolean).join(', ')}`;

/** The code to book with: the saved one (`current`, the PostEx settings), else the account's pickup address, chosen now and saved. */
export async function chosenPickup(
  settings: SettingsService,
  addresses: () => Promise<PostExAddress[]>,
  current: { pickupAddressCode?: string; pickupAddress?: string },
): Promise<string> {
  const configured = current.pickupAddressCode;
  const shown = current.pickupAddress ?? '';
  if (configured) {
    if (!shown.startsWith(`${configured}:`)) await showAddress(settings, addresses, configured);
    return configured;
  }
  const chosen = defaultPickupAddress(await addresses());
  if (!chosen)
    throw ValidationError.single(
      'courier',
      'PostEx lists no pickup address for this account: add one in the PostEx portal, or fill in the pickup address code under Settings.',
      'NOT_CONFIGURED',
    );
  const { version } = await settings.publicViewOf('postex');
  try {
    await settings.update(
      'postex',
      { pickupAddressCode: chosen.addressCode, pickupAddress: describe(chosen) },
      { version },
    );
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
    // Saved meanwhile (the owner, or another booking choosing the same): what was saved wins.
    return (await settings.get('postex'))?.pickupAddressCode ?? chosen.addressCode;
  }
  return chosen.addressCode;
}

/** Saves the address of the owner's code beside it, for the settings page (best effort: the booking goes on). */
async function showAddress(
  settings: SettingsService,
  addresses: () => Promise<PostExAddress[]>,
  code: string,
): Promise<void> {
  const address = (await addresses().catch(() => [])).find((a) => a.addressCode === code);
  if (address) await settings.update('postex', { pickupAddress: describe(address) }).catch(() => undefined);
}
