import { Button, Form, FormActions, Modal } from '@retoma/ui';
import type { FormEvent, ReactNode } from 'react';
import { useCatalogT } from '../messages';

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  /** A message about the whole form (a refusal, a failure), shown above the fields. */
  summary?: string;
  children: ReactNode;
}

/** A create/edit form in a dialog: the fields, then Cancelar and Salvar; it cannot be dismissed while saving. */
export function FormDialog({ title, onClose, onSubmit, pending, summary, children }: FormDialogProps) {
  const t = useCatalogT();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={!pending}
      isKeyboardDismissDisabled={pending}
      title={title}
      closeLabel={t('shell.close')}
    >
      <Form onSubmit={onSubmit} errorSummary={summary} validationBehavior="aria">
        {children}
        <FormActions>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            {t('catalog.form.cancel')}
          </Button>
          <Button type="submit" isPending={pending}>
            {t('catalog.form.save')}
          </Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
