import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { RouteError } from './RouteError';
import { AdminGuestOnly, CustomerGuestOnly, RequireCustomer } from './guards';

const guestOnly = (Page: ComponentType) => () => (
  <CustomerGuestOnly>
    <Page />
  </CustomerGuestOnly>
);
const adminGuestOnly = (Page: ComponentType) => () => (
  <AdminGuestOnly>
    <Page />
  </AdminGuestOnly>
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
        path: '/cart',
        lazy: () => import('../features/cart/routes/CartPage').then((m) => ({ Component: m.CartPage })),
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
          import('../features/account/routes/LoginPage').then((m) => ({ Component: guestOnly(m.LoginPage) })),
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
          import('../features/account/routes/AccountLayout').then((m) => ({ Component: m.AccountLayout })),
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
              import('../features/account/routes/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
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
      {
        path: '*',
        handle: storefront('features/content/routes/NotFoundPage'),
        lazy: () =>
          import('../features/content/routes/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
  {
    // The back office: its own chrome (features/admin/AdminLayout.tsx), none of the storefront's.
    path: '/admin',
    errorElement: <RouteError />,
    lazy: () =>
      import('../features/layout/components/AdminLayout').then((m) => ({ Component: m.AdminShell })),
    children: [
      {
        path: 'login',
        lazy: () =>
          import('../features/account/routes/LoginPage').then(({ LoginPage }) => ({
            Component: adminGuestOnly(() => <LoginPage area="admin" />),
          })),
      },
      {
        // The invitation link of a new staff member (public: the link's token is the proof).
        path: 'set-password',
        lazy: () =>
          import('../features/admin-staff/routes/SetPasswordPage').then((m) => ({
            Component: m.SetPasswordPage,
          })),
      },
      {
        lazy: () =>
          import('../features/layout/components/AdminLayout').then((m) => ({ Component: m.AdminLayout })),
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/admin-dashboard/routes/DashboardPage').then((m) => ({
                Component: m.AdminDashboardPage,
              })),
          },
          {
            path: 'dashboard',
            lazy: () =>
              import('../features/admin-dashboard/routes/DashboardPage').then((m) => ({
                Component: m.AdminDashboardPage,
              })),
          },
          {
            path: 'products',
            lazy: () =>
              import('../features/admin-products/routes/ProductsPage').then((m) => ({
                Component: m.AdminProductsPage,
              })),
          },
          {
            path: 'products/create',
            lazy: () =>
              import('../features/admin-products/routes/ProductFormPage').then((m) => ({
                Component: m.ProductFormPage,
              })),
          },
          {
            path: 'products/edit/:id',
            lazy: () =>
              import('../features/admin-products/routes/ProductFormPage').then((m) => ({
                Component: m.ProductFormPage,
              })),
          },
          {
            path: 'products/import',
            lazy: () =>
              import('../features/admin-products/routes/ProductImportPage').then((m) => ({
                Component: m.ProductImportPage,
              })),
          },
          {
            path: 'products/form',
            lazy: () =>
              import('../features/admin-products/routes/AltProductFormPage').then((m) => ({
                Component: m.AltProductFormPage,
              })),
          },
          {
            path: 'categories',
            lazy: () =>
              import('../features/admin-catalogue/routes/CategoriesPage').then((m) => ({
                Component: m.CategoriesPage,
              })),
          },
          {
            path: 'categories/create',
            lazy: () =>
              import('../features/admin-catalogue/routes/CategoriesPage').then((m) => ({
                Component: m.CategoryFormPage,
              })),
          },
          {
            path: 'category/edit/:id',
            lazy: () =>
              import('../features/admin-catalogue/routes/CategoriesPage').then((m) => ({
                Component: m.CategoryFormPage,
              })),
          },
          {
            path: 'brands',
            lazy: () =>
              import('../features/admin-catalogue/routes/BrandsPage').then((m) => ({
                Component: m.BrandsPage,
              })),
          },
          {
            path: 'brands/create',
            lazy: () =>
              import('../features/admin-catalogue/routes/BrandsPage').then((m) => ({
                Component: m.BrandFormPage,
              })),
          },
          {
            path: 'brand/edit/:id',
            lazy: () =>
              import('../features/admin-catalogue/routes/BrandsPage').then((m) => ({
                Component: m.BrandFormPage,
              })),
          },
          {
            path: 'attributes',
            lazy: () =>
              import('../features/admin-catalogue/routes/AttributesPage').then((m) => ({
                Component: m.AttributesPage,
              })),
          },
          {
            path: 'orders',
            lazy: () =>
              import('../features/admin-orders/routes/OrdersPage').then((m) => ({
                Component: m.AdminOrdersPage,
              })),
          },
          {
            path: 'customers',
            lazy: () =>
              import('../features/admin-customers/routes/CustomersPage').then((m) => ({
                Component: m.AdminCustomersPage,
              })),
          },
          {
            path: 'order/details/:id',
            lazy: () =>
              import('../features/admin-orders/routes/OrderDetailsPage').then((m) => ({
                Component: m.AdminOrderDetailsPage,
              })),
          },
          {
            path: 'reports',
            lazy: () =>
              import('../features/admin-reports/routes/ReportsPage').then((m) => ({
                Component: m.AdminReportsPage,
              })),
          },
          {
            path: 'reviews',
            lazy: () =>
              import('../features/admin-reviews/routes/AdminReviewsPage').then((m) => ({
                Component: m.AdminReviewsPage,
              })),
          },
          {
            path: 'settings',
            lazy: () =>
              import('../features/admin-settings/routes/SettingsPage').then((m) => ({
                Component: m.AdminSettingsPage,
              })),
          },
          {
            path: 'couriers',
            lazy: () =>
              import('../features/admin-couriers/routes/CouriersPage').then((m) => ({
                Component: m.CouriersPage,
              })),
          },
          {
            path: 'discounts',
            lazy: () =>
              import('../features/admin-discounts/routes/DiscountsPage').then((m) => ({
                Component: m.DiscountsPage,
              })),
          },
          {
            path: 'shipping',
            lazy: () =>
              import('../features/admin-shipping/routes/ShippingPage').then((m) => ({
                Component: m.ShippingPage,
              })),
          },
          {
            path: 'staff',
            lazy: () =>
              import('../features/admin-staff/routes/StaffPage').then((m) => ({ Component: m.StaffPage })),
          },
          {
            path: 'activity',
            lazy: () =>
              import('../features/admin-staff/routes/ActivityPage').then((m) => ({
                Component: m.ActivityPage,
              })),
          },
          {
            path: 'password',
            lazy: () =>
              import('../features/admin-dashboard/routes/PasswordPage').then((m) => ({
                Component: m.AdminPasswordPage,
              })),
          },
          {
            path: '*',
            lazy: () =>
              import('../features/content/routes/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
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
