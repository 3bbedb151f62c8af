export { LineChart, type LineChartProps } from './LineChart';
export type { CartesianChartProps, ChartSeries } from '../cartesian';
