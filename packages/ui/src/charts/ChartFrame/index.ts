export { ChartFrame, type ChartCommonProps, type ChartView, type ChartTableModel } from './ChartFrame';
export { ChartTooltip, type ChartTooltipEntry } from './ChartTooltip';
