import { Box, Button, Container, Grid, Link, Stack } from '@chakra-ui/react';
import { NavLink, Outlet } from 'react-router-dom';
import { RequireCustomer } from '../../app/guards';
import { useLogout } from '../../app/useLogout';

const MENU = [
  { to: '/user/dashboard', label: 'Dashboard' },
  { to: '/user/profile', label: 'My Profile' },
  { to: '/user/orders', label: 'My Orders' },
];

/** The customer area: side menu (My Profile, My Orders, Logout) beside the page. */
export function AccountLayout() {
  const logout = useLogout('user');
  return (
    <RequireCustomer>
      <Container maxW="7xl" py="8">
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' }} gap="8">
          <Box as="nav" aria-label="Account" bg="white" p="4" borderRadius="card" boxShadow="sm" h="fit-content">
            <Stack gap="1">
              {MENU.map((m) => (
                <Link key={m.to} asChild px="3" py="2" borderRadius="md" _currentPage={{ bg: 'brand.50', color: 'brand.700', fontWeight: 'semibold' }}>
                  <NavLink to={m.to} end>{m.label}</NavLink>
                </Link>
              ))}
              <Button variant="ghost" justifyContent="start" px="3" onClick={() => void logout()}>Logout</Button>
            </Stack>
          </Box>
          <Box minW="0"><Outlet /></Box>
        </Grid>
      </Container>
    </RequireCustomer>
  );
}
