import type { PlanoCampanha } from '@retoma/api-client';
import { Card, IconButton, Link, Switch } from '@retoma/ui';
import { Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { useCan } from '../../../platform/companySession';
import { useAllowedHref } from '../../../platform/links';
import { usePlansT } from '../messages';
import { KIND_CONFIG_ROUTE, KIND_ICON, KIND_LABEL } from './kinds';

const Body = styled.div<{ $off: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme, $off }) => ($off ? theme.colors.textMuted : theme.colors.text)};
`;
const Kind = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;
const Product = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface CampaignCardProps {
  campanha: PlanoCampanha;
  planId: number;
  /** Absent when the person may not switch campaigns (planos_campanhas_editar). */
  onSwitch?: (campanha: PlanoCampanha, on: boolean) => void;
  /** Absent when the person may not delete campaigns (planos_campanhas_deletar). */
  onRemove?: (campanha: PlanoCampanha) => void;
  isSwitching?: boolean;
}

/**
 * One campaign of a plan: its kind, name and product, its on/off switch, its delete button and, for kinds with a
 * configuration page the person may open, the link to it. A campaign switched off is greyed and says so.
 */
export function CampaignCard({ campanha, planId, onSwitch, onRemove, isSwitching }: CampaignCardProps) {
  const t = usePlansT();
  const allowedHref = useAllowedHref();
  const can = useCan();
  const Icon = KIND_ICON[campanha.tipo];
  const route = campanha.tipo in KIND_CONFIG_ROUTE ? KIND_CONFIG_ROUTE[campanha.tipo as keyof typeof KIND_CONFIG_ROUTE] : null;
  // Opening a campaign's configuration also needs the permission to see its details.
  const configure = route && can('planos_campanhas_detalhar') ? allowedHref(route, { plan_id: planId, id: campanha.id }) : null;
  const on = campanha.status === 1;
  return (
    <Card>
      <Body $off={!on}>
        <Kind>
          <Icon aria-hidden size={18} />
          {t(KIND_LABEL[campanha.tipo])}
        </Kind>
        <Name>{campanha.nome}</Name>
        <Product>{campanha.produto.nome}</Product>
        <Footer>
          <Switch
            isSelected={on}
            isDisabled={!onSwitch || isSwitching}
            onChange={(next) => onSwitch?.(campanha, next)}
            aria-label={t('plans.card.switch', { name: campanha.nome })}
          >
            {t('plans.card.switchLabel')}
          </Switch>
          {configure && (
            <Link href={configure} aria-label={t('plans.card.configureName', { name: campanha.nome })}>
              {t('plans.card.configure')}
            </Link>
          )}
          {onRemove && (
            <IconButton
              aria-label={t('plans.card.remove', { name: campanha.nome })}
              icon={<Trash2 aria-hidden size={16} />}
              variant="danger"
              onPress={() => onRemove(campanha)}
            />
          )}
        </Footer>
      </Body>
    </Card>
  );
}
