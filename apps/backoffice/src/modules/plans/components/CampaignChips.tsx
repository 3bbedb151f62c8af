import type { PlanoCampanha } from '@retoma/api-client';
import { Badge } from '@retoma/ui';
import styled from 'styled-components';
import { usePlansT } from '../messages';
import { KIND_LABEL } from './kinds';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface CampaignChipsProps {
  campanhas: readonly PlanoCampanha[];
}

/** A plan's campaigns at a glance: kind, name and product, on in colour, off in grey (and said in words). */
export function CampaignChips({ campanhas }: CampaignChipsProps) {
  const t = usePlansT();
  if (campanhas.length === 0) return <>{t('plans.list.noCampaigns')}</>;
  return (
    <Chips>
      {campanhas.map((campanha) => {
        const text = t(campanha.status === 1 ? 'plans.list.campaignOn' : 'plans.list.campaignOff', {
          kind: t(KIND_LABEL[campanha.tipo]),
          name: campanha.nome,
          product: campanha.produto.nome,
        });
        return (
          <li key={campanha.id}>
            <Badge tone={campanha.status === 1 ? 'success' : 'neutral'} dot title={text}>
              {campanha.nome}
            </Badge>
          </li>
        );
      })}
    </Chips>
  );
}
