import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
// First: in a Docs page's screen frame, storage of its own before the app's stored atoms read it.
import './frameStorage';
import type { Preview } from '@storybook/react-vite';
import { createStore } from 'jotai';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { breakpoints, LOCALES, THEME_NAMES, UiProvider, type Direction, type Locale, type ThemeName } from '@retoma/ui';
import { AppProviders } from '../apps/backoffice/src/app/AppProviders';
import { loadLocale, localeAtom } from '../apps/backoffice/src/i18n';
import { directionAtom, themeNameAtom } from '../apps/backoffice/src/session/atoms';
import { pinClock } from './clock';
import { DocsStory } from './DocsStory';
import { PATIENCE_MS } from './queries';
import { storySessionInit, type StorySession } from './session';
import { StoryRouter, type StoryRoute } from './StoryRouter';

// Every findBy* and waitFor of every play waits as long as a loaded CI machine needs (see queries.ts).
configure({ asyncUtilTimeout: PATIENCE_MS });

const viewports = Object.fromEntries(
  Object.entries(breakpoints)
    .filter(([, width]) => width > 0)
    .map(([name, width]) => [name, { name: `${name} (${width}px)`, styles: { width: `${width}px`, height: '800px' } }]),
);

declare module '@storybook/react-vite' {
  interface Parameters {
    /** Where the router starts, and the route pattern the story's screen is mounted on. */
    route?: StoryRoute;
    session?: StorySession;
  }
}

const preview: Preview = {
  tags: ['autodocs'],
  // The shell's non-pt catalogues load on demand in the app; a story in another language waits for its own.
  loaders: [mswLoader(), async ({ globals }) => loadLocale(globals.locale as Locale)],
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
    viewport: { options: { xs: { name: 'xs (375px)', styles: { width: '375px', height: '800px' } }, ...viewports } },
    controls: { expanded: true },
    docs: { components: { Story: DocsStory } },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...THEME_NAMES], dynamicTitle: true },
    },
    direction: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: { title: 'Locale', icon: 'globe', items: [...LOCALES], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', direction: 'ltr', locale: 'pt' },
  beforeEach: () => {
    // The built Storybook draws the dates and hours the checks saw (the test run pins them itself).
    pinClock();
    localStorage.clear();
  },
  decorators: [
    (Story, { globals, parameters, viewMode, ...context }) => {
      const store = createStore();
      store.set(themeNameAtom, globals.theme as ThemeName);
      store.set(directionAtom, globals.direction as Direction);
      store.set(localeAtom, globals.locale as Locale);
      storySessionInit(store, parameters.session);
      const story = (
        <AppProviders store={store}>{parameters.route ? <StoryRouter Story={Story} route={parameters.route} /> : <Story />}</AppProviders>
      );
      if (viewMode !== 'docs') return story;
      // A Docs page shows several stories at once: the page takes the toolbar's theme, direction and language (the
      // outer provider owns <html>), and each example its own (its provider, nested, draws its own box).
      const page = (context as { userGlobals?: typeof globals }).userGlobals ?? globals;
      return (
        <UiProvider themeName={page.theme as ThemeName} direction={page.direction as Direction} locale={page.locale as Locale}>
          {story}
        </UiProvider>
      );
    },
  ],
};
export default preview;
