import { Box, Stack, Text } from '@chakra-ui/react';
import { AdminCrudTable } from '../../../components/admin/AdminCrudTable';
import { formatRs } from '../../../lib/money';
import { DeleteShippingRateDocument, ShippingRatesDocument } from '../api/shipping';
import { ShippingRateForm } from '../components/ShippingRateForm';
import { ShippingSettingsForm } from '../components/ShippingSettingsForm';

/** What shipping costs: the default and the free-shipping threshold, then each province's and city's rate. */
export function ShippingPage() {
  return (
    <Stack gap="6">
      <Box bg="white" p={{ base: 4, md: 6 }} borderRadius="card" boxShadow="sm">
        <Text fontWeight="semibold" mb="3">
          Default and free shipping
        </Text>
        <ShippingSettingsForm />
      </Box>
      <AdminCrudTable
        text={{
          title: 'Shipping',
          search: 'Search provinces and cities',
          empty: 'No province or city rates: the default rate applies everywhere.',
        }}
        query={ShippingRatesDocument}
        testId="shipping-rates"
        columns={[
          { header: 'Province', cell: (r) => r.province, primary: true, cellProps: { fontWeight: 'medium' } },
          { header: 'City', cell: (r) => r.city ?? 'Whole province' },
          { header: 'Rate', cell: (r) => formatRs(r.rate) },
        ]}
        name={(r) => r.city ?? r.province}
        create={{ title: 'Add a province or city rate', form: (done) => <ShippingRateForm onDone={done} /> }}
        edit={{ form: (r, done, cancel) => <ShippingRateForm rate={r} onDone={done} onCancel={cancel} /> }}
        remove={{
          document: DeleteShippingRateDocument,
          confirm: (r) => `Delete the rate of ${r.city ?? r.province}?`,
          success: (r) => r?.deleteShippingRate.message,
        }}
      />
    </Stack>
  );
}
