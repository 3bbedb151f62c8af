import type { Ticket } from '@retoma/api-client';
import { transferTicketInput } from '@retoma/api-client/schemas';
import { Button, ComboBox, Form, Modal } from '@retoma/ui';
import { useId, useState, type FormEvent } from 'react';
import type { Key } from 'react-aria-components';
import { useApi } from '../../../platform/api';
import { useAttendT } from '../messages';
import { useCompanyUsers } from '../hooks/useCompanyUsers';
import { useFormSubmit } from '../hooks/useFormSubmit';

export interface TransferTicketDialogProps {
  ticketId: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The ticket as the server left it, and the name of who received it. */
  onTransferred: (ticket: Ticket, userName: string) => void;
}

/** `POST /ticketsTransferir`: the ticket, and its pending returns, now wait for another user of the company. */
export function TransferTicketDialog({ ticketId, isOpen, onOpenChange, onTransferred }: TransferTicketDialogProps) {
  const t = useAttendT();
  const api = useApi();
  const formId = useId();
  const users = useCompanyUsers();
  const [userId, setUserId] = useState<Key | null>(null);
  const { failure, pending, submit, clear } = useFormSubmit(['user_id']);

  function transfer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = transferTicketInput.safeParse({ ticket_id: ticketId, user_id: userId === null ? undefined : Number(userId) });
    void submit(checked, async (input) => {
      const ticket = await api.tickets.transfer(input);
      onTransferred(ticket, users.data?.find((user) => user.id === input.user_id)?.label ?? '');
      onOpenChange(false);
    });
  }

  return (
    <Modal
      title={t('attend.transfer.title', { id: ticketId })}
      closeLabel={t('attend.dialog.close')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={pending}>
            {t('attend.dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={pending}>
            {t('attend.transfer.submit')}
          </Button>
        </>
      )}
    >
      <Form id={formId} onSubmit={transfer} validationBehavior="aria" errorSummary={failure.message}>
        <ComboBox
          label={t('attend.transfer.user')}
          placeholder={t('attend.transfer.userPlaceholder')}
          description={t('attend.transfer.help')}
          options={users.data ?? []}
          selectedKey={userId}
          onSelectionChange={(key) => {
            setUserId(key);
            clear('user_id');
          }}
          errorMessage={users.error ? t('attend.transfer.usersError') : failure.fields.user_id}
          emptyText={t('attend.transfer.noUsers')}
          openLabel={t('attend.transfer.openList')}
          isRequired
        />
      </Form>
    </Modal>
  );
}
