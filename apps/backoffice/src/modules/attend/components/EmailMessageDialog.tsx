import { Modal, SafeHtml } from '@retoma/ui';
import { useAttendT } from '../messages';
import { FactList } from './FactList';

export interface EmailMessageDialogProps {
  /** The e-mail to show; the dialog is closed while null. */
  email: { assunto: string; mensagem: string } | null;
  onClose: () => void;
}

/** A sent e-mail as the lead received it; its HTML passes the kit's sanitiser before it is shown. */
export function EmailMessageDialog({ email, onClose }: EmailMessageDialogProps) {
  const t = useAttendT();
  return (
    <Modal
      title={t('attend.emailView.title')}
      closeLabel={t('attend.dialog.close')}
      isOpen={email !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {email && (
        <>
          <FactList>
            <dt>{t('attend.email.subject')}</dt>
            <dd>{email.assunto}</dd>
          </FactList>
          <SafeHtml html={email.mensagem} />
        </>
      )}
    </Modal>
  );
}
