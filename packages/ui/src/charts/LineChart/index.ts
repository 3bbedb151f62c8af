export { LineChart, type LineChartProps, type CartesianChartProps, type ChartSeries } from './LineChart';
