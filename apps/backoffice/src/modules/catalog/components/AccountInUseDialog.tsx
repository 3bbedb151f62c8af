import type { Conta } from '@retoma/api-client';
import { Button, Modal } from '@retoma/ui';
import { useNavigate } from 'react-router-dom';
import { useCompanyHref } from '../../../platform/links';
import { useCatalogT } from '../messages';

/**
 * An account that products use cannot be deleted (they would lose their platform): said before asking, with the way
 * to those products.
 */
export function AccountInUseDialog({ conta, onClose }: { conta: Conta; onClose: () => void }) {
  const t = useCatalogT();
  const navigate = useNavigate();
  const href = useCompanyHref();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      title={t('catalog.contas.inUseTitle')}
      closeLabel={t('shell.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('catalog.form.close')}
          </Button>
          <Button onPress={() => navigate(href('produtos', {}, { conta_id: conta.id }))}>{t('catalog.contas.seeProducts')}</Button>
        </>
      }
    >
      <p>{t('catalog.contas.inUseText', { name: conta.nome, count: conta.produtos_count })}</p>
    </Modal>
  );
}
