import { useReactiveVar } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { adminVar, userVar } from '../lib/session';

/** Customer pages: without a customer session, go to /user/login and come back afterwards. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const user = useReactiveVar(userVar);
  const location = useLocation();
  if (!user) return <Navigate to="/user/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/** Guest-only customer pages: a signed-in customer goes to the dashboard. */
export function CustomerGuestOnly({ children }: { children: ReactNode }) {
  const user = useReactiveVar(userVar);
  if (user) return <Navigate to="/user/dashboard" replace />;
  return <>{children}</>;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const admin = useReactiveVar(adminVar);
  const location = useLocation();
  if (!admin) return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

export function AdminGuestOnly({ children }: { children: ReactNode }) {
  const admin = useReactiveVar(adminVar);
  if (admin) return <Navigate to="/admin/dashboard" replace />;
  return <>{children}</>;
}
