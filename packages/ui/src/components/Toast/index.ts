export { ToastProvider, useToast, type ToastProviderProps, type ToastApi, type ShowToastOptions, type ToastValue } from './ToastProvider';
export { TOAST_TIMEOUTS, toastTimeout, type ToastTone } from './timeouts';
