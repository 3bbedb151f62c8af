export * from './session';
export * from './identity';
export * from './settings';
