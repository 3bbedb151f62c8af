import { Button, SidePanel } from '@retoma/ui';
import type { ReactNode } from 'react';
import { useAttendT } from '../messages';

export interface FormSidePanelProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The id of the form inside: the footer's submit button sends it. */
  formId: string;
  pending: boolean;
  submitLabel: string;
  /** The footer's other button: "Cancelar" when closing discards a draft, "Fechar" when nothing is lost. */
  dismissLabel: string;
  children: ReactNode;
}

/** A side panel around one form of the attending screen, its footer holding dismiss and submit. */
export function FormSidePanel({ title, isOpen, onOpenChange, formId, pending, submitLabel, dismissLabel, children }: FormSidePanelProps) {
  const t = useAttendT();
  return (
    <SidePanel
      title={title}
      closeLabel={t('attend.dialog.close')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {dismissLabel}
          </Button>
          <Button type="submit" form={formId} isPending={pending}>
            {submitLabel}
          </Button>
        </>
      )}
    >
      {children}
    </SidePanel>
  );
}
