import { Box, Spinner, Center } from '@chakra-ui/react';
import { useReactiveVar } from '../lib/reactive-var';
import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { ChatButton } from '../features/layout/components/ChatButton';
import { Footer } from '../features/layout/components/Footer';
import { Header } from '../features/layout/components/Header';
import { addToCartDialogVar, cartDrawerOpenVar } from '../stores/cart';
import { useOpenedOnce } from '../lib/useOpenedOnce';
import { ScrollToTop } from './ScrollToTop';

const CartDrawer = lazy(() =>
  import('../features/cart/components/CartDrawer').then((m) => ({ default: m.CartDrawer })),
);
const AddToCartDialog = lazy(() =>
  import('../features/storefront/components/AddToCartDialog').then((m) => ({ default: m.AddToCartDialog })),
);

/** The cart drawer, whose code loads the first time it opens (not with every page). */
function LazyCartDrawer() {
  const used = useOpenedOnce(useReactiveVar(cartDrawerOpenVar));
  return used ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
}

/** The add-to-cart dialog of product cards, likewise loaded the first time a card opens it. */
function LazyAddToCartDialog() {
  const used = useOpenedOnce(useReactiveVar(addToCartDialogVar) !== null);
  return used ? (
    <Suspense fallback={null}>
      <AddToCartDialog />
    </Suspense>
  ) : null;
}

/** The storefront and customer pages: header, footer, cart drawer, add-to-cart dialog, chat button. */
export function Layout() {
  const navigation = useNavigation();
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <ScrollToTop />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so content arriving does not shift it into view. */}
      <Box as="main" flex="1" minH="100vh" aria-busy={navigation.state === 'loading'}>
        <Suspense
          fallback={
            <Center py="24">
              <Spinner color="brand.500" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <LazyCartDrawer />
      <LazyAddToCartDialog />
      <ChatButton />
    </Box>
  );
}
