import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { usePageMeta } from '../../../components/PageTitle';
import { ADMIN } from '../../../lib/admin';
import { ServiceSettingsDocument } from '../api/settings';
import { BlocklistPanel } from '../components/BlocklistPanel';
import { ServiceSettingsForm } from '../components/ServiceSettingsForm';

/** The services this page sets up, in its order (the server's settings catalogue names them). */
const SHOWN = [
  'shop',
  'orders',
  'alerts',
  'cod',
  'whatsapp',
  'sms',
  'jazzcash',
  'easypaisa',
  'cards',
  'safepay',
  'leopards',
  'postex',
  'trax',
];

/** The shop's name and delivery time, order limits and payment deadlines, the owner's alerts, WhatsApp, the SMS gateway, the COD confirmation's options, the wallets, the card provider (Stripe or Safepay) and Safepay's keys, the couriers' APIs and the blocklist. */
export function AdminSettingsPage() {
  usePageMeta('Settings');
  const { data, refetch, error } = useQuery(ServiceSettingsDocument, {
    ...ADMIN,
    fetchPolicy: 'network-only',
  });
  const services = (data?.serviceSettings ?? [])
    .filter((s) => SHOWN.includes(s.service))
    .sort((a, b) => SHOWN.indexOf(a.service) - SHOWN.indexOf(b.service));
  return (
    <AdminPage title="Settings" back="/admin/orders">
      <Stack gap="6">
        {error && <Text color="red.700">{error.message}</Text>}
        {!data && !error && <Text>Loading…</Text>}
        {services.map((s) => (
          <ServiceSettingsForm key={`${s.service}:${s.version}`} service={s} onSaved={refetch} />
        ))}
        <BlocklistPanel />
      </Stack>
    </AdminPage>
  );
}
