import type { Lead } from '@retoma/api-client';
import { Avatar, Card, formatCpf, formatPhone } from '@retoma/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAttendT } from '../messages';
import { leadPhoneDigits } from '../lib/leadPhone';
import { FactList } from './FactList';
import { TruncatedText } from './TruncatedText';

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
  strong {
    min-inline-size: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: ${({ theme }) => theme.space[4]};
`;

export interface LeadCardProps {
  lead: Lead;
  /** Ways to reach the lead (WhatsApp, e-mail) while attending; none on the read-only detail. */
  actions?: ReactNode;
}

/** Who the ticket is about: name, phone, e-mail and CPF. */
export function LeadCard({ lead, actions }: LeadCardProps) {
  const t = useAttendT();
  return (
    <Card title={t('attend.lead.title')}>
      <Identity>
        <Avatar name={lead.nome} size="lg" decorative />
        <TruncatedText as="strong">{lead.nome}</TruncatedText>
      </Identity>
      <FactList>
        <dt>{t('attend.lead.phone')}</dt>
        <dd>{formatPhone(leadPhoneDigits(lead))}</dd>
        <dt>{t('attend.lead.email')}</dt>
        <dd>
          <TruncatedText>{lead.email}</TruncatedText>
        </dd>
        <dt>{t('attend.lead.cpf')}</dt>
        <dd>{formatCpf(lead.cpf)}</dd>
      </FactList>
      {actions && (
        <Actions role="group" aria-label={t('attend.actions.label')}>
          {actions}
        </Actions>
      )}
    </Card>
  );
}
