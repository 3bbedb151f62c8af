import { ApiError, type LeadDetail } from '@retoma/api-client';
import { Button, Modal, TextField, useToast } from '@retoma/ui';
import { useState } from 'react';
import { useApi } from '../../../platform/api';
import { useLeadsT } from '../messages';

export interface EraseLeadDialogProps {
  lead: LeadDetail;
  isOpen: boolean;
  onClose: () => void;
  onErased: (lead: LeadDetail) => void;
}

/**
 * Erasing a person's data cannot be undone: the dialog says what goes and what stays, and the button only works once
 * the person has typed the confirmation word.
 */
export function EraseLeadDialog({ lead, isOpen, onClose, onErased }: EraseLeadDialogProps) {
  const t = useLeadsT();
  const api = useApi();
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const word = t('leads.lgpd.eraseWord');
  const close = () => {
    setTyped('');
    onClose();
  };
  const erase = async () => {
    setPending(true);
    try {
      const erased = await api.leads.erase(lead.id);
      toast.success(t('leads.lgpd.erased'));
      setTyped('');
      onErased(erased);
    } catch (error) {
      toast.error(t('leads.lgpd.eraseFailed'), error instanceof ApiError ? error.message : undefined);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title={t('leads.lgpd.eraseTitle')}
      role="alertdialog"
      size="sm"
      closeLabel={t('leads.lgpd.eraseCancel')}
      footer={
        <>
          <Button variant="secondary" onPress={close}>
            {t('leads.lgpd.eraseCancel')}
          </Button>
          <Button variant="danger" isDisabled={typed.trim() !== word} isPending={pending} onPress={() => void erase()}>
            {t('leads.lgpd.eraseConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('leads.lgpd.eraseMessage')}</p>
      <TextField label={t('leads.lgpd.eraseType')} value={typed} onChange={setTyped} autoComplete="off" />
    </Modal>
  );
}
