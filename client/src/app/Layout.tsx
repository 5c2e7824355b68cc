import { Box, Spinner, Center } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useReactiveVar } from '@apollo/client/react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { ChatButton } from '../features/layout/ChatButton';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';
import { cartDrawerOpenVar } from '../lib/cart';
import { useOpenedOnce } from '../lib/useOpenedOnce';

const CartDrawer = lazy(() => import('../features/cart/CartDrawer').then((m) => ({ default: m.CartDrawer })));

/** The cart drawer, whose code loads the first time it opens (not with every page). */
function LazyCartDrawer() {
  const used = useOpenedOnce(useReactiveVar(cartDrawerOpenVar));
  return used ? <Suspense fallback={null}><CartDrawer /></Suspense> : null;
}

/**
 * Scrolls to the top on every route change, except within /shop (infinite scroll); not on
 * arrival, where a visitor may already have scrolled the server's HTML before it hydrated.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
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
      {/* At least a screen tall: the footer starts below the fold, so content arriving does not shift it into view. */}
      <Box as="main" flex="1" minH="100vh" aria-busy={navigation.state === 'loading'}>
        <Suspense fallback={<Center py="24"><Spinner color="brand.500" /></Center>}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <LazyCartDrawer />
      <ChatButton />
    </Box>
  );
}
