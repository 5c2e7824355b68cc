import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A back-office page: a white card with the page's heading, its actions beside it, and the page. */
export function AdminPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box bg="white" p={{ base: 4, md: 6 }} borderRadius="card" boxShadow="sm" minW="0">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" mb="5" gap="3">
        <Heading as="h1" size="xl" color="brand.900">
          {title}
        </Heading>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}
