import { Box, Container, Grid } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { SideMenu } from '../../../components/SideMenu';
import { RequireCustomer } from '../../../app/guards';
import { useLogout } from '../../../app/useLogout';

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
          <SideMenu label="Account" items={MENU} exact onLogout={() => void logout()} card={{ p: '4' }} />
          <Box minW="0">
            <Outlet />
          </Box>
        </Grid>
      </Container>
    </RequireCustomer>
  );
}
