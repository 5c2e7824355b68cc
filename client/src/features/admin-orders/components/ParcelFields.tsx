import { courierBookingInput } from '@inputs/courier-booking';
import { SelectInput, TextField, useZodForm } from '../../../components/form/Form';

interface Values {
  courier: string;
  weightGrams: string;
  pieces: string;
}

/** A courier booking's form on the shared `courierBookingInput`: the first courier, 500 g, one piece. */
export function useParcelForm(couriers: ReadonlyArray<{ courier: string }>) {
  return useZodForm(courierBookingInput, {
    courier: couriers[0]?.courier ?? '',
    weightGrams: '500',
    pieces: '1',
  } as Values);
}

/** The parcel's fields: the courier (of those set up), its weight and its pieces. */
export function ParcelFields({ couriers }: { couriers: ReadonlyArray<{ courier: string; label: string }> }) {
  return (
    <>
      <SelectInput
        label="Courier"
        name="courier"
        options={couriers.map((c) => ({ value: c.courier, label: c.label }))}
      />
      <TextField label="Weight (grams)" name="weightGrams" />
      <TextField label="Pieces" name="pieces" />
    </>
  );
}
