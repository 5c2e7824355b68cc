import { Box, Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { usePageMeta } from '../../../components/PageTitle';

/**
 * A category's or brand's own page (the spec's create and edit routes): "Category/Create" or
 * "Category/Edit", Back to the list, then the form.
 */
export function RecordFormPage({
  kind,
  editing,
  list,
  children,
}: {
  kind: 'Category' | 'Brand';
  editing: boolean;
  list: string;
  children: ReactNode;
}) {
  usePageMeta(editing ? `Edit ${kind}` : `Create ${kind}`);
  return (
    <AdminPage title={`${kind}/${editing ? 'Edit' : 'Create'}`} back={list}>
      <Box maxW="lg">{children}</Box>
    </AdminPage>
  );
}

/** The fields, then Create (or Update). */
export function RecordFields({ editing, children }: { editing: boolean; children: ReactNode }) {
  return (
    <Stack gap="4">
      {children}
      <Button type="submit" colorPalette="brand" alignSelf="start">
        {editing ? 'Update' : 'Create'}
      </Button>
    </Stack>
  );
}
