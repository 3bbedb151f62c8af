import { describe, expect, it } from 'vitest';
import type { TicketsTranslate } from '../messages';
import { checkTicketForm, EMPTY_TICKET_FORM } from './ticketFormValues';

/** Messages by key, so the test reads which message each field got. */
const t: TicketsTranslate = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe('ticket form checked with the API schema', () => {
  it('names every missing field with its own message', () => {
    const check = checkTicketForm(EMPTY_TICKET_FORM, t);
    expect(check).toEqual({
      ok: false,
      errors: {
        origem_id: 'tickets.form.originRequired',
        tipo_duvida_id: 'tickets.form.doubtRequired',
        produto_id: 'tickets.form.productRequired',
        nome: 'tickets.form.nameRequired',
        email: 'tickets.form.emailRequired',
        telefone: 'tickets.form.phoneRequired',
        detalhamento: 'tickets.form.detailsRequired',
      },
    });
  });

  it('tells a malformed value from a missing one', () => {
    const check = checkTicketForm({ ...EMPTY_TICKET_FORM, email: 'ana@', telefone: '1234', ddi: '+' }, t);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({
      email: 'tickets.form.emailInvalid',
      telefone: 'tickets.form.phoneInvalid',
      ddi: 'tickets.form.ddiInvalid',
    });
  });

  it('sends digits and trimmed text: what the schema made of the form', () => {
    const check = checkTicketForm(
      {
        origem_id: 1,
        tipo_duvida_id: 2,
        produto_id: 3,
        nome: '  Helena Prado ',
        email: 'helena@gmail.com',
        ddi: '+55',
        telefone: '(11) 98765-4321',
        detalhamento: 'Quer parcelar.',
      },
      t,
    );
    expect(check).toEqual({
      ok: true,
      input: {
        origem_id: 1,
        tipo_duvida_id: 2,
        produto_id: 3,
        nome: 'Helena Prado',
        email: 'helena@gmail.com',
        ddi: '55',
        telefone: '11987654321',
        detalhamento: 'Quer parcelar.',
      },
    });
  });
});
