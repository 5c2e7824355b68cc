import type { Parcel } from '../../server/src/modules/couriers';

/** The parcel the courier clients book in their tests: order 1042, two crochet bunnies to Lahore. */
export function bunnyParcel(over: Partial<Parcel> = {}): Parcel {
  return {
    orderNumber: '1042',
    codAmountPaisa: 320000,
    weightGrams: 450,
    pieces: 2,
    description: '2 × Crochet bunny',
    consignee: {
      name: 'Ayesha Khan',
      phone: '+923001234567',
      email: 'ayesha@example.pk',
      address: 'House 4, Gulberg III',
      city: 'Lahore',
    },
    instructions: 'Call before delivery',
    ...over,
  };
}
