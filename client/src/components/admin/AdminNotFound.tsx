import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../PageTitle';
import { AdminPage } from './AdminPage';

/**
 * A back-office record's id from its route: a whole number from 1 to 2^31 - 1 (the ids the
 * API takes), else null, so `abc`, `1.5` or `-3` are "not found" rather than "#NaN".
 */
export function recordId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The back office's "not found" state for a record (`what`: "Order #12", "Product #3"), with a way
 * back. A page that sets its own title sets this one too (`${what} not found`): a parent's
 * effect runs after its child's.
 */
export function AdminNotFound({ what, back, backLabel }: { what: string; back: string; backLabel: string }) {
  usePageMeta(`${what} not found`);
  return (
    <AdminPage title="Not found">
      <Stack gap="4" align="start">
        <Text>{what} was not found. It may have been deleted, or the address may be mistyped.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={back}>{backLabel}</RouterLink>
        </Button>
      </Stack>
    </AdminPage>
  );
}
