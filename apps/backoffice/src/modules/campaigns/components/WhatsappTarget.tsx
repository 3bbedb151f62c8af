import { WHATSAPP_LINK_MESSAGE_MAX } from '@retoma/api-client';
import { whatsappTargetInput } from '@retoma/api-client/schemas';
import { Button, Modal, TextArea, TextField } from '@retoma/ui';
import { createContext, useContext, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useValidationMessage } from '../../../i18n';
import { useCampaignsT } from '../messages';

/** A step's "Mensagem no WhatsApp" as its form holds it: the number that receives the message, and the message. */
export interface WhatsappTargetValues {
  ddi: string;
  telefone: string;
  whatsapp: string;
}

type TargetErrors = Partial<Record<keyof WhatsappTargetValues, string>>;

interface WhatsappTargetState {
  value: WhatsappTargetValues;
  errors: TargetErrors;
  onChange: (value: WhatsappTargetValues) => void;
  /** An e-mail gets the button as a link (tracked like its other links when sent); an SMS gets the address alone. */
  asLink?: boolean;
}

const TargetContext = createContext<WhatsappTargetState | null>(null);

/**
 * The step form's WhatsApp target, for the message variables wherever the body's editor draws them: its
 * "Mensagem no WhatsApp" asks for the number and message before it inserts the button.
 */
export function WhatsappTargetProvider({ children, ...state }: WhatsappTargetState & { children: ReactNode }) {
  return <TargetContext.Provider value={state}>{children}</TargetContext.Provider>;
}

export const useWhatsappTarget = () => useContext(TargetContext);

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Phone = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: 7rem 1fr;
`;

export interface WhatsappMessageDialogProps {
  initial: WhatsappTargetValues;
  /** The form's errors on these fields (the server's 422), shown on them as the dialog opens. */
  errors?: TargetErrors;
  onAccept: (value: WhatsappTargetValues) => void;
  onClose: () => void;
}

/**
 * "Mensagem no WhatsApp": the company's WhatsApp that receives the lead's message (country code and number) and
 * the message the lead finds typed in, which may name the lead and the product. Checked as the server checks it;
 * accepting inserts the button's variable.
 */
export function WhatsappMessageDialog({ initial, errors: initialErrors = {}, onAccept, onClose }: WhatsappMessageDialogProps) {
  const t = useCampaignsT();
  const translate = useValidationMessage();
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<TargetErrors>(initialErrors);
  const set = (field: keyof WhatsappTargetValues) => (text: string) => setValue((current) => ({ ...current, [field]: text }));

  const accept = () => {
    const parsed = whatsappTargetInput.safeParse(value);
    if (parsed.success) {
      onAccept(value);
      return;
    }
    const found: TargetErrors = {};
    for (const { path, message } of parsed.error.issues) {
      const field = path[0] as keyof WhatsappTargetValues;
      found[field] ??= translate(message);
    }
    setErrors(found);
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('campaigns.whatsapp.title')}
      closeLabel={t('campaigns.whatsapp.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('campaigns.whatsapp.cancel')}
          </Button>
          <Button onPress={accept}>{t('campaigns.whatsapp.insert')}</Button>
        </>
      }
    >
      {/* Checked by the schema on "Inserir" (no form of its own: it sits inside the step's form). */}
      <Fields>
        <p>{t('campaigns.whatsapp.intro')}</p>
        <Phone>
          <TextField
            label={t('campaigns.whatsapp.ddi')}
            inputMode="numeric"
            isRequired
            validationBehavior="aria"
            value={value.ddi}
            onChange={set('ddi')}
            errorMessage={errors.ddi}
          />
          <TextField
            type="tel"
            label={t('campaigns.whatsapp.telefone')}
            description={t('campaigns.whatsapp.telefoneHint')}
            isRequired
            validationBehavior="aria"
            value={value.telefone}
            onChange={set('telefone')}
            errorMessage={errors.telefone}
          />
        </Phone>
        <TextArea
          label={t('campaigns.whatsapp.mensagem')}
          description={t('campaigns.whatsapp.mensagemHint')}
          isRequired
          validationBehavior="aria"
          rows={4}
          maxLength={WHATSAPP_LINK_MESSAGE_MAX}
          showCount
          value={value.whatsapp}
          onChange={set('whatsapp')}
          errorMessage={errors.whatsapp}
        />
      </Fields>
    </Modal>
  );
}

const Summary = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * Under the variables: where the step's "Mensagem no WhatsApp" leads (or the server's word that it needs a number),
 * with buttons to change it or take it off.
 */
export function WhatsappTargetSummary({ onEdit }: { onEdit: () => void }) {
  const t = useCampaignsT();
  const target = useWhatsappTarget();
  if (!target) return null;
  const { value, errors, onChange } = target;
  const problem = errors.telefone ?? errors.ddi ?? errors.whatsapp;
  if (!value.telefone && !problem) return null;
  return (
    <Summary role="group" aria-label={t('campaigns.whatsapp.title')}>
      {value.telefone && (
        <span>{t('campaigns.whatsapp.summary', { phone: `+${value.ddi} ${value.telefone}`, message: value.whatsapp })}</span>
      )}
      <Button size="sm" variant="secondary" onPress={onEdit}>
        {t(value.telefone ? 'campaigns.whatsapp.edit' : 'campaigns.whatsapp.add')}
      </Button>
      {value.telefone && (
        <Button size="sm" variant="secondary" onPress={() => onChange({ ddi: '55', telefone: '', whatsapp: '' })}>
          {t('campaigns.whatsapp.remove')}
        </Button>
      )}
      {problem && <Problem role="alert">{problem}</Problem>}
    </Summary>
  );
}
