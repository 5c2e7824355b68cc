import { Container, Heading, Text } from '@chakra-ui/react';
import { usePageMeta } from '../../../components/PageTitle';

export function ComingSoonPage() {
  usePageMeta('Comming Soon');
  return (
    <Container maxW="xl" py="24" textAlign="center">
      <Heading as="h1" size="4xl" color="brand.700">
        Comming Soon
      </Heading>
      <Text mt="4" color="ink.600">
        We are stitching something new. Please check back shortly.
      </Text>
    </Container>
  );
}
