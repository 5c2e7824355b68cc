import { Box, Button, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { FormEvent, useState } from 'react';
import { FormField } from '../../components/FormField';
import { usePageMeta } from '../../components/PageTitle';
import { notify } from '../../components/toaster';
import { graphql } from '../../gql';
import { Errors, firstErrors, validateContact } from '../../lib/validation';
import { CONTACT } from '../../lib/contact-info';

const SubmitContactDocument = graphql(`
  mutation SubmitContact($input: ContactInput!) {
    submitContact(input: $input) {
      message
      errors { field message }
    }
  }
`);

const EMPTY = { name: '', email: '', mobile: '', subject: '', message: '' };
type Values = typeof EMPTY;

export function ContactPage() {
  usePageMeta('Contact Us', 'Questions, custom orders or wholesale? Contact Crochet Corner by phone, e-mail or WhatsApp.');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors<keyof Values>>({});
  const [submit, { loading }] = useMutation(SubmitContactDocument);
  const set = (k: keyof Values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { data } = await submit({ variables: { input: values } });
      const result = data?.submitContact;
      if (result?.errors.length) {
        setErrors(firstErrors(result.errors));
        return;
      }
      notify.success(result?.message ?? 'Thank you!');
      setValues(EMPTY);
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <Container maxW="6xl" py="12">
      <Heading as="h1" size="3xl" mb="8" color="brand.900">Contact Us</Heading>
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="10">
        <form onSubmit={onSubmit} noValidate aria-label="Contact form">
          <Stack gap="4">
            <FormField label="Name" name="name" value={values.name} error={errors.name} onChange={set('name')} autoComplete="name" />
            <FormField label="Email" name="email" type="email" value={values.email} error={errors.email} onChange={set('email')} autoComplete="email" />
            <FormField label="Mobile" name="mobile" type="tel" value={values.mobile} error={errors.mobile} onChange={set('mobile')} autoComplete="tel" placeholder="03001234567" />
            <FormField label="Subject" name="subject" value={values.subject} error={errors.subject} onChange={set('subject')} />
            <FormField label="Message" name="message" value={values.message} error={errors.message} onChange={set('message')} multiline />
            <Button type="submit" colorPalette="brand" loading={loading} alignSelf="start">Send Message</Button>
          </Stack>
        </form>
        <Box bg="white" borderRadius="card" p="6" boxShadow="sm" h="fit-content">
          <Heading as="h2" size="lg" mb="4">Get in touch</Heading>
          <Stack gap="3" color="ink.700">
            <Text><b>Phone:</b> <Link href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</Link></Text>
            <Text><b>Email:</b> <Link href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Link></Text>
            <Text><b>Address:</b> {CONTACT.address}</Text>
            <Stack direction="row" gap="4" wrap="wrap">
              {CONTACT.social.map((s) => (
                <Link key={s.name} href={s.href} target="_blank" rel="noopener noreferrer" color="brand.600">{s.name}</Link>
              ))}
            </Stack>
          </Stack>
        </Box>
      </Grid>
    </Container>
  );
}
