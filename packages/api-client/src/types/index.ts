export * from './wire';
export * from './session';
