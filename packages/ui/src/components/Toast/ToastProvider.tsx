import { createContext, lazy, Suspense, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { toastTimeout, type ToastTone } from './timeouts';

// The toasts' look and behaviour load with the first toast: a page that never shows one never downloads them.
const ToastRegion = lazy(() => import('./ToastRegion'));

/** What a queued toast shows. */
export interface ToastValue {
  title: string;
  description?: string;
  tone: ToastTone;
}

export interface ShowToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds on screen; by tone when not given (errors 8800, others 5000); `0` keeps it until closed. */
  timeout?: number;
  onClose?: () => void;
}

export interface ToastApi {
  /** Queues a toast and returns its key. */
  show(options: ShowToastOptions): string;
  success(title: string, description?: string): string;
  error(title: string, description?: string): string;
  warning(title: string, description?: string): string;
  info(title: string, description?: string): string;
  close(key: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Name of the landmark that holds the toasts (F6 jumps to it). */
  regionLabel?: string;
  /** Name of each toast's × button. */
  closeLabel?: string;
  /** More toasts wait in the queue until one closes. */
  maxVisible?: number;
}

/**
 * Holds the app's toast queue and, while any toast is visible, renders them in an accessible region (a landmark;
 * each toast is announced, timers pause while it is hovered or focused). Put it once near the root; call
 * `useToast()` below.
 */
export function ToastProvider({ children, regionLabel = 'Notificações', closeLabel = 'Fechar', maxVisible = 5 }: ToastProviderProps) {
  const [queue] = useState(() => new ToastQueue<ToastValue>({ maxVisibleToasts: maxVisible }));
  const api = useMemo<ToastApi>(() => {
    const show = ({ title, description, tone = 'info', timeout, onClose }: ShowToastOptions) =>
      queue.add({ title, description, tone }, { timeout: toastTimeout(tone, timeout), onClose });
    const by = (tone: ToastTone) => (title: string, description?: string) => show({ title, description, tone });
    return {
      show,
      success: by('success'),
      error: by('error'),
      warning: by('warning'),
      info: by('info'),
      close: (key) => queue.close(key),
    };
  }, [queue]);
  const showing = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {showing && (
        <Suspense fallback={null}>
          <ToastRegion queue={queue} regionLabel={regionLabel} closeLabel={closeLabel} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** Shows toasts: `const toast = useToast(); toast.success('Salvo')`, `toast.error('Erro', message)`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
