import { Badge } from '@chakra-ui/react';
import { SelectInput } from '../form/Form';

/** The status select of the catalogue and product forms (field `status` of the surrounding `<Form>`): Active 1, In Active 0. */
export function StatusSelect({ placeholder = 'Select a status' }: { placeholder?: string }) {
  return (
    <SelectInput
      label="Status"
      name="status"
      placeholder={placeholder}
      options={[
        { value: '1', label: 'Active' },
        { value: '0', label: 'In Active' },
      ]}
    />
  );
}

/** Whether a back-office record is on (green) or off (grey) in its list: categories, brands, couriers, codes. */
export function ActiveBadge({
  on,
  labels = ['Active', 'In Active'],
}: {
  on: boolean;
  labels?: [string, string];
}) {
  return (
    <Badge colorPalette={on ? 'green' : 'gray'} variant="subtle">
      {on ? labels[0] : labels[1]}
    </Badge>
  );
}
