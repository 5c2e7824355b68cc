import { Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A back-office page's "Back" button, to the page it was opened from. */
export function BackLink({ to }: { to: string }) {
  return (
    <Button asChild variant="outline">
      <RouterLink to={to}>Back</RouterLink>
    </Button>
  );
}

/**
 * A back-office page: a white card with the page's heading, its actions beside it (then a Back
 * button to `back`, when it has one), and the page.
 */
export function AdminPage({
  title,
  actions,
  back,
  children,
}: {
  title: string;
  actions?: ReactNode;
  back?: string;
  children: ReactNode;
}) {
  return (
    <Box bg="white" p={{ base: 4, md: 6 }} borderRadius="card" boxShadow="sm" minW="0">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" mb="5" gap="3">
        <Heading as="h1" size="xl" color="brand.900">
          {title}
        </Heading>
        {back ? (
          <HStack gap="2" flexWrap="wrap">
            {actions}
            <BackLink to={back} />
          </HStack>
        ) : (
          actions
        )}
      </Stack>
      {children}
    </Box>
  );
}
