import { ValidationError, type LeadDetail } from '@retoma/api-client';
import { Button, formatCpf, TextField, useToast } from '@retoma/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useLeadsT } from '../messages';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;
const Actions = styled.div`
  grid-column: 1 / -1;
`;

/**
 * The lead's contact data: the name and the phone (with its country code) are corrected here; the e-mail and the
 * CPF come from the sales platform and are shown read-only. Server errors land on their fields, nothing typed lost.
 */
export function LeadContactForm({ lead, canEdit, onSaved }: { lead: LeadDetail; canEdit: boolean; onSaved: (lead: LeadDetail) => void }) {
  const t = useLeadsT();
  const api = useApi();
  const toast = useToast();
  const [nome, setNome] = useState(lead.nome);
  const [ddi, setDdi] = useState(lead.ddi);
  const [telefone, setTelefone] = useState(`${lead.ddd}${lead.telefone}`);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const readOnly = !canEdit || lead.anonimizado_em !== null;

  const save = async () => {
    setPending(true);
    try {
      const saved = await api.leads.update(lead.id, { nome, ddi, telefone: telefone.replace(/\D/g, '') });
      setErrors({});
      toast.success(t('leads.contact.saved'));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ValidationError) setErrors(error.fieldMessages());
      else toast.error(t('leads.contact.saveFailed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('leads.contact.nome')}
        value={nome}
        onChange={setNome}
        isReadOnly={readOnly}
        errorMessage={errors.nome}
        isRequired
      />
      <TextField
        label={t('leads.contact.ddi')}
        value={ddi}
        onChange={setDdi}
        isReadOnly={readOnly}
        errorMessage={errors.ddi}
        inputMode="numeric"
      />
      <TextField
        label={t('leads.contact.telefone')}
        description={t('leads.contact.telefoneHint')}
        value={telefone}
        onChange={setTelefone}
        isReadOnly={readOnly}
        errorMessage={errors.telefone}
        inputMode="tel"
      />
      <TextField label={t('leads.contact.email')} value={lead.email} isReadOnly description={t('leads.contact.readOnly')} />
      <TextField
        label={t('leads.contact.cpf')}
        value={lead.cpf ? formatCpf(lead.cpf) : ''}
        isReadOnly
        description={t('leads.contact.readOnly')}
      />
      {!readOnly && (
        <Actions>
          <Button type="submit" isPending={pending}>
            {t('leads.contact.save')}
          </Button>
        </Actions>
      )}
    </Form>
  );
}
