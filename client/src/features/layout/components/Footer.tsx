import { Box, Container, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CONTACT } from '../../../lib/contact-info';
import { useBrowserVar } from '../../../lib/hydration';
import { userVar } from '../../../lib/session';
import { accountLink } from './Header';
import { useShopName } from '../../../lib/dates';

export function Footer() {
  const account = accountLink(useBrowserVar(userVar, null));
  const shopName = useShopName({ fetch: true });
  return (
    <Box as="footer" bg="brand.900" color="cream.100" mt="16">
      {/* Room at the end of the page for the floating chat button (bottom right). */}
      <Container maxW="7xl" pt="10" pb={{ base: '20', md: '24' }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <Stack>
            <Text fontFamily="heading" fontSize="xl" fontWeight="bold">
              {shopName}
            </Text>
            <Text fontSize="sm" color="cream.200">
              Handmade crochet toys, decor and gifts, stitched with love in Punjab.
            </Text>
          </Stack>
          <Stack fontSize="sm">
            <Text fontWeight="semibold">Shop</Text>
            <Link asChild color="cream.100">
              <RouterLink to="/shop">All products</RouterLink>
            </Link>
            <Link asChild color="cream.100">
              <RouterLink to="/aboutus">About Us</RouterLink>
            </Link>
            <Link asChild color="cream.100">
              <RouterLink to="/contactus">Contact Us</RouterLink>
            </Link>
            <Link asChild color="cream.100" data-testid="footer-account-link">
              <RouterLink to={account.to}>{account.label}</RouterLink>
            </Link>
          </Stack>
          <Stack fontSize="sm">
            <Text fontWeight="semibold">Follow us</Text>
            <HStack gap="4" wrap="wrap">
              {CONTACT.social.map((s) => (
                <Link key={s.name} href={s.href} target="_blank" rel="noopener noreferrer" color="cream.100">
                  {s.name}
                </Link>
              ))}
            </HStack>
            <Text color="cream.200">
              {CONTACT.phone} · {CONTACT.email}
            </Text>
          </Stack>
        </SimpleGrid>
        <Text fontSize="xs" color="cream.300" mt="8" suppressHydrationWarning>
          © {new Date().getFullYear()} {shopName}. Prices in Pakistani rupees (PKR).
        </Text>
      </Container>
    </Box>
  );
}
