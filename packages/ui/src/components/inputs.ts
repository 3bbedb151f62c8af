// Form controls, feedback and overlays.
export * from './Button';
export * from './TextField';
export * from './Alert';
