import { CAMPAIGN_MESSAGE_VARIABLES, WHATSAPP_LINK_VARIABLE } from '@retoma/api-client';
import { Button, Select } from '@retoma/ui';
import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useCampaignsT } from '../messages';
import { useWhatsappTarget, WhatsappMessageDialog, WhatsappTargetSummary } from './WhatsappTarget';

const Variables = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
const VariablesLabel = styled.span`
  align-self: center;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;
const LinkPicker = styled.div`
  min-inline-size: 14rem;
`;

/** As many of the product's links as the picker lists (a product has a handful). */
const LINKS_SHOWN = 100;

export interface MessageVariablesProps {
  /** The campaign's product: its active sales links are offered as `[LINK_<identidade>]`. */
  produtoId: number;
  onInsert: (variable: string) => void;
}

/**
 * What a campaign message can name, inserted where the caret stands: the lead's and the product's data, the
 * scheduling link, "Mensagem no WhatsApp" (asked for the number and message first, when the form keeps a WhatsApp
 * target), and any active sales link of the campaign's product (by its description; the engine fills it with the
 * link's address).
 */
export function MessageVariables({ produtoId, onInsert }: MessageVariablesProps) {
  const t = useCampaignsT();
  const api = useApi();
  const { slug } = useCompanySession();
  const links = useSWR(
    [slug, 'campaign-links', produtoId],
    async () => (await api.settings.links.list({ produto: produtoId, status: 1, per_page: LINKS_SHOWN })).data,
  );
  const target = useWhatsappTarget();
  // The dialog inserts the button when it was asked for by the button, and only changes the target from the summary.
  const [asking, setAsking] = useState<'insert' | 'edit' | null>(null);
  const press = (variable: string) => {
    if (variable === WHATSAPP_LINK_VARIABLE && target) setAsking('insert');
    else onInsert(variable);
  };
  const options = (links.data ?? []).map((link) => ({
    id: link.identidade,
    label: link.descricao,
    description: `[LINK_${link.identidade}]`,
  }));
  return (
    <Variables role="group" aria-label={t('campaigns.variables.label')}>
      <VariablesLabel aria-hidden>{t('campaigns.variables.label')}</VariablesLabel>
      {CAMPAIGN_MESSAGE_VARIABLES.map(({ variable }) => (
        <Button
          key={variable}
          size="sm"
          variant="secondary"
          onPress={() => press(variable)}
          aria-label={t('campaigns.variables.insert', { variable })}
        >
          {variable}
        </Button>
      ))}
      {options.length > 0 && (
        <LinkPicker>
          <Select
            label={t('campaigns.variables.salesLink')}
            placeholder={t('campaigns.variables.salesLinkPlaceholder')}
            options={options}
            selectedKey={null}
            onSelectionChange={(key) => key !== null && onInsert(`[LINK_${String(key)}]`)}
          />
        </LinkPicker>
      )}
      <WhatsappTargetSummary onEdit={() => setAsking('edit')} />
      {target && asking && (
        <WhatsappMessageDialog
          initial={target.value}
          errors={target.errors}
          onClose={() => setAsking(null)}
          onAccept={(value) => {
            target.onChange(value);
            if (asking === 'insert')
              onInsert(
                target.asLink ? `<a href="${WHATSAPP_LINK_VARIABLE}">${t('campaigns.whatsapp.linkText')}</a>` : WHATSAPP_LINK_VARIABLE,
              );
            setAsking(null);
          }}
        />
      )}
    </Variables>
  );
}
