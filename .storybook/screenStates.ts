/**
 * The states every data screen has, built from the one mock endpoint the screen depends on (its `.loading()`,
 * `.error()` and `.forbidden()` variants), each with a play that checks what a person sees. A screen's stories
 * file spreads them at its end:
 *
 *   const states = screenStates(mockHandlers.tickets.open, { loading: 'Carregando…', error: { alert: '…', retry: '…' } });
 *   export const Loading: Story = states.Loading;
 *   export const Error: Story = states.Error;
 *   export const Forbidden: Story = states.Forbidden;
 */
import type { EndpointStates } from '@retoma/api-client/mock';
import type { StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { expectLeftFor } from './navigation';
import { screenSettled } from './queries';

/** A story of one state: the handlers it puts first, and its play. */
export type StateStory = Required<Pick<StoryObj, 'beforeEach' | 'play'>>;

export interface ScreenStatesOptions {
  /** Handlers the state needs besides the meta's (its session, its other calls), behind the state's own. */
  others?: () => HttpHandler[];
  /** What a person sees while it loads: a text ("Carregando…"), or the accessible name of a spinner without one. */
  loading: string;
  /**
   * When the load fails: an alert with this text and a retry button (`count` alerts, one per failed part, each
   * with its retry); or the screen leaves for an error page.
   */
  error: { alert: string | RegExp; retry: string; count?: number } | { leavesFor: string };
  /** The error answer (500 with the server's body unless told). */
  errorStatus?: number;
  errorBody?: unknown;
  /**
   * A person who may not see the screen: by default the server refuses the call (403) and the screen sends them to
   * /nao-autorizado; `leavesFor` and `body` change the page and the refusal, `handlers` refuse them otherwise (a
   * role without the route's permission, which the route guard turns away before any call).
   */
  forbidden?: { leavesFor?: string; body?: unknown; handlers?: () => HttpHandler[] };
  /** What stays on the screen in the loading and error states too (its heading, its toolbar). */
  around?: (canvasElement: HTMLElement) => Promise<void>;
}

/** Everything the loading label may be: a visible or visually hidden text, or a spinner's accessible name. */
const labelled = (label: string) => (content: string, element: Element | null) =>
  content === label || element?.getAttribute('aria-label') === label;

export function screenStates(
  endpoint: EndpointStates | readonly EndpointStates[],
  { others = () => [], loading, error, errorStatus = 500, errorBody, forbidden, around }: ScreenStatesOptions,
): { Loading: StateStory; Error: StateStory; Forbidden: StateStory } {
  const endpoints = 'path' in endpoint ? [endpoint] : endpoint;
  const using = (state: (one: EndpointStates) => HttpHandler): Pick<StateStory, 'beforeEach'> => ({
    beforeEach({ msw }) {
      msw.use(...endpoints.map(state), ...others());
    },
  });
  return {
    Loading: {
      ...using((one) => one.loading()),
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const [shown] = await canvas.findAllByText(labelled(loading));
        await expect(shown).toBeVisible();
        await around?.(canvasElement);
      },
    },
    Error: {
      ...using((one) => one.error(errorStatus, errorBody)),
      play: async ({ canvasElement }) => {
        if ('leavesFor' in error) return expectLeftFor(canvasElement, error.leavesFor);
        const canvas = within(canvasElement);
        await canvas.findAllByRole('alert');
        const alerts = await waitFor(() => {
          const shown = canvas.getAllByRole('alert');
          expect(shown).toHaveLength(error.count ?? 1);
          return shown;
        });
        for (const alert of alerts) {
          await expect(alert).toHaveTextContent(error.alert);
          await expect(within(alert).getByRole('button', { name: error.retry })).toBeEnabled();
        }
        await around?.(canvasElement);
      },
    },
    Forbidden: {
      beforeEach({ msw }) {
        const refusals =
          forbidden?.handlers?.() ?? endpoints.map((one) => (forbidden?.body ? one.error(403, forbidden.body) : one.forbidden()));
        msw.use(...refusals, ...others());
      },
      play: ({ canvasElement }) => expectLeftFor(canvasElement, forbidden?.leavesFor ?? '/nao-autorizado'),
    },
  };
}

/**
 * The screen in the dark theme, once settled (its heading in, nothing loading; or what `settled` waits for, for a
 * screen without a heading): the picture of its dark baseline. `loaded` is the story whose data it shows, for a
 * screen whose meta sets up none.
 */
export function darkStory(
  settled: string | RegExp | ((canvasElement: HTMLElement) => Promise<unknown>),
  loaded: Pick<StoryObj, 'beforeEach' | 'parameters'> = {},
): StoryObj {
  return {
    beforeEach: loaded.beforeEach,
    parameters: loaded.parameters,
    globals: { theme: 'dark' },
    play: async ({ canvasElement }) => {
      await (typeof settled === 'function' ? settled(canvasElement) : screenSettled(canvasElement, settled));
      await expect(document.documentElement.dataset.theme).toBe('dark');
    },
  };
}
