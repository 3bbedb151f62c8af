import { useEffect, useState } from 'react';
import { formatDate, formatDateTime, formatMonthYear, type DateInput } from '../format/date';
import type { Locale } from '../format/locale';
import { DEFAULT_CURRENCY } from '../format/locale';
import { formatNumber, formatPercent, formatPrice, formatThousands } from '../format/number';
import { useUiLocale } from '../provider/useUiLocale';
import { theme } from '../theme/theme';

/** Series colours: theme tokens (CSS variables), so charts follow light, dark and semi-dark. */
export const CHART_PALETTE: readonly string[] = [
  theme.colors.primary,
  theme.colors.success,
  theme.colors.warning,
  theme.colors.danger,
  theme.colors.secondary,
  theme.colors.dark,
];

export const colorAt = (index: number, given?: string) => given ?? CHART_PALETTE[index % CHART_PALETTE.length]!;

/** How values are written: in tooltips and the table in full, on axes compact (`1,2k`). */
export type ChartValueFormat = 'number' | 'thousands' | 'price' | 'currency' | 'percent';
/** How the category axis is written. */
export type ChartCategoryFormat = 'category' | 'date' | 'datetime' | 'month';

type Numeric = number | string | null | undefined;

/** A value in full; `currency` is the money of `format: 'currency'` (UiProvider's, reais by default). */
export function formatChartValue(value: Numeric, format: ChartValueFormat, locale: Locale, currency = DEFAULT_CURRENCY): string {
  switch (format) {
    case 'price':
      return formatPrice(value, { locale });
    case 'currency':
      return formatPrice(value, { locale, currency });
    case 'percent':
      return formatPercent(value, { locale });
    case 'thousands':
      return formatThousands(value, { locale });
    case 'number':
    default:
      return formatNumber(value, { locale });
  }
}

export function formatAxisValue(value: Numeric, format: ChartValueFormat, locale: Locale): string {
  return format === 'percent' ? formatPercent(value, { locale }) : formatThousands(value, { locale });
}

export function formatCategory(value: unknown, format: ChartCategoryFormat, locale: Locale): string {
  const input: DateInput = value instanceof Date || typeof value === 'string' || typeof value === 'number' ? value : null;
  switch (format) {
    case 'date':
      return formatDate(input, { locale });
    case 'datetime':
      return formatDateTime(input, { locale });
    case 'month':
      return formatMonthYear(input, { locale });
    case 'category':
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/**
 * The writing direction of `node` as laid out (UiProvider sets it once on <html>); charts mirror their axes in
 * rtl. Read after layout effects (the provider's own runs after its children's) and again when `dir` changes.
 */
export function useLayoutDirection(node: HTMLElement | null): 'ltr' | 'rtl' {
  const [direction, setDirection] = useState<'ltr' | 'rtl'>('ltr');
  useEffect(() => {
    if (!node) return undefined;
    const read = () => setDirection(getComputedStyle(node).direction === 'rtl' ? 'rtl' : 'ltr');
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
    return () => observer.disconnect();
  }, [node]);
  return direction;
}

/** The width of `node` in px, kept current as it resizes (0 until measured). */
export function useElementWidth(node: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!node) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return width;
}

/**
 * What a chart says by itself. The kit carries it in its four languages and picks it by `UiProvider`'s locale; an
 * app overrides any of it with the `texts` prop.
 */
export interface ChartTexts {
  /** The toggle's text in chart view. */
  showTable: string;
  /** The toggle's text in table view. */
  showChart: string;
  loading: string;
  /** Read after the chart's name: how to walk its points with the keyboard. */
  explore: string;
  /** Shown when there is no data; the kit's default empty text otherwise. */
  empty?: string;
  /** The table's first column header when `xLabel` is not given: a line chart's (over time)… */
  period: string;
  /** …and a bar chart's and a donut's (categories). */
  category: string;
  /** A donut's: the total in its hole, and its table's value and share columns. */
  total: string;
  value: string;
  share: string;
}

export const CHART_TEXTS: Record<Locale, ChartTexts> = {
  pt: {
    showTable: 'Ver tabela',
    showChart: 'Ver gráfico',
    loading: 'Carregando…',
    explore: 'Use as setas para percorrer os valores.',
    period: 'Período',
    category: 'Categoria',
    total: 'Total',
    value: 'Valor',
    share: 'Percentual',
  },
  en: {
    showTable: 'Show table',
    showChart: 'Show chart',
    loading: 'Loading…',
    explore: 'Use the arrow keys to go through the values.',
    period: 'Period',
    category: 'Category',
    total: 'Total',
    value: 'Value',
    share: 'Share',
  },
  de: {
    showTable: 'Tabelle anzeigen',
    showChart: 'Diagramm anzeigen',
    loading: 'Wird geladen…',
    explore: 'Mit den Pfeiltasten gehen Sie die Werte durch.',
    period: 'Zeitraum',
    category: 'Kategorie',
    total: 'Gesamt',
    value: 'Wert',
    share: 'Anteil',
  },
  fr: {
    showTable: 'Voir le tableau',
    showChart: 'Voir le graphique',
    loading: 'Chargement…',
    explore: 'Utilisez les flèches pour parcourir les valeurs.',
    period: 'Période',
    category: 'Catégorie',
    total: 'Total',
    value: 'Valeur',
    share: 'Part',
  },
};

/** The chart's texts in the UiProvider's locale, with the app's overrides. */
export function useChartTexts(overrides: Partial<ChartTexts> | undefined): ChartTexts {
  return { ...CHART_TEXTS[useUiLocale()], ...overrides };
}
