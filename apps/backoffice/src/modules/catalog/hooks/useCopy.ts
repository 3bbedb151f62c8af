import { useToast } from '@retoma/ui';
import { useCatalogT } from '../messages';

/** Copies a text to the clipboard and says so (or that it could not: a browser without clipboard access). */
export function useCopy() {
  const t = useCatalogT();
  const toast = useToast();
  return async (text: string, copied: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copied);
    } catch {
      toast.error(t('catalog.copy.failed'), t('catalog.copy.failedHint'));
    }
  };
}
