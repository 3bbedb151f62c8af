import { Button } from '@retoma/ui';
import { Copy } from 'lucide-react';
import { useSalesLinksT } from '../messages';
import { useCopyLink } from '../hooks/useCopyLink';

/** "Copiar" for one of the agent's addresses, named after the link for screen readers. */
export function CopyUrlButton({ url, name }: { url: string; name: string }) {
  const t = useSalesLinksT();
  const copy = useCopyLink();
  return (
    <Button size="sm" variant="secondary" onPress={() => void copy(url, name)} aria-label={t('salesLinks.mine.copy', { name })}>
      <Copy aria-hidden size={14} />
      {t('salesLinks.mine.copyShort')}
    </Button>
  );
}
