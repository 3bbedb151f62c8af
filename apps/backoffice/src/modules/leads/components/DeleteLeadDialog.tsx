import { ApiError, type LeadListItem } from '@retoma/api-client';
import { Button, Modal, Spinner, useToast, useUiLocale } from '@retoma/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { removalText } from '../lib/countedTexts';
import { useLeadsT } from '../messages';

export interface DeleteLeadDialogProps {
  /** The lead asked about; null when the dialog is closed. */
  lead: Pick<LeadListItem, 'id' | 'nome'> | null;
  onClose: () => void;
  onDeleted: () => void | Promise<unknown>;
}

/**
 * Deleting a lead says first what goes with it (campaign entries, sends), read from the server. A lead with sales
 * or tickets cannot be deleted (sales figures and commissions would go too): the dialog says so and points to the
 * LGPD erasure instead, with no delete button.
 */
export function DeleteLeadDialog({ lead, onClose, onDeleted }: DeleteLeadDialogProps) {
  const t = useLeadsT();
  const locale = useUiLocale();
  const api = useApi();
  const toast = useToast();
  const { slug } = useCompanySession();
  const [pending, setPending] = useState(false);
  const removal = useSWR(lead ? [slug, 'leads', lead.id, 'exclusao'] : null, () => api.leads.removal(lead!.id));
  const data = removal.data;

  const confirm = async () => {
    if (!lead) return;
    setPending(true);
    try {
      await api.leads.remove(lead.id);
      toast.success(t('leads.delete.done'));
      onClose();
      await onDeleted();
    } catch (error) {
      toast.error(t('leads.delete.failed'), error instanceof ApiError ? error.message : undefined);
    } finally {
      setPending(false);
    }
  };

  const name = lead?.nome ?? '';
  const message = !data ? t('leads.delete.checking', { name }) : removalText(t, locale, name, data);

  return (
    <Modal
      isOpen={lead !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('leads.delete.title')}
      role="alertdialog"
      size="sm"
      closeLabel={t('leads.delete.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {data?.pode_excluir === false ? t('leads.delete.close') : t('leads.delete.cancel')}
          </Button>
          {data?.pode_excluir && (
            <Button variant="danger" onPress={() => void confirm()} isPending={pending}>
              {t('leads.delete.confirm')}
            </Button>
          )}
        </>
      }
    >
      {!data && removal.isLoading ? <Spinner size="sm" decorative /> : null}
      <p>{message}</p>
    </Modal>
  );
}
