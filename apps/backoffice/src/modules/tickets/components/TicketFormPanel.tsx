import type { Ticket } from '@retoma/api-client';
import { Button, Form, formatNumber, Select, SidePanel, TextArea, TextField, useUiLocale } from '@retoma/ui';
import styled from 'styled-components';
import { useTicketsT } from '../messages';
import { useTicketForm } from '../hooks/useTicketForm';
import { useDoubtTypeOptions, useOriginOptions, useProductOptions } from '../hooks/useTicketOptions';
import { DuplicateTicketNotice } from './DuplicateTicketNotice';
import { FieldStack } from '../../../platform/formLayout';

const FORM_ID = 'ticket-form';
const DETAILS_MAX = 5000;

const Phone = styled.div`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;
const Section = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

export interface TicketFormPanelProps {
  /** null: a new ticket. */
  ticket: Ticket | null;
  onClose: () => void;
  onSaved: (saved: Ticket) => void;
}

/** The ticket's data (origin, doubt, product) and its lead's (e-mail, name, phone, the request), in a side panel. */
export function TicketFormPanel({ ticket, onClose, onSaved }: TicketFormPanelProps) {
  const t = useTicketsT();
  const locale = useUiLocale();
  const form = useTicketForm(ticket, onSaved);
  const origins = useOriginOptions();
  const doubts = useDoubtTypeOptions();
  const products = useProductOptions();
  const { values, errors, change } = form;
  const select = (key: unknown) => (key === null ? null : Number(key));

  return (
    <SidePanel
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!form.pending}
      title={ticket ? t('tickets.form.editTitle', { id: ticket.id }) : t('tickets.form.createTitle')}
      closeLabel={t('tickets.form.close')}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={form.pending}>
            {t('tickets.form.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isPending={form.pending} isDisabled={form.duplicateId !== null}>
            {t('tickets.form.save')}
          </Button>
        </>
      )}
    >
      <Form id={FORM_ID} onSubmit={form.submit} validationBehavior="aria" errorSummary={form.summary ?? undefined}>
        <FieldStack>
          <Section>{t('tickets.form.ticketSection')}</Section>
          <Select
            label={t('tickets.form.origin')}
            options={(origins.data ?? []).map((origin) => ({ id: origin.id, label: origin.nome }))}
            placeholder={t('tickets.form.choose')}
            emptyText={t('tickets.form.noOptions')}
            isRequired
            value={values.origem_id}
            onChange={(key) => change('origem_id', select(key))}
            errorMessage={errors.origem_id}
          />
          <Select
            label={t('tickets.form.doubt')}
            options={(doubts.data ?? []).map((doubt) => ({ id: doubt.id, label: doubt.nome }))}
            placeholder={t('tickets.form.choose')}
            emptyText={t('tickets.form.noOptions')}
            isRequired
            value={values.tipo_duvida_id}
            onChange={(key) => change('tipo_duvida_id', select(key))}
            errorMessage={errors.tipo_duvida_id}
          />
          <Select
            label={t('tickets.form.product')}
            options={products.data ?? []}
            placeholder={t('tickets.form.choose')}
            emptyText={t('tickets.form.noOptions')}
            isRequired
            value={values.produto_id}
            onChange={(key) => change('produto_id', select(key))}
            errorMessage={errors.produto_id}
          />
          <Section>{t('tickets.form.leadSection')}</Section>
          <TextField
            label={t('tickets.form.email')}
            type="email"
            autoComplete="off"
            isRequired
            isReadOnly={ticket !== null}
            description={ticket ? t('tickets.form.emailFixed') : undefined}
            value={values.email}
            onChange={(value) => change('email', value)}
            errorMessage={errors.email}
          />
          {form.duplicateId !== null && <DuplicateTicketNotice ticketId={form.duplicateId} onFollow={onClose} />}
          <TextField
            label={t('tickets.form.name')}
            autoComplete="off"
            isRequired
            maxLength={120}
            value={values.nome}
            onChange={(value) => change('nome', value)}
            errorMessage={errors.nome}
          />
          <Phone>
            <TextField
              label={t('tickets.form.ddi')}
              inputMode="numeric"
              isRequired
              maxLength={4}
              value={values.ddi}
              onChange={(value) => change('ddi', value)}
              errorMessage={errors.ddi}
            />
            <TextField
              label={t('tickets.form.phone')}
              type="tel"
              description={t('tickets.form.phoneHint')}
              isRequired
              maxLength={20}
              value={values.telefone}
              onChange={(value) => change('telefone', value)}
              errorMessage={errors.telefone}
            />
          </Phone>
          <TextArea
            label={t('tickets.form.details')}
            rows={5}
            isRequired
            maxLength={DETAILS_MAX}
            showCount
            formatCount={(length, max) => `${formatNumber(length, { locale })}/${formatNumber(max, { locale })}`}
            value={values.detalhamento}
            onChange={(value) => change('detalhamento', value)}
            errorMessage={errors.detalhamento}
          />
        </FieldStack>
      </Form>
    </SidePanel>
  );
}
