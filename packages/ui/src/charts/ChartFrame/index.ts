export { ChartFrame, frameProps, type ChartCommonProps, type ChartView, type ChartTableModel, type PlotArea } from './ChartFrame';
export { ChartSurface, type PointDescription } from './ChartSurface';
export { ChartTooltip, type ChartTooltipEntry } from './ChartTooltip';
