import { Box, Button, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { NavLink, Outlet } from 'react-router-dom';
import { RequireAdmin } from '../../app/guards';
import { useLogout } from '../../app/useLogout';
import { adminVar } from '../../lib/session';

const MENU = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/categories', label: 'Product Categories' },
  { to: '/admin/brands', label: 'Product Brands' },
  { to: '/admin/attributes', label: 'Product Attributes' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/password', label: 'Change Password' },
];

/** The back office: side menu beside the page. The whole area is its own code-split chunk. */
export function AdminLayout() {
  const admin = useReactiveVar(adminVar);
  const logout = useLogout('admin');
  return (
    <RequireAdmin>
      <Container maxW="8xl" py="6">
        <Grid templateColumns={{ base: '1fr', lg: '230px 1fr' }} gap="6">
          <Box as="nav" aria-label="Back office" bg="brand.900" color="cream.100" p="4" borderRadius="card" h="fit-content">
            <Heading size="md" mb="1">Back office</Heading>
            <Text fontSize="xs" mb="4" color="cream.300">{admin?.name}</Text>
            <Stack gap="1">
              {MENU.map((m) => (
                <Link key={m.to} asChild px="3" py="2" borderRadius="md" color="cream.100" _currentPage={{ bg: 'brand.700', fontWeight: 'semibold' }}>
                  <NavLink to={m.to}>{m.label}</NavLink>
                </Link>
              ))}
              <Button variant="ghost" color="cream.100" justifyContent="start" px="3" _hover={{ bg: 'brand.700' }} onClick={() => void logout()}>Logout</Button>
            </Stack>
          </Box>
          <Box minW="0"><Outlet /></Box>
        </Grid>
      </Container>
    </RequireAdmin>
  );
}

export function AdminPage({ title, actions, children }: { title: string; actions?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Box bg="white" p={{ base: 4, md: 6 }} borderRadius="card" boxShadow="sm">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" mb="5" gap="3">
        <Heading as="h1" size="xl" color="brand.900">{title}</Heading>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}
