import { Badge, Box, Container, Flex, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { cartDrawerOpenVar, cartTotals, cartVar } from '../../../stores/cart';
import { useBrowserVar } from '../../../lib/hydration';
import { userVar } from '../../../lib/session';
import { useOpenedOnce } from '../../../lib/useOpenedOnce';
import { useShopName } from '../../../lib/dates';

// The drawer's code loads on first use, not with every page.
const SearchDrawer = lazy(() => import('./SearchDrawer').then((m) => ({ default: m.SearchDrawer })));

const NAV = [
  { to: '/', label: 'Home' },
  { to: '/shop', label: 'Shop' },
  { to: '/aboutus', label: 'About Us' },
  { to: '/contactus', label: 'Contact Us' },
];

/** Where the account link leads: My Account when signed in, else Login. */
export function accountLink(user: unknown): { to: string; label: string } {
  return user ? { to: '/user/dashboard', label: 'My Account' } : { to: '/user/login', label: 'Login' };
}

export function Header() {
  // Browser-only state: the server's HTML (and hydration) shows an empty cart, signed out.
  const lines = useBrowserVar(cartVar, []);
  const user = useBrowserVar(userVar, null);
  const { count } = cartTotals(lines);
  const [searchOpen, setSearchOpen] = useState(false);
  const shopName = useShopName({ fetch: true });
  const searchUsed = useOpenedOnce(searchOpen);
  return (
    <Box
      as="header"
      bg="white"
      borderBottomWidth="1px"
      borderColor="cream.200"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Container maxW="7xl" py="3">
        <Flex align="center" justify="space-between" gap="4">
          <Link asChild _hover={{ textDecoration: 'none' }}>
            <RouterLink to="/" aria-label={`${shopName} home`}>
              <HStack gap="2">
                <YarnLogo />
                <Text
                  fontFamily="heading"
                  fontSize={{ base: 'lg', md: '2xl' }}
                  fontWeight="bold"
                  color="brand.700"
                >
                  {shopName}
                </Text>
              </HStack>
            </RouterLink>
          </Link>
          <HStack as="nav" aria-label="Main" gap="6" display={{ base: 'none', md: 'flex' }}>
            {NAV.map((n) => (
              <Link
                key={n.to}
                asChild
                color="ink.700"
                fontWeight="medium"
                _currentPage={{ color: 'brand.700' }}
              >
                <NavLink to={n.to} end={n.to === '/'}>
                  {n.label}
                </NavLink>
              </Link>
            ))}
          </HStack>
          <HStack gap="1">
            <Link
              asChild
              fontSize="sm"
              fontWeight="medium"
              color="ink.700"
              px="2"
              display={{ base: 'none', sm: 'inline-flex' }}
            >
              <RouterLink to={accountLink(user).to}>{accountLink(user).label}</RouterLink>
            </Link>
            <IconButton aria-label="Search" variant="ghost" onClick={() => setSearchOpen(true)}>
              <SearchIcon />
            </IconButton>
            <Box position="relative">
              <IconButton
                aria-label={`Cart, ${count} items`}
                variant="ghost"
                onClick={() => cartDrawerOpenVar(true)}
                data-testid="cart-button"
              >
                <BagIcon />
              </IconButton>
              {count > 0 && (
                <Badge
                  position="absolute"
                  top="0"
                  right="0"
                  borderRadius="full"
                  colorPalette="brand"
                  variant="solid"
                  size="xs"
                  pointerEvents="none"
                >
                  {count}
                </Badge>
              )}
            </Box>
          </HStack>
        </Flex>
        <HStack
          as="nav"
          aria-label="Main (mobile)"
          gap="4"
          mt="2"
          display={{ base: 'flex', md: 'none' }}
          overflowX="auto"
        >
          {NAV.map((n) => (
            <Link
              key={n.to}
              asChild
              fontSize="sm"
              color="ink.700"
              whiteSpace="nowrap"
              flexShrink="0"
              _currentPage={{ color: 'brand.700', fontWeight: 'semibold' }}
            >
              <NavLink to={n.to} end={n.to === '/'}>
                {n.label}
              </NavLink>
            </Link>
          ))}
          {/* Under 480 px the header's account link is hidden: the menu carries it. */}
          <Link
            asChild
            fontSize="sm"
            color="ink.700"
            whiteSpace="nowrap"
            flexShrink="0"
            display={{ base: 'inline-flex', sm: 'none' }}
            _currentPage={{ color: 'brand.700', fontWeight: 'semibold' }}
          >
            <NavLink to={accountLink(user).to} data-testid="mobile-account-link">
              {accountLink(user).label}
            </NavLink>
          </Link>
        </HStack>
      </Container>
      {searchUsed && (
        <Suspense fallback={null}>
          <SearchDrawer open={searchOpen} onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

function YarnLogo() {
  return (
    <svg width="30" height="30" viewBox="0 0 64 64" aria-hidden>
      <circle cx="32" cy="32" r="26" fill="#d9825b" />
      <path
        d="M10 26q22-14 44 0M8 34q24-14 48 0M12 43q20-12 40 0"
        stroke="#a24d2f"
        strokeWidth="3"
        fill="none"
      />
    </svg>
  );
}

/** A 22-pixel line icon, drawn in the text's colour. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      {children}
    </svg>
  );
}

function SearchIcon() {
  return (
    <LineIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}

function BagIcon() {
  return (
    <LineIcon>
      <path d="M6 7h12l1 14H5L6 7Z" />
      <path d="M9 7a3 3 0 0 1 6 0" />
    </LineIcon>
  );
}
