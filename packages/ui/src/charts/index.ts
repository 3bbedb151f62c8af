// Charts live on their own sub-path (`@retoma/ui/charts`) so that importing a Button never pulls d3-shape in.
export * from './LineChart';
export * from './BarChart';
export * from './DonutChart';
export type { ChartCommonProps, ChartView } from './ChartFrame';
export { CHART_PALETTE, CHART_TEXTS, type ChartTexts, type ChartValueFormat, type ChartCategoryFormat } from './shared';
