import { createElement as h, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as charts from '../charts';
import * as kit from '../index';
import type { StyleProps } from './styleProps';

/**
 * The escape hatches (`className`, `style`) reach each exported component's outermost element. Every exported
 * component must appear in exactly one of the lists below, so a new one cannot be exported without a decision.
 */
const CLASS = 'consumer-hatch';
const STYLE = { marginBlockStart: '7px' };
const hatches = { className: CLASS, style: STYLE };

const noop = () => {};
const steps = [{ id: 'a', name: 'Boas-vindas' }];
interface Sale {
  month: string;
  total: number;
}
const sales: Sale[] = [{ month: 'mar', total: 10 }];

/** Rendered on the server with the hatches; their first element must carry both. */
const RENDERED: Record<string, ReactElement> = {
  Alert: h(kit.Alert, { ...hatches, children: 'Falhou' }),
  Avatar: h(kit.Avatar, { ...hatches, name: 'Ana Souza' }),
  Badge: h(kit.Badge, { ...hatches, children: 'Ativo' }),
  Button: h(kit.Button, { ...hatches, children: 'Salvar' }),
  Card: h(kit.Card, { ...hatches, title: 'Resumo', children: 'Conteúdo' }),
  Checkbox: h(kit.Checkbox, { ...hatches, children: 'Aceito' }),
  DataTable: h(kit.DataTable<{ id: number; name: string }>, {
    ...hatches,
    'aria-label': 'Clientes',
    columns: [{ id: 'name', header: 'Nome' }],
    rows: [{ id: 1, name: 'Ana Souza' }],
    total: 1,
    page: 1,
    perPage: 10,
    onChange: noop,
  }),
  EmptyState: h(kit.EmptyState, hatches),
  IconButton: h(kit.IconButton, { ...hatches, 'aria-label': 'Fechar', icon: 'x' }),
  Link: h(kit.Link, { ...hatches, href: '/ajuda', children: 'Ajuda' }),
  NativeButton: h(kit.NativeButton, { ...hatches, children: 'Salvar' }),
  NativeTextField: h(kit.NativeTextField, { ...hatches, label: 'Nome' }),
  NativeRadioGroup: h(kit.NativeRadioGroup, { ...hatches, label: 'Canal', options: [{ value: 'sms', label: 'SMS' }] }),
  NumberField: h(kit.NumberField, { ...hatches, label: 'Quantidade' }),
  PageHeader: h(kit.PageHeader, { ...hatches, title: 'Clientes' }),
  SortableList: h(kit.SortableList<(typeof steps)[number]>, {
    ...hatches,
    'aria-label': 'Passos',
    items: steps,
    getLabel: (step) => step.name,
    renderItem: (step) => step.name,
    onReorder: noop,
  }),
  Spinner: h(kit.Spinner, hatches),
  StatCard: h(kit.StatCard, { ...hatches, label: 'Vendas', value: 12 }),
  Switch: h(kit.Switch, { ...hatches, children: 'Ativo' }),
  TextArea: h(kit.TextArea, { ...hatches, label: 'Observações' }),
  TextField: h(kit.TextField, { ...hatches, label: 'Nome' }),
  Tabs: h(kit.Tabs, { ...hatches, children: 'x' }),
  RadioGroup: h(kit.RadioGroup, { ...hatches, label: 'Canal', options: [{ value: 'sms', label: 'SMS' }] }),
  Select: h(kit.Select, { ...hatches, label: 'Canal', options: [{ id: 'sms', label: 'SMS' }] }),
  ComboBox: h(kit.ComboBox, { ...hatches, label: 'Canal', options: [{ id: 'sms', label: 'SMS' }] }),
  DatePicker: h(kit.DatePicker, { ...hatches, label: 'Data' }),
  DateRangePicker: h(kit.DateRangePicker, { ...hatches, label: 'Período' }),
  MoneyField: h(kit.MoneyField, { ...hatches, label: 'Preço' }),
  Form: h(kit.Form, { ...hatches, children: 'x' }),
  Breadcrumbs: h(kit.Breadcrumbs, { ...hatches, items: [{ id: 'a', label: 'Início', href: '/' }] }),
  Skeleton: h(kit.Skeleton, hatches),
  StatusChip: h(kit.StatusChip, { ...hatches, status: 1 }),
  ChatBubble: h(kit.ChatBubble, { ...hatches, textContent: 'Olá' }),
  LoadingOverlay: h(kit.LoadingOverlay, { ...hatches, isLoading: true, children: 'x' }),
  Timeline: h(kit.Timeline, { ...hatches, events: [] }),
  FileInput: h(kit.FileInput, { ...hatches, label: 'Comprovante' }),
  PageTransition: h(kit.PageTransition, { ...hatches, transitionKey: 'a', children: 'x' }),
  TopBar: h(kit.TopBar, hatches),
  QuickMenu: h(kit.QuickMenu, { ...hatches, items: [] }),
  SideNav: h(kit.SideNav, { ...hatches, entries: [] }),
  EventCalendar: h(kit.EventCalendar, {
    ...hatches,
    events: [],
    view: 'month',
    onViewChange: noop,
    date: new kit.CalendarDate(2026, 3, 14),
    onDateChange: noop,
    renderEvent: () => null,
  }),
  BarChart: h(charts.BarChart<Sale>, {
    ...hatches,
    title: 'Vendas',
    data: sales,
    xKey: 'month',
    series: [{ key: 'total', label: 'Total' }],
  }),
  LineChart: h(charts.LineChart<Sale>, {
    ...hatches,
    title: 'Vendas',
    data: sales,
    xKey: 'month',
    series: [{ key: 'total', label: 'Total' }],
  }),
  DonutChart: h(charts.DonutChart, { ...hatches, title: 'Canais', data: [{ label: 'SMS', value: 3 }] }),
};

/**
 * Drawn only in a browser: overlays put their surface in a portal, and SafeHtml sanitises with the DOM parser.
 * Their props are checked by type here.
 */
const BROWSER_ONLY = ['Tooltip', 'Popover', 'Menu', 'Modal', 'ConfirmDialog', 'SidePanel', 'SafeHtml'];

/** Not components a consumer styles: providers, context parts and re-exported date classes. */
const NOT_STYLED = [
  'UiProvider',
  'ToastProvider',
  'ModalTrigger',
  'Popup',
  'CalendarDate',
  'CalendarDateTime',
  'Tab',
  'TabList',
  'TabPanel',
];

const exportedComponents = Object.entries({ ...kit, ...charts })
  .filter(([name, value]) => /^[A-Z][a-z]/.test(name) && typeof value === 'function')
  .map(([name]) => name)
  .sort();

describe('className and style escape hatches', () => {
  it('leave no exported component undecided', () => {
    const decided = [...Object.keys(RENDERED), ...BROWSER_ONLY, ...NOT_STYLED].sort();
    expect(decided).toEqual(exportedComponents);
  });

  it.each(Object.entries(RENDERED))('%s puts them on its outermost element', (_name, element) => {
    const html = renderToString(element);
    // react-aria's collections render a <template> first; the component's own element follows.
    const first = /<[a-z][^>]*>/.exec(html.replace(/<template>[\s\S]*?<\/template>/g, ''))?.[0] ?? '';
    expect(first).toMatch(new RegExp(`class="[^"]*\\b${CLASS}\\b`));
    expect(first).toContain('margin-block-start:7px');
  });

  it('are props of the components drawn only in a browser', () => {
    expectTypeOf<kit.TooltipProps>().toExtend<StyleProps>();
    expectTypeOf<kit.PopoverProps>().toExtend<StyleProps>();
    expectTypeOf<kit.ModalProps>().toExtend<StyleProps>();
    expectTypeOf<kit.SidePanelProps>().toExtend<StyleProps>();
    expectTypeOf<kit.SafeHtmlProps>().toExtend<StyleProps>();
    expectTypeOf<kit.MenuProps>().toExtend<StyleProps>();
    expectTypeOf<kit.ConfirmDialogProps>().toExtend<StyleProps>();
    for (const name of BROWSER_ONLY) expect(typeof (kit as Record<string, ComponentType | unknown>)[name]).toBe('function');
  });
});
