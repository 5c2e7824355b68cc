import { Box, Button, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '../../../lib/graphql';
import { contactInput, type ContactInput } from '@inputs/contact';
import { Form, TextField, useZodForm } from '../../../components/form/Form';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { CONTACT } from '../../../lib/contact-info';
import { SubmitContactDocument } from '../api/contact';

const EMPTY = { name: '', email: '', mobile: '', subject: '', message: '' };

export function ContactPage() {
  usePageMeta(
    'Contact Us',
    'Questions, custom orders or wholesale? Contact Crochet Corner by phone, e-mail or WhatsApp.',
  );
  const form = useZodForm(contactInput, EMPTY);
  const [submit, { loading }] = useMutation(SubmitContactDocument);

  async function onSubmit(input: ContactInput) {
    try {
      const { data } = await submit({ variables: { input } });
      const result = data?.submitContact;
      if (result?.errors.length) {
        form.serverErrors(result.errors);
        return;
      }
      notify.success(result?.message);
      form.reset(EMPTY);
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <Container maxW="6xl" py="12">
      <Heading as="h1" size="3xl" mb="8" color="brand.900">
        Contact Us
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="10">
        <Form form={form} onSubmit={onSubmit} aria-label="Contact form">
          <Stack gap="4">
            <TextField label="Name" name="name" autoComplete="name" />
            <TextField label="Email" name="email" type="email" autoComplete="email" />
            <TextField label="Mobile" name="mobile" type="tel" autoComplete="tel" placeholder="03001234567" />
            <TextField label="Subject" name="subject" />
            <TextField label="Message" name="message" multiline />
            <Button type="submit" colorPalette="brand" loading={loading} alignSelf="start">
              Send Message
            </Button>
          </Stack>
        </Form>
        <Box bg="white" borderRadius="card" p="6" boxShadow="sm" h="fit-content">
          <Heading as="h2" size="lg" mb="4">
            Get in touch
          </Heading>
          <Stack gap="3" color="ink.700">
            <Text>
              <b>Phone:</b> <Link href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</Link>
            </Text>
            <Text>
              <b>Email:</b> <Link href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Link>
            </Text>
            <Text>
              <b>Address:</b> {CONTACT.address}
            </Text>
            <Stack direction="row" gap="4" wrap="wrap">
              {CONTACT.social.map((s) => (
                <Link key={s.name} href={s.href} target="_blank" rel="noopener noreferrer" color="brand.600">
                  {s.name}
                </Link>
              ))}
            </Stack>
          </Stack>
        </Box>
      </Grid>
    </Container>
  );
}
