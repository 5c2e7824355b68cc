import { useReactiveVar } from '../lib/reactive-var';
import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { ChatButton } from '../features/layout/components/ChatButton';
import { Footer } from '../features/layout/components/Footer';
import { Header } from '../features/layout/components/Header';
import { addToCartDialogVar, cartDrawerOpenVar } from '../stores/cart';
import { useOpenedOnce } from '../lib/useOpenedOnce';
import { ChakraLayer } from '../lib/chakra-layer';
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
    <ChakraLayer>
      <CartDrawer />
    </ChakraLayer>
  ) : null;
}

/** The add-to-cart dialog of product cards, likewise loaded the first time a card opens it. */
function LazyAddToCartDialog() {
  const used = useOpenedOnce(useReactiveVar(addToCartDialogVar) !== null);
  return used ? (
    <ChakraLayer>
      <AddToCartDialog />
    </ChakraLayer>
  ) : null;
}

/**
 * The storefront and customer pages: header, footer, cart drawer, add-to-cart dialog, chat button.
 * Plain elements with the theme's `.site-layout*` classes (app/recipes/chrome.ts); the drawer and
 * the dialog are Chakra's, loaded when first opened, inside the layer that brings Chakra.
 */
export function Layout() {
  const navigation = useNavigation();
  return (
    <div className="site-layout">
      <ScrollToTop />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so content arriving does not shift it into view. */}
      <main className="site-layout__main" aria-busy={navigation.state === 'loading'}>
        <Suspense
          fallback={
            <div className="site-layout__loading">
              <span className="spinner" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <LazyCartDrawer />
      <LazyAddToCartDialog />
      <ChatButton />
    </div>
  );
}
