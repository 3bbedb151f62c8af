export { CartesianPlot, type CartesianScales } from './CartesianPlot';
export { cartesianModel, seriesValue, type CartesianChartProps, type ChartSeries } from './cartesianData';
