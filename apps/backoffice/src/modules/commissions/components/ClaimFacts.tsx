import type { PreComissaoDetalhe } from '@retoma/api-client';
import { formatCpf, formatDateTime, formatPhone } from '@retoma/ui';
import styled from 'styled-components';
import { useDateFormat } from '../../../platform/dateFormat';
import { useCommissionsT } from '../messages';
import { LeadProduct } from './LeadProduct';
import { Money } from './Money';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;
const Images = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  img {
    inline-size: 120px;
    block-size: 90px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0;
  }
`;

/** What a claim is about (lead, contact, ticket, amounts) and the agent's proof (text, other e-mail, screenshots). */
export function ClaimFacts({ claim }: { claim: PreComissaoDetalhe }) {
  const t = useCommissionsT();
  const dates = useDateFormat();
  const phone = `${claim.lead_contato.ddd}${claim.lead_contato.telefone}`;
  return (
    <>
      <LeadProduct lead={claim.lead} produto={claim.produto} />
      <Facts>
        <dt>{t('commissions.claim.email')}</dt>
        <dd>{claim.lead.email}</dd>
        {phone && (
          <>
            <dt>{t('commissions.claim.phone')}</dt>
            <dd>{formatPhone(phone)}</dd>
          </>
        )}
        {claim.lead_contato.cpf && (
          <>
            <dt>{t('commissions.claim.cpf')}</dt>
            <dd>{formatCpf(claim.lead_contato.cpf)}</dd>
          </>
        )}
        {claim.ticket_id && (
          <>
            <dt>{t('commissions.claim.ticket')}</dt>
            <dd>#{claim.ticket_id}</dd>
          </>
        )}
        <dt>{t('commissions.claim.date')}</dt>
        <dd>{formatDateTime(claim.created_at, dates)}</dd>
        <dt>{t('commissions.claim.sale')}</dt>
        <dd>
          <Money value={claim.valor_venda} />
        </dd>
        <dt>{t('commissions.claim.creatorShare')}</dt>
        <dd>
          <Money value={claim.comissao_criador} /> · {claim.criador.nome}
        </dd>
        <dt>{t('commissions.claim.attendantShare')}</dt>
        <dd>
          <Money value={claim.comissao_atendente} /> · {claim.atendente?.name ?? '—'}
        </dd>
        {claim.email_secundario && (
          <>
            <dt>{t('commissions.claim.secondaryEmail')}</dt>
            <dd>{claim.email_secundario}</dd>
          </>
        )}
      </Facts>
      <Section>
        <h3>{t('commissions.claim.proof')}</h3>
        <p>{claim.descricao ?? t('commissions.claim.noProof')}</p>
        {claim.anexos.length > 0 && (
          <Images>
            {claim.anexos.map((anexo, index) => (
              <a key={anexo.id} href={anexo.url} target="_blank" rel="noreferrer">
                <img src={anexo.url} alt={t('commissions.claim.image', { n: index + 1 })} />
              </a>
            ))}
          </Images>
        )}
      </Section>
    </>
  );
}
