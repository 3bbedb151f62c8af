import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createStore } from 'jotai';
import { ServerStyleSheet } from 'styled-components';
import { AppTree } from './app/AppTree';
import { pageLook } from './app/prerenderedLook';

/**
 * The pages pre-rendered: the sign-in pages a first visit lands on. Each renders the same for everyone who has not
 * chosen a language or theme here before (their forms are empty; the rest of the page is text and links).
 */
export const PRERENDERED_PATHS = ['/login', '/register', '/esqueceu-a-senha'] as const;

export interface PrerenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The page's styled-components rules, as `<style>` tags. */
  styles: string;
  /** The language, theme and direction it was drawn in (app/prerenderedLook.ts). */
  look: string;
}

/**
 * A public page rendered at build time as a first visit sees it (no session, no language chosen, the light theme),
 * once its lazy screen has loaded: the browser shows it before any script has run, and hydrates it.
 */
export async function prerenderPage(url: string): Promise<PrerenderedPage> {
  const sheet = new ServerStyleSheet();
  const store = createStore();
  try {
    const AtAddress = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(<AppTree Router={AtAddress} store={store} />));
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return { html, styles: sheet.getStyleTags(), look: pageLook(store) };
  } finally {
    sheet.seal();
  }
}
