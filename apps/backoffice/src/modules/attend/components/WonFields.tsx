import { Checkbox, Select, TextField } from '@retoma/ui';
import styled from 'styled-components';
import { useAttendT } from '../messages';
import { useProductGifts } from '../hooks/useFinishOptions';
import type { OutcomeFieldsProps } from '../lib/finishForm';
import { StatusChoice } from './StatusChoice';

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-inline-start: ${({ theme }) => theme.space[5]};
  border-inline-start: 2px solid ${({ theme }) => theme.colors.border};
`;
const Rule = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A won sale: how it was concluded, a physical gift when that status allows one (a request for the gift team,
 * sent to the lead unless the agent names someone else), and the upsell product offered, if any.
 */
export function WonFields({ ticket, statuses, values, errors, onChange }: OutcomeFieldsProps) {
  const t = useAttendT();
  const status = statuses.find((candidate) => candidate.id === values.status_atendimento_id);
  const giftAllowed = status?.hab_brinde ?? false;
  const gifts = useProductGifts(ticket.produto_id, giftAllowed && values.tembrinde);
  const upsellers = ticket.produto.upsellers;
  return (
    <>
      <StatusChoice
        outcome="ganhou"
        statuses={statuses}
        value={values.status_atendimento_id}
        onChange={(chosen) => onChange({ status_atendimento_id: chosen.id, tembrinde: chosen.hab_brinde && values.tembrinde })}
        errorMessage={errors.status_atendimento_id}
      />
      {giftAllowed && (
        <Checkbox isSelected={values.tembrinde} onChange={(tembrinde) => onChange({ tembrinde })} errorMessage={errors.tembrinde}>
          {t('attend.finish.gift')}
        </Checkbox>
      )}
      {giftAllowed && values.tembrinde && (
        <Group>
          <Select
            label={t('attend.finish.giftChoice')}
            placeholder={t('attend.finish.choose')}
            options={gifts.data ?? []}
            emptyText={gifts.isLoading ? t('attend.loadingOptions') : t('attend.finish.giftsEmpty')}
            selectedKey={values.brinde_id}
            onSelectionChange={(key) => onChange({ brinde_id: key === null ? null : Number(key) })}
            errorMessage={gifts.error ? t('attend.finish.giftsError') : errors.brinde_id}
            isRequired
          />
          <TextField
            label={t('attend.finish.recipientName')}
            value={values.nome_destinatario}
            onChange={(nome_destinatario) => onChange({ nome_destinatario })}
            errorMessage={errors.nome_destinatario}
            isRequired
          />
          <TextField
            type="email"
            label={t('attend.finish.recipientEmail')}
            value={values.email_destinatario}
            onChange={(email_destinatario) => onChange({ email_destinatario })}
            errorMessage={errors.email_destinatario}
            isRequired
          />
        </Group>
      )}
      {upsellers.length > 0 && (
        <Checkbox isSelected={values.hasupsell} onChange={(hasupsell) => onChange({ hasupsell })} errorMessage={errors.hasupsell}>
          {t('attend.finish.upsell')}
        </Checkbox>
      )}
      {upsellers.length > 0 && values.hasupsell && (
        <Group>
          <Select
            label={t('attend.finish.upsellProduct')}
            placeholder={t('attend.finish.choose')}
            options={upsellers.map((product) => ({ id: product.id, label: product.nome }))}
            selectedKey={values.upsell}
            onSelectionChange={(key) => onChange({ upsell: key === null ? null : Number(key) })}
            errorMessage={errors.upsell}
            isRequired
          />
          <Rule>{t('attend.finish.upsellRule')}</Rule>
        </Group>
      )}
    </>
  );
}
