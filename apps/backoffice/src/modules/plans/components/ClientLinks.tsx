import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';

/** The kit's links inside follow the router (no page reload), as a person expects inside the app. */
export function ClientLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <RouterProvider navigate={(href) => navigate(href)}>{children}</RouterProvider>;
}
