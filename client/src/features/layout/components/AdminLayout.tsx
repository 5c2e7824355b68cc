import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  Grid,
  HStack,
  Link,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { makeVar, useReactiveVar } from '../../../lib/reactive-var';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, Navigate, Outlet, useLocation } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/AdminPage';
import { usePageMeta } from '../../../components/PageTitle';
import { ADMIN } from '../../../lib/admin';
import { AdminAccessDocument } from '../../../lib/admin-access';
import { SideMenu } from '../../../components/SideMenu';
import { RequireAdmin } from '../../../app/guards';
import { ScrollToTop } from '../../../app/ScrollToTop';
import { useLogout as useSessionLogout } from '../../../app/useLogout';
import { adminVar } from '../../../lib/session';
import { useShopName } from '../../../lib/dates';

/**
 * The spec's side menu of the back office (Logout is its last entry). `staff`: a staff account
 * sees the entry and may open its pages (the server refuses staff everything else anyway:
 * server/src/modules/access/staff-access.ts); every other page is the owner's.
 */
const MENU = [
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/categories', label: 'Product Categories' },
  { to: '/admin/brands', label: 'Product Brands' },
  { to: '/admin/attributes', label: 'Product Attributes' },
  { to: '/admin/orders', label: 'Orders', staff: ['/admin/orders', '/admin/order/'] },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/discounts', label: 'Discounts' },
  { to: '/admin/shipping', label: 'Shipping' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/staff', label: 'Staff' },
  { to: '/admin/activity', label: 'Activity' },
  { to: '/admin/password', label: 'Change Password', staff: ['/admin/password'] },
];

/** Whether a staff account may open `path` (a page its menu has). */
function staffPage(path: string): boolean {
  return MENU.some((m) => m.staff?.some((p) => path === p || (p.endsWith('/') && path.startsWith(p))));
}

/** The back-office role of the signed-in account, or null while it loads. */
function useAdminRole(): 'OWNER' | 'STAFF' | null {
  const { data } = useQuery(AdminAccessDocument, { ...ADMIN, fetchPolicy: 'network-only' });
  const role = data?.adminMe.adminRole;
  return data ? (role === 'OWNER' ? 'OWNER' : 'STAFF') : null;
}

/** What a staff account sees on an owner's page. */
function NotAllowed() {
  usePageMeta('Not allowed');
  return (
    <AdminPage title="Not allowed">
      <Stack gap="3" data-testid="not-allowed">
        <Text>This page is for the shop&apos;s owner. Your staff account cannot open it.</Text>
        <Link asChild color="brand.600" textDecoration="underline">
          <RouterLink to="/admin/orders">Go to Orders</RouterLink>
        </Link>
      </Stack>
    </AdminPage>
  );
}

/** The page, or for staff on an owner's page 'Not allowed' (the dashboard takes them to Orders). */
function RoleOutlet({ role }: { role: 'OWNER' | 'STAFF' | null }) {
  const { pathname } = useLocation();
  if (!role) return <Spinner aria-label="Loading" color="brand.600" />;
  if (role === 'OWNER' || staffPage(pathname)) return <Outlet />;
  if (/^\/admin\/?(dashboard\/?)?$/.test(pathname)) return <Navigate to="/admin/orders" replace />;
  return <NotAllowed />;
}

/** The side menu's drawer on phones. */
const menuOpenVar = makeVar(false);

/** Logout (the session ended on the server too), closing the phone menu first. */
function useLogout() {
  const logout = useSessionLogout('admin');
  return () => {
    menuOpenVar(false);
    void logout();
  };
}

/**
 * Every back-office page, the login included: its own header (shop name, the signed-in
 * admin, View store, Logout), none of the storefront's navigation, cart, chat button or
 * footer. The header's right side has room for one more account link.
 */
export function AdminShell() {
  const admin = useReactiveVar(adminVar);
  const shopName = useShopName({ fetch: true });
  const logout = useLogout();
  return (
    <Box minH="100vh" bg="cream.50">
      <ScrollToTop />
      <Box as="header" bg="brand.900" color="cream.100" position="sticky" top="0" zIndex="sticky">
        <Flex maxW="8xl" mx="auto" px={{ base: 3, md: 6 }} py="3" align="center" gap={{ base: 2, md: 4 }}>
          {admin && (
            <Button
              display={{ base: 'inline-flex', lg: 'none' }}
              size="sm"
              variant="outline"
              color="cream.100"
              borderColor="cream.300"
              _hover={{ bg: 'brand.800' }}
              aria-label="Open the back-office menu"
              aria-haspopup="dialog"
              onClick={() => menuOpenVar(true)}
            >
              Menu
            </Button>
          )}
          <Link
            asChild
            color="cream.50"
            fontFamily="heading"
            fontWeight="bold"
            fontSize={{ base: 'md', md: 'xl' }}
            _hover={{ textDecoration: 'none' }}
            minW="0"
          >
            <RouterLink to={admin ? '/admin/dashboard' : '/admin/login'}>
              {shopName}{' '}
              <Text
                as="span"
                fontFamily="body"
                fontWeight="normal"
                fontSize="sm"
                color="cream.200"
                display={{ base: 'none', sm: 'inline' }}
              >
                Back office
              </Text>
            </RouterLink>
          </Link>
          <HStack ml="auto" gap={{ base: 2, md: 4 }} fontSize="sm" data-testid="admin-header-actions">
            {admin && (
              <Text display={{ base: 'none', md: 'block' }} color="cream.200" data-testid="admin-name">
                {admin.name}
              </Text>
            )}
            <Link asChild color="cream.50" textDecoration="underline" whiteSpace="nowrap">
              <RouterLink to="/">View store</RouterLink>
            </Link>
            {admin && (
              <Button
                size="sm"
                variant="outline"
                color="cream.100"
                borderColor="cream.300"
                _hover={{ bg: 'brand.800' }}
                onClick={logout}
              >
                Logout
              </Button>
            )}
          </HStack>
        </Flex>
      </Box>
      <Box as="main">
        <Outlet />
      </Box>
    </Box>
  );
}

/** Signed-in back-office pages: the side menu beside the page (a drawer on phones). */
export function AdminLayout() {
  const open = useReactiveVar(menuOpenVar);
  const logout = useLogout();
  const role = useAdminRole();
  const items = role === 'OWNER' ? MENU : role ? MENU.filter((m) => m.staff) : [];
  return (
    <RequireAdmin>
      <Grid
        maxW="8xl"
        mx="auto"
        px={{ base: 3, md: 6 }}
        py="6"
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '230px minmax(0, 1fr)' }}
        gap="6"
      >
        <SideMenu
          label="Back office"
          items={items}
          color="ink.800"
          onLogout={logout}
          card={{ p: '3', display: { base: 'none', lg: 'block' } }}
        />
        <Box minW="0">
          <RoleOutlet role={role} />
        </Box>
      </Grid>
      <Drawer.Root open={open} onOpenChange={(e) => menuOpenVar(e.open)} placement="start" size="xs">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title fontFamily="heading">Back office</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <SideMenu
                  label="Back office (menu)"
                  items={items}
                  color="ink.800"
                  onLogout={logout}
                  onNavigate={() => menuOpenVar(false)}
                />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close the menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </RequireAdmin>
  );
}
