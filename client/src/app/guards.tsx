import { useState, type ReactNode } from 'react';
import { useReactiveVar } from '../lib/reactive-var';
import { Navigate, useLocation } from 'react-router-dom';
import { adminVar, userVar } from '../lib/session';

/** Customer pages: without a customer session, go to /user/login and come back afterwards. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const user = useReactiveVar(userVar);
  const location = useLocation();
  if (!user)
    return <Navigate to="/user/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/**
 * Guest-only customer pages: a customer who arrives signed in goes to the dashboard.
 * Signing in on the page itself does not trigger it (the page navigates on its own).
 */
export function CustomerGuestOnly({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(() => userVar() !== null);
  if (signedInOnArrival) return <Navigate to="/user/dashboard" replace />;
  return <>{children}</>;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const admin = useReactiveVar(adminVar);
  const location = useLocation();
  if (!admin)
    return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

export function AdminGuestOnly({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(() => adminVar() !== null);
  if (signedInOnArrival) return <Navigate to="/admin/dashboard" replace />;
  return <>{children}</>;
}
