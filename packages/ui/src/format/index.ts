export * from './locale';
export * from './number';
export * from './date';
export * from './masks';
export * from './payment';
