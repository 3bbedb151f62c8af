export { valueScale, bandAt, bandIndexAt, labelStride, type ValueScale, type Band } from './scales';
export { barPath, type BarEnd } from './barPath';
