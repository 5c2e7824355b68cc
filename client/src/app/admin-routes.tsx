import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadChakra } from '../lib/chakra-layer';
import { RouteError } from './RouteError';
import { AdminGuestOnly } from './guards';

const adminGuestOnly = (Page: ComponentType) => () => (
  <AdminGuestOnly>
    <Page />
  </AdminGuestOnly>
);

/** A route's lazy page: `load` imports its module (its own chunk), `pick` the page it exports. */
const page =
  <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  () =>
    load().then((m) => ({ Component: pick(m) }));

/** The back office's routes (rendered in the browser only); the router puts them beside the storefront's. */
export const adminRoutes: RouteObject = {
  // The back office: its own chrome (features/admin/AdminLayout.tsx), none of the storefront's.
  path: '/admin',
  errorElement: <RouteError />,
  // Under the browser's Apollo Client (the back office uses its hooks), loaded with it.
  lazy: () =>
    Promise.all([
      import('../features/layout/components/AdminLayout'),
      import('./apollo-browser'),
      loadChakra(),
    ]).then(([layout, apollo]) => ({ Component: apollo.withApollo(layout.AdminShell) })),
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
      lazy: page(
        () => import('../features/admin-staff/routes/SetPasswordPage'),
        (m) => m.SetPasswordPage,
      ),
    },
    {
      lazy: page(
        () => import('../features/layout/components/AdminLayout'),
        (m) => m.AdminLayout,
      ),
      children: [
        {
          index: true,
          lazy: page(
            () => import('../features/admin-dashboard/routes/DashboardPage'),
            (m) => m.AdminDashboardPage,
          ),
        },
        {
          path: 'dashboard',
          lazy: page(
            () => import('../features/admin-dashboard/routes/DashboardPage'),
            (m) => m.AdminDashboardPage,
          ),
        },
        {
          path: 'products',
          lazy: page(
            () => import('../features/admin-products/routes/ProductsPage'),
            (m) => m.AdminProductsPage,
          ),
        },
        {
          path: 'products/create',
          lazy: page(
            () => import('../features/admin-products/routes/ProductFormPage'),
            (m) => m.ProductFormPage,
          ),
        },
        {
          path: 'products/edit/:id',
          lazy: page(
            () => import('../features/admin-products/routes/ProductFormPage'),
            (m) => m.ProductFormPage,
          ),
        },
        {
          path: 'products/import',
          lazy: page(
            () => import('../features/admin-products/routes/ProductImportPage'),
            (m) => m.ProductImportPage,
          ),
        },
        {
          path: 'products/form',
          lazy: page(
            () => import('../features/admin-products/routes/AltProductFormPage'),
            (m) => m.AltProductFormPage,
          ),
        },
        {
          path: 'categories',
          lazy: page(
            () => import('../features/admin-catalogue/routes/CategoriesPage'),
            (m) => m.CategoriesPage,
          ),
        },
        {
          path: 'categories/create',
          lazy: page(
            () => import('../features/admin-catalogue/routes/CategoriesPage'),
            (m) => m.CategoryFormPage,
          ),
        },
        {
          path: 'category/edit/:id',
          lazy: page(
            () => import('../features/admin-catalogue/routes/CategoriesPage'),
            (m) => m.CategoryFormPage,
          ),
        },
        {
          path: 'brands',
          lazy: page(
            () => import('../features/admin-catalogue/routes/BrandsPage'),
            (m) => m.BrandsPage,
          ),
        },
        {
          path: 'brands/create',
          lazy: page(
            () => import('../features/admin-catalogue/routes/BrandsPage'),
            (m) => m.BrandFormPage,
          ),
        },
        {
          path: 'brand/edit/:id',
          lazy: page(
            () => import('../features/admin-catalogue/routes/BrandsPage'),
            (m) => m.BrandFormPage,
          ),
        },
        {
          path: 'attributes',
          lazy: page(
            () => import('../features/admin-catalogue/routes/AttributesPage'),
            (m) => m.AttributesPage,
          ),
        },
        {
          path: 'orders',
          lazy: page(
            () => import('../features/admin-orders/routes/OrdersPage'),
            (m) => m.AdminOrdersPage,
          ),
        },
        {
          path: 'customers',
          lazy: page(
            () => import('../features/admin-customers/routes/CustomersPage'),
            (m) => m.AdminCustomersPage,
          ),
        },
        {
          path: 'order/details/:id',
          lazy: page(
            () => import('../features/admin-orders/routes/OrderDetailsPage'),
            (m) => m.AdminOrderDetailsPage,
          ),
        },
        {
          path: 'reports',
          lazy: page(
            () => import('../features/admin-reports/routes/ReportsPage'),
            (m) => m.AdminReportsPage,
          ),
        },
        {
          path: 'reviews',
          lazy: page(
            () => import('../features/admin-reviews/routes/AdminReviewsPage'),
            (m) => m.AdminReviewsPage,
          ),
        },
        {
          path: 'settings',
          lazy: page(
            () => import('../features/admin-settings/routes/SettingsPage'),
            (m) => m.AdminSettingsPage,
          ),
        },
        {
          path: 'couriers',
          lazy: page(
            () => import('../features/admin-couriers/routes/CouriersPage'),
            (m) => m.CouriersPage,
          ),
        },
        {
          path: 'discounts',
          lazy: page(
            () => import('../features/admin-discounts/routes/DiscountsPage'),
            (m) => m.DiscountsPage,
          ),
        },
        {
          path: 'shipping',
          lazy: page(
            () => import('../features/admin-shipping/routes/ShippingPage'),
            (m) => m.ShippingPage,
          ),
        },
        {
          path: 'staff',
          lazy: page(
            () => import('../features/admin-staff/routes/StaffPage'),
            (m) => m.StaffPage,
          ),
        },
        {
          path: 'activity',
          lazy: page(
            () => import('../features/admin-staff/routes/ActivityPage'),
            (m) => m.ActivityPage,
          ),
        },
        {
          path: 'password',
          lazy: page(
            () => import('../features/admin-dashboard/routes/PasswordPage'),
            (m) => m.AdminPasswordPage,
          ),
        },
        {
          path: '*',
          lazy: page(
            () => import('../features/content/routes/NotFoundPage'),
            (m) => m.NotFoundPage,
          ),
        },
      ],
    },
  ],
};
