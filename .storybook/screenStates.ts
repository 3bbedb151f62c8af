/**
 * The states every data screen has, built from the one mock endpoint the screen depends on (its `.loading()`,
 * `.error()` and `.forbidden()` variants), each with a play that checks what a person sees. A screen's stories
 * file spreads them at its end:
 *
 *   const states = screenStates(mockHandlers.tickets.open, { loading: 'Carregando…', error: { alert: '…', retry: '…' } });
 *   export const Loading: Story = states.Loading;
 *   export const Error: Story = states.Error;
 *   export const Forbidden: Story = states.Forbidden;
 *
 * A screen whose route needs a permission also exports `states.ForbiddenByServer`: the route let the person in
 * and the server refused the call.
 */
import { mockHandlers, type EndpointStates } from '@retoma/api-client/mock';
import type { StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { expectLeftFor } from './navigation';
import { screenSettled } from './queries';

/** A story of one state: the handlers it puts first, its play, and the route it opens when not the meta's. */
export type StateStory = Required<Pick<StoryObj, 'beforeEach' | 'play'>> & Pick<StoryObj, 'parameters'>;

/** A text an alert holds: the whole of it or a part. */
type AlertText = string | RegExp;

export interface ScreenStatesOptions {
  /** Handlers the state needs besides the meta's (its session, its other calls), behind the state's own. */
  others?: () => HttpHandler[];
  /** The story parameters of every state (the route of an edit page, when the meta opens another). */
  parameters?: StoryObj['parameters'];
  /**
   * What a person sees while it loads: a text ("Carregando…"), or the accessible name of a spinner without one; or
   * the text of the status region that announces it.
   */
  loading: string | { status: string };
  /** The table or region that says it is busy while it loads (`aria-busy` on it or around it). */
  busy?: { role: 'grid' | 'region'; name: string | RegExp };
  /**
   * When the load fails: an alert with this text (or each of these texts: its title and the server's reason) and a
   * retry button (`count` alerts, one per failed part, each with its retry; `retryBeside`: one retry next to the alert,
   * not in it); or the screen leaves for an error page.
   */
  error: { alert: AlertText | readonly AlertText[]; retry: string; count?: number; retryBeside?: boolean } | { leavesFor: string };
  /** The error answer (500 with the server's body unless told). */
  errorStatus?: number;
  errorBody?: unknown;
  /**
   * A person who may not see the screen: by default the server refuses the call (403) and the screen sends them to
   * /nao-autorizado; `leavesFor` and `body` change the page and the refusal, `handlers` refuse them otherwise (a
   * role without the route's permission, which the route guard turns away before any call; the server's refusal is
   * then the ForbiddenByServer state).
   */
  forbidden?: { leavesFor?: string; body?: unknown; handlers?: () => HttpHandler[] };
  /** What else the loading and error states show: what stays on the screen (its heading, its toolbar), or what is not there yet. */
  around?: (canvasElement: HTMLElement) => Promise<void>;
}

/** Everything the loading label may be: a visible or visually hidden text, or a spinner's accessible name. */
const labelled = (label: string) => (content: string, element: Element | null) =>
  content === label || element?.getAttribute('aria-label') === label;

export function screenStates(
  endpoint: EndpointStates | readonly EndpointStates[],
  { others = () => [], parameters, loading, busy, error, errorStatus = 500, errorBody, forbidden, around }: ScreenStatesOptions,
): Record<'Loading' | 'Error' | 'Forbidden' | 'ForbiddenByServer', StateStory> {
  const endpoints = 'path' in endpoint ? [endpoint] : endpoint;
  // The company gate reads the session first and shows a full-screen "Carregando…" until it has it.
  const gate = mockHandlers.session.me;
  const gateIsTheState = endpoints.some((one) => one.path === gate.path && one.method === gate.method);
  const using = (handlers: () => HttpHandler[]): Pick<StateStory, 'beforeEach' | 'parameters'> => ({
    parameters,
    beforeEach({ msw }) {
      msw.use(...handlers(), ...others());
    },
  });
  const refused = () => endpoints.map((one) => (forbidden?.body ? one.error(403, forbidden.body) : one.forbidden()));
  const leaves = ({ canvasElement }: { canvasElement: HTMLElement }) =>
    expectLeftFor(canvasElement, forbidden?.leavesFor ?? '/nao-autorizado');
  return {
    Loading: {
      ...using(() => endpoints.map((one) => one.loading())),
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        // Unless the session is what loads, the state is the screen's own loading, which comes after the gate's.
        if (!gateIsTheState) await waitFor(() => expect(canvasElement.querySelector('[data-fullscreen] [role="progressbar"]')).toBeNull());
        const shown = typeof loading === 'string' ? (await canvas.findAllByText(labelled(loading)))[0] : await canvas.findByRole('status');
        await expect(shown).toBeVisible();
        if (typeof loading !== 'string') await expect(shown).toHaveTextContent(loading.status);
        if (busy)
          await expect((await canvas.findByRole(busy.role, { name: busy.name })).closest('[aria-busy]')).toHaveAttribute(
            'aria-busy',
            'true',
          );
        await around?.(canvasElement);
      },
    },
    Error: {
      ...using(() => endpoints.map((one) => one.error(errorStatus, errorBody))),
      play: async ({ canvasElement }) => {
        if ('leavesFor' in error) return expectLeftFor(canvasElement, error.leavesFor);
        const canvas = within(canvasElement);
        await canvas.findAllByRole('alert');
        const alerts = await waitFor(() => {
          const shown = canvas.getAllByRole('alert');
          expect(shown).toHaveLength(error.count ?? 1);
          return shown;
        });
        const texts: readonly AlertText[] = Array.isArray(error.alert) ? error.alert : [error.alert];
        for (const alert of alerts) {
          await expect(alert).toBeVisible();
          for (const text of texts) await expect(alert).toHaveTextContent(text);
          if (!error.retryBeside) await expect(within(alert).getByRole('button', { name: error.retry })).toBeEnabled();
        }
        if (error.retryBeside) await expect(await canvas.findByRole('button', { name: error.retry })).toBeEnabled();
        await around?.(canvasElement);
      },
    },
    Forbidden: { ...using(forbidden?.handlers ?? refused), play: leaves },
    ForbiddenByServer: { ...using(refused), play: leaves },
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
