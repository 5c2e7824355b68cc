import { Badge, Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { inviteStaffInput } from '@inputs/staff';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useAdminAction } from '../../../components/admin/useAdminAction';
import { DataTable } from '../../../components/admin/DataTable';
import { Form, TextField, useZodForm } from '../../../components/form/Form';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { ADMIN } from '../../../lib/admin';
import { useDateFormat } from '../../../lib/dates';
import {
  InviteStaffDocument,
  RemoveStaffDocument,
  ResendStaffInviteDocument,
  SetStaffDisabledDocument,
  StaffMembersDocument,
} from '../api/staff';

/** The owner's staff: invite by e-mail, disable (their sessions end at once), enable, remove. */
export function StaffPage() {
  usePageMeta('Staff');
  const date = useDateFormat();
  const { data, loading, refetch } = useQuery(StaffMembersDocument, {
    ...ADMIN,
    fetchPolicy: 'network-only',
  });
  const [invite] = useMutation(InviteStaffDocument, ADMIN);
  const setDisabled = useAdminAction(SetStaffDisabledDocument, (d) => d.setStaffDisabled, refetch);
  const remove = useAdminAction(RemoveStaffDocument, (d) => d.removeStaff, refetch);
  const resend = useAdminAction(ResendStaffInviteDocument, (d) => d.resendStaffInvite, refetch);
  const form = useZodForm(inviteStaffInput, { name: '', email: '' });

  async function onInvite(input: { name: string; email: string }) {
    const r = (await invite({ variables: { input } })).data?.inviteStaff;
    if (r?.errors.length) return form.serverErrors(r.errors);
    notify.success(r?.message);
    form.reset();
    await refetch();
  }

  const members = data?.staffMembers ?? [];
  const actionsOf = (m: (typeof members)[number]) => (
    <HStack gap="2" wrap="wrap">
      {m.invitePending && !m.disabledAt && (
        <Button
          size="xs"
          variant="outline"
          aria-label={`Send ${m.name} a new link`}
          onClick={() => void resend.run({ id: m.id })}
        >
          New Link
        </Button>
      )}
      <Button
        size="xs"
        variant="outline"
        aria-label={`${m.disabledAt ? 'Enable' : 'Disable'} ${m.name}`}
        onClick={() => void setDisabled.run({ id: m.id, disabled: !m.disabledAt })}
      >
        {m.disabledAt ? 'Enable' : 'Disable'}
      </Button>
      <Button
        size="xs"
        colorPalette="red"
        variant="outline"
        aria-label={`Remove ${m.name}`}
        onClick={() => void remove.run({ id: m.id }, `Remove ${m.name} from the staff?`)}
      >
        Remove
      </Button>
    </HStack>
  );
  return (
    <AdminPage title="Staff">
      <Stack gap="6">
        <Box borderWidth="1px" borderRadius="md" p="4">
          <Heading as="h2" size="md" mb="1">
            Invite staff
          </Heading>
          <Text fontSize="sm" color="ink.600" mb="3">
            Staff handle orders, payment receipts, packing slips and shipping. They cannot change prices,
            products, discounts, settings or staff. The invitation mails them a link to choose a password.
          </Text>
          <Form form={form} onSubmit={onInvite} aria-label="Invite staff">
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr auto' }} gap="3" alignItems="end">
              <TextField label="Name" name="name" />
              <TextField label="Email" name="email" type="email" autoComplete="off" />
              <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
                Send Invitation
              </Button>
            </Grid>
          </Form>
        </Box>
        <DataTable
          end={{ loading, empty: 'No staff yet.' }}
          testId="staff-table"
          rows={members}
          columns={[
            { header: 'Name', cell: (m) => m.name, cellProps: { fontWeight: 'medium' } },
            { header: 'Email', cell: (m) => m.email, cellProps: { overflowWrap: 'anywhere' } },
            { header: 'Role', cell: (m) => (m.role === 'OWNER' ? 'Owner' : 'Staff') },
            {
              header: 'Status',
              cell: (m) => (
                <Badge
                  variant="subtle"
                  colorPalette={m.disabledAt ? 'red' : m.invitePending ? 'orange' : 'green'}
                >
                  {m.disabledAt ? `Disabled ${date(m.disabledAt)}` : m.invitePending ? 'Invited' : 'Active'}
                </Badge>
              ),
            },
            { header: 'Actions', cell: (m) => m.role === 'STAFF' && actionsOf(m) },
          ]}
        />
      </Stack>
    </AdminPage>
  );
}
