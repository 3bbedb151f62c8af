export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** How long a toast stays (ms): errors 8.8 s, as the spec says, so they can be read; the rest 5 s. */
export const TOAST_TIMEOUTS = { error: 8800, default: 5000 } as const;

/** The display time of a toast: the caller's, else its tone's. `0` means "until closed". */
export function toastTimeout(tone: ToastTone, timeout?: number): number | undefined {
  const ms = timeout ?? (tone === 'error' ? TOAST_TIMEOUTS.error : TOAST_TIMEOUTS.default);
  return ms > 0 ? ms : undefined;
}
