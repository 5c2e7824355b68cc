import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link, useRouteError } from 'react-router-dom';

export function RouteError() {
  const error = useRouteError();
  console.warn(error);
  return (
    <Container maxW="lg" py="24" textAlign="center">
      <Heading mb="4">Something went wrong</Heading>
      <Text mb="6">Please reload the page or go back to the shop.</Text>
      <Button asChild colorPalette="brand">
        <Link to="/shop">Go to Shop</Link>
      </Button>
    </Container>
  );
}
