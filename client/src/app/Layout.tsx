import { Box, Spinner, Center } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { CartDrawer } from '../features/cart/CartDrawer';
import { ChatButton } from '../features/layout/ChatButton';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';

/** Scrolls to the top on every route change, except within /shop (infinite scroll). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pathname.startsWith('/shop')) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function Layout() {
  const navigation = useNavigation();
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <ScrollToTop />
      <Header />
      <Box as="main" flex="1" aria-busy={navigation.state === 'loading'}>
        <Suspense fallback={<Center py="24"><Spinner color="brand.500" /></Center>}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <CartDrawer />
      <ChatButton />
    </Box>
  );
}
