import { Box, Container, Heading, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { startGoogleSignIn } from '../../../lib/google-nonce';

/** The centred card that holds the sign-in, registration and password forms. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxW="md" py={{ base: 8, md: 16 }}>
      <Box bg="white" p={{ base: 6, md: 8 }} borderRadius="card" boxShadow="sm">
        <Heading as="h1" size="2xl" mb="6" color="brand.900" textAlign="center">
          {title}
        </Heading>
        <Stack gap="4">{children}</Stack>
      </Box>
    </Container>
  );
}

export function GoogleButton({ label }: { label: string }) {
  return (
    <Link
      href="/auth/google"
      onClick={(e) => {
        e.preventDefault();
        window.location.assign(startGoogleSignIn());
      }}
      display="flex"
      alignItems="center"
      justifyContent="center"
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      py="2.5"
      fontWeight="medium"
      _hover={{ bg: 'cream.100' }}
    >
      <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden>
        <path
          fill="#FFC107"
          d="M43.6 20.5H42V20H24v8h11.3A12 12 0 1 1 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7A20 20 0 1 0 44 24c0-1.2-.1-2.3-.4-3.5z"
        />
        <path
          fill="#FF3D00"
          d="m6.3 14.7 6.6 4.8A12 12 0 0 1 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7A20 20 0 0 0 6.3 14.7z"
        />
        <path
          fill="#4CAF50"
          d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2A12 12 0 0 1 12.7 28l-6.5 5A20 20 0 0 0 24 44z"
        />
        <path
          fill="#1976D2"
          d="M43.6 20.5H42V20H24v8h11.3a12 12 0 0 1-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.2-.1-2.3-.4-3.5z"
        />
      </svg>
      {label}
    </Link>
  );
}
