import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { loadChakra } from '../lib/chakra-layer';
import { Layout } from './Layout';
import { RouteError } from './RouteError';
import { adminRoutes } from './admin-routes';
import { CustomerGuestOnly, RequireCustomer } from './guards';

const guestOnly = (Page: ComponentType) => () => (
  <CustomerGuestOnly>
    <Page />
  </CustomerGuestOnly>
);
const customerOnly = (Page: ComponentType) => () => (
  <RequireCustomer>
    <Page />
  </RequireCustomer>
);

/**
 * `handle` of a route: `ssr` when the server renders its first HTML (the public storefront:
 * the same for every visitor), `module` its page's source file (the server preloads its
 * chunk, from Vite's manifest).
 */
export interface RouteHandle {
  ssr?: boolean;
  module?: string;
}
const storefront = (module: string): RouteHandle => ({ ssr: true, module: `src/${module}.tsx` });

/**
 * Route modules load lazily: each area is its own chunk. The account, checkout, cart and
 * admin pages show browser-only state (sessions, the cart) and are rendered in the browser.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/',
        handle: storefront('features/storefront/routes/HomePage'),
        lazy: () => import('../features/storefront/routes/HomePage').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: '/shop',
        handle: storefront('features/storefront/routes/ShopPage'),
        lazy: () => import('../features/storefront/routes/ShopPage').then((m) => ({ Component: m.ShopPage })),
      },
      {
        // The slug (from the title) is for people and search engines; the id alone finds the product.
        path: '/product/:id/:slug?',
        handle: storefront('features/storefront/routes/ProductPage'),
        lazy: () =>
          import('../features/storefront/routes/ProductPage').then((m) => ({ Component: m.ProductPage })),
      },
      {
        path: '/aboutus',
        handle: storefront('features/content/routes/AboutPage'),
        lazy: () => import('../features/content/routes/AboutPage').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: '/contactus',
        handle: storefront('features/content/routes/ContactPage'),
        lazy: () =>
          import('../features/content/routes/ContactPage').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: '/commingsoon',
        handle: storefront('features/content/routes/ComingSoonPage'),
        lazy: () =>
          import('../features/content/routes/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage })),
      },
      {
        // The pages rendered in the browser only use Apollo Client's own hooks and Chakra: both load with them.
        lazy: () =>
          Promise.all([import('./apollo-browser'), loadChakra()]).then(([m]) => ({
            Component: m.BrowserPagesOutlet,
          })),
        children: [
          {
            path: '/cart',
            lazy: () => import('../features/cart/routes/CartPage').then((m) => ({ Component: m.CartPage })),
          },
          {
            path: '/google-callback',
            lazy: () =>
              import('../features/account/routes/GoogleCallbackPage').then((m) => ({
                Component: m.GoogleCallbackPage,
              })),
          },
          {
            path: '/user/email/verification',
            lazy: () =>
              import('../features/account/routes/VerifyEmailPage').then((m) => ({
                Component: m.VerifyEmailPage,
              })),
          },
          {
            path: '/forgot-password',
            lazy: () =>
              import('../features/account/routes/ForgotPasswordPage').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: '/reset-password',
            lazy: () =>
              import('../features/account/routes/ResetPasswordPage').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: '/user/login',
            lazy: () =>
              import('../features/account/routes/LoginPage').then((m) => ({
                Component: guestOnly(m.LoginPage),
              })),
          },
          {
            path: '/user/register',
            lazy: () =>
              import('../features/account/routes/RegisterPage').then((m) => ({
                Component: guestOnly(m.RegisterPage),
              })),
          },
          {
            path: '/user',
            lazy: () =>
              import('../features/account/routes/AccountLayout').then((m) => ({
                Component: m.AccountLayout,
              })),
            children: [
              {
                path: 'dashboard',
                lazy: () =>
                  import('../features/account/routes/DashboardPage').then((m) => ({
                    Component: m.DashboardPage,
                  })),
              },
              {
                path: 'profile',
                lazy: () =>
                  import('../features/account/routes/ProfilePage').then((m) => ({
                    Component: m.ProfilePage,
                  })),
              },
              {
                path: 'orders',
                lazy: () =>
                  import('../features/account/routes/OrdersPage').then((m) => ({ Component: m.OrdersPage })),
              },
              {
                path: 'order/details/:id',
                lazy: () =>
                  import('../features/account/routes/OrderDetailsPage').then((m) => ({
                    Component: m.OrderDetailsPage,
                  })),
              },
            ],
          },
          {
            path: '/user/checkout',
            lazy: () =>
              import('../features/checkout/routes/CheckoutPage').then((m) => ({
                Component: customerOnly(m.CheckoutPage),
              })),
          },
          {
            path: '/user/order/confirmation/:id',
            lazy: () =>
              import('../features/checkout/routes/ConfirmationPage').then((m) => ({
                Component: customerOnly(m.ConfirmationPage),
              })),
          },
        ],
      },
      {
        path: '*',
        handle: storefront('features/content/routes/NotFoundPage'),
        lazy: () =>
          import('../features/content/routes/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
  adminRoutes,
];

/** Whether the server renders the HTML of this path (see RouteHandle). */
export function isServerRendered(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return !!(matches?.at(-1)?.route.handle as RouteHandle | undefined)?.ssr;
}

/** The source files of the pages of this path (for the server's modulepreload links). */
export function pageModules(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(
    (m) => (m.route.handle as RouteHandle | undefined)?.module ?? [],
  );
}

/**
 * Loads the lazy route modules of this path into the route objects, so that hydration
 * renders the server's HTML at once instead of a loading state (React Router: lazy routes and SSR).
 */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const lazy = (matchRoutes(routes, pathname) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const mod = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...mod, lazy: undefined });
    }),
  );
}
