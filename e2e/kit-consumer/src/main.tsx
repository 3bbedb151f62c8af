import { UiProvider } from '@retoma/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OrdersPage } from './OrdersPage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UiProvider themeName="light" locale="pt">
      <OrdersPage />
    </UiProvider>
  </StrictMode>,
);
