import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UiProvider } from './UiProvider';
import { useUiCurrency, useUiLocale } from './useUiLocale';

describe('a UiProvider inside another', () => {
  it('draws its own box with its theme, direction and language; the outer one draws none', () => {
    const html = renderToString(
      h(UiProvider, { themeName: 'light', children: h(UiProvider, { themeName: 'dark', direction: 'rtl', locale: 'en', children: 'x' }) }),
    );
    expect(html).toMatch(/^<div[^>]* data-theme="dark" dir="rtl" lang="en-US"[^>]*>x<\/div>$/);
  });

  it('takes what it is not given from the outer one: a currency alone keeps the outer theme and language', () => {
    const Probe = () => h('span', null, `${useUiLocale()} ${useUiCurrency()}`);
    const html = renderToString(
      h(UiProvider, { themeName: 'dark', locale: 'de', children: h(UiProvider, { currency: 'EUR', children: h(Probe) }) }),
    );
    expect(html).toMatch(/data-theme="dark" dir="ltr" lang="de-DE"[^>]*><span>de EUR<\/span>/);
  });

  it('carries its own brand colours for its theme as custom properties', () => {
    const html = renderToString(
      h(UiProvider, { children: h(UiProvider, { themeName: 'dark', colors: { dark: { primary: '#66d9e8' } }, children: 'x' }) }),
    );
    expect(html).toContain('--rt-color-primary:#66d9e8');
  });
});
