import { UiProvider } from '@retoma/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrandNote, BrandThemeProvider } from './brandTheme';
import { OrdersPage } from './OrdersPage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UiProvider themeName="light" locale="pt">
      <OrdersPage />
      {/* The app's own theme, for its own styles, beside the kit's. */}
      <BrandThemeProvider>
        <BrandNote>Frete grátis acima de R$ 200.</BrandNote>
      </BrandThemeProvider>
    </UiProvider>
  </StrictMode>,
);
