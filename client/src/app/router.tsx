import { createBrowserRouter } from 'react-router-dom';
import { Layout } from './Layout';
import { RouteError } from './RouteError';

/** Route modules load lazily: each area is its own chunk. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: () => import('../features/storefront/HomePage').then((m) => ({ Component: m.HomePage })) },
      { path: '/shop', lazy: () => import('../features/storefront/ShopPage').then((m) => ({ Component: m.ShopPage })) },
      { path: '/product/:id', lazy: () => import('../features/storefront/ProductPage').then((m) => ({ Component: m.ProductPage })) },
      { path: '/cart', lazy: () => import('../features/cart/CartPage').then((m) => ({ Component: m.CartPage })) },
      { path: '/aboutus', lazy: () => import('../features/content/AboutPage').then((m) => ({ Component: m.AboutPage })) },
      { path: '/contactus', lazy: () => import('../features/content/ContactPage').then((m) => ({ Component: m.ContactPage })) },
      { path: '/commingsoon', lazy: () => import('../features/content/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage })) },
      { path: '*', lazy: () => import('../features/content/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
]);
