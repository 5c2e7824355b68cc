import { Badge } from '@chakra-ui/react';
import { SelectInput } from '../../../components/form/Form';

/** The status select of the catalogue forms (field `status` of the surrounding `<Form>`): Active 1, In Active 0. */
export function StatusSelect() {
  return (
    <SelectInput label="Status" name="status">
      <option value="">Select a status</option>
      <option value="1">Active</option>
      <option value="0">In Active</option>
    </SelectInput>
  );
}

/** A category's or brand's status in the lists. */
export function StatusBadge({ status }: { status?: number | null }) {
  return <Badge colorPalette={status ? 'green' : 'gray'}>{status ? 'Active' : 'In Active'}</Badge>;
}
