import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * One page per build (`vite build --mode button`; the DataTable page by default), so each bundle holds exactly what
 * its page imports and its size is what a consumer pays for those imports.
 */
const PAGES: Record<string, string> = {
  table: 'index.html',
  button: 'button.html',
  nativeForm: 'native-form.html',
  baseline: 'baseline.html',
  everything: 'everything.html',
};

export default defineConfig(({ mode }) => {
  const page = mode in PAGES ? mode : 'table';
  return {
    plugins: [react()],
    build: { outDir: `dist/${page}`, rolldownOptions: { input: PAGES[page] } },
  };
});
