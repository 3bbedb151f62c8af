import { ApiError, SessionChangedError, ValidationError, type Ticket } from '@retoma/api-client';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../../platform/api';
import { useTicketsT } from '../messages';
import {
  EMPTY_TICKET_FORM,
  TICKET_FORM_FIELDS,
  checkTicketForm,
  ticketFormValues,
  type TicketFormErrors,
  type TicketFormField,
  type TicketFormValues,
} from '../components/ticketFormValues';
import { useDuplicateCheck } from './useDuplicateCheck';

/**
 * The create / edit form of a ticket: values, the schema check before sending, the server's 422 messages on
 * their fields (nothing typed is lost), and the duplicate guard — a lead with an open ticket for the product
 * cannot get a second one. On edit the e-mail identifies the lead and stays as it is.
 */
export function useTicketForm(ticket: Ticket | null, onSaved: (saved: Ticket) => void) {
  const api = useApi();
  const t = useTicketsT();
  const [values, setValues] = useState<TicketFormValues>(() => (ticket ? ticketFormValues(ticket) : EMPTY_TICKET_FORM));
  const [errors, setErrors] = useState<TicketFormErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Editing keeps the ticket's own product: only moving it to another product can collide with an open ticket.
  const checksDuplicate = ticket === null || values.produto_id !== ticket.produto_id;
  const duplicateId = useDuplicateCheck(values.email, values.produto_id, checksDuplicate);

  function change<F extends TicketFormField>(field: F, value: TicketFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    // The message was about the old value.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkTicketForm(values, t);
    if (!check.ok) {
      setErrors(check.errors);
      setSummary(t('tickets.form.fixErrors'));
      return;
    }
    if (duplicateId !== null) return;
    setPending(true);
    setSummary(null);
    try {
      onSaved(ticket ? await api.tickets.update(ticket.id, check.input) : await api.tickets.create(check.input));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error instanceof SessionChangedError) return;
      if (error instanceof ValidationError) {
        const messages = error.fieldMessages();
        setErrors(Object.fromEntries(TICKET_FORM_FIELDS.map((field) => [field, messages[field]])));
      }
      setSummary(error.message);
    } finally {
      setPending(false);
    }
  }

  return { values, errors, summary, pending, duplicateId, change, submit };
}
