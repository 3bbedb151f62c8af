import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  DataTable,
  EmptyState,
  PageHeader,
  Skeleton,
  SortableList,
  Spinner,
  StatCard,
  StatusChip,
  TextField,
  Timeline,
} from '../index';
import { colorThemes } from '../theme/tokens';

/** Server-renders an element with no UiProvider (nor any ThemeProvider) around it; returns markup and styles. */
function renderAlone(element: ReactElement) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

const steps = [
  { id: 'a', name: 'Boas-vindas' },
  { id: 'b', name: 'Lembrete' },
];

/** One of each kind of component, with the least an app would pass. */
const COMPONENTS: Record<string, ReactElement> = {
  Button: h(Button, { children: 'Salvar' }),
  Badge: h(Badge, { tone: 'success', children: 'Ativo' }),
  Alert: h(Alert, { tone: 'danger', children: 'Falhou' }),
  Card: h(Card, { title: 'Resumo', children: 'Conteúdo' }),
  EmptyState: h(EmptyState),
  PageHeader: h(PageHeader, { title: 'Clientes' }),
  StatCard: h(StatCard, { label: 'Vendas', value: 1234, format: 'currency' }),
  StatusChip: h(StatusChip, { status: 1 }),
  Avatar: h(Avatar, { name: 'Ana Souza' }),
  Spinner: h(Spinner),
  Skeleton: h(Skeleton, { lines: 2 }),
  TextField: h(TextField, { label: 'Nome' }),
  Checkbox: h(Checkbox, { children: 'Aceito' }),
  Timeline: h(Timeline, { events: [{ id: 1, title: 'Aberto', date: '2026-03-01' }] }),
  DataTable: h(DataTable<{ id: number; name: string }>, {
    'aria-label': 'Clientes',
    columns: [{ id: 'name', header: 'Nome' }],
    rows: [{ id: 1, name: 'Ana Souza' }],
    total: 1,
    page: 1,
    perPage: 10,
    onChange: () => {},
  }),
  SortableList: h(SortableList<(typeof steps)[number]>, {
    'aria-label': 'Passos',
    items: steps,
    getLabel: (step) => step.name,
    renderItem: (step) => step.name,
    onReorder: () => {},
  }),
};

describe('the kit without UiProvider', () => {
  it.each(Object.entries(COMPONENTS))('renders %s with the default (light) theme', (_name, element) => {
    const { html, css } = renderAlone(element);
    expect(html.length).toBeGreaterThan(0);
    // Every token carries its light value, for a page that has no token sheet.
    expect(css).not.toMatch(/var\(--rt-[a-z0-9-]+\)/);
  });

  it('paints a button with the light theme’s primary colour when no token sheet is in place', () => {
    const { html, css } = renderAlone(h(Button, { children: 'Salvar' }));
    expect(html).toContain('>Salvar</button>');
    expect(css).toContain(`background:var(--rt-color-primary, ${colorThemes.light.primary})`);
  });

  it('speaks the default locale (pt)', () => {
    const { html } = renderAlone(COMPONENTS.SortableList!);
    expect(html).toContain('aria-label="Reordenar Boas-vindas"');
  });
});
