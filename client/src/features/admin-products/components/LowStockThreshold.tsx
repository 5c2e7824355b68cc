import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { lowStockThresholdInput } from '@inputs/alerts';
import { Form, TextField, useZodForm } from '../../../components/form/Form';
import { notify } from '../../../components/toaster';
import { ADMIN } from '../../../lib/admin';
import { LowStockThresholdDocument, SetLowStockThresholdDocument } from '../api/low-stock';

type Values = { productId: number; threshold: string };

/** The stock each option of the product may fall to before the owner is mailed (saved on its own). */
export function LowStockThreshold({ productId }: { productId: number }) {
  const { data } = useQuery(LowStockThresholdDocument, {
    ...ADMIN,
    variables: { productId },
    fetchPolicy: 'network-only',
  });
  const [save] = useMutation(SetLowStockThresholdDocument, ADMIN);
  const form = useZodForm(lowStockThresholdInput, { productId, threshold: '' } as Values);
  const current = data?.lowStockThreshold;
  useEffect(() => {
    if (current != null) form.reset({ productId, threshold: String(current) });
  }, [current, productId, form]);

  async function onSubmit(values: { productId: number; threshold: number }) {
    const { data: saved } = await save({ variables: values });
    const r = saved?.setLowStockThreshold;
    if (r?.threshold == null) {
      form.serverErrors(r?.errors);
      return;
    }
    form.reset({ productId, threshold: String(r.threshold) });
    notify.success(r.message);
  }

  return (
    <Box mt="8" pt="6" borderTopWidth="1px" borderColor="ink.100">
      <Heading as="h2" size="md" mb="2">
        Low-stock alert
      </Heading>
      <Form form={form} onSubmit={onSubmit} aria-label="Low-stock alert">
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'end' }}>
          <TextField label="Mail me when an option falls to" name="threshold" type="number" min="0" />
          <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
            Save threshold
          </Button>
        </Stack>
        <Text fontSize="sm" color="ink.600" mt="2">
          Each size, colour or variant is counted on its own; you hear once each time one falls to it.
        </Text>
      </Form>
    </Box>
  );
}
