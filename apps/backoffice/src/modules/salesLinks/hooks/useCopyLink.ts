import { useToast } from '@retoma/ui';
import { useSalesLinksT } from '../messages';

/** Copies an address to the clipboard and says so (or says it could not, so the person copies it by hand). */
export function useCopyLink() {
  const t = useSalesLinksT();
  const toast = useToast();
  return async (url: string, name: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('salesLinks.copy.done', { name }));
    } catch {
      toast.error(t('salesLinks.copy.failed'));
    }
  };
}
