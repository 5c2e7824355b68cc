import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../components/PageTitle';
import { useSsrStatus } from '../../../lib/ssr';

export function NotFoundPage() {
  usePageMeta('Page not found');
  useSsrStatus(404);
  return (
    <Container maxW="xl" py="24" textAlign="center">
      <Heading as="h1" size="2xl" mb="4">
        Page not found
      </Heading>
      <Text mb="6" color="ink.600">
        This page has unravelled. Let’s get you back to the shop.
      </Text>
      <Button asChild colorPalette="brand">
        <Link to="/shop">Go to Shop</Link>
      </Button>
    </Container>
  );
}
