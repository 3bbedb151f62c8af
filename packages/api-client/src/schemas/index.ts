export * from './session';
export * from './identity';
export * from './settings';
export * from './conquistas';
export * from './tickets';
export * from './dashboard';
export * from './validation';
export * from './responses';
