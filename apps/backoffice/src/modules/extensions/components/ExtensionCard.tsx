import type { Extensao } from '@retoma/api-client';
import { Badge, type BadgeTone } from '@retoma/ui';
import { ChevronRight, Hash, MessageSquareText, Package, Truck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useCanOpen, useCompanyHref } from '../../../platform/links';
import { useExtensionsT, type ExtensionsMessageKey } from '../messages';

const box = css`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  block-size: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[4]};
  color: inherit;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
const Entry = styled(Link)`
  ${box}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
const Static = styled.div`
  ${box}
`;
const Icon = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  inline-size: 40px;
  block-size: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarylight};
  color: ${({ theme }) => theme.colors.primary};
`;
const Texts = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  flex: 1;
  strong {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Chevron = styled(ChevronRight)`
  flex: none;
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

const KINDS: Record<Extensao['tipo'], { icon: LucideIcon; name: ExtensionsMessageKey; hint: ExtensionsMessageKey }> = {
  zenvia: { icon: MessageSquareText, name: 'extensions.kind.zenvia', hint: 'extensions.kind.zenviaHint' },
  slack: { icon: Hash, name: 'extensions.kind.slack', hint: 'extensions.kind.slackHint' },
  melhor_envio: { icon: Truck, name: 'extensions.kind.melhor_envio', hint: 'extensions.kind.melhor_envioHint' },
  correios: { icon: Package, name: 'extensions.kind.correios', hint: 'extensions.kind.correiosHint' },
};

/** The state an extension's card says, in words and tone. */
function stateOf(extensao: Extensao): { label: ExtensionsMessageKey; tone: BadgeTone } {
  if (!extensao.disponivel) return { label: 'extensions.state.unavailable', tone: 'neutral' };
  if (extensao.ativa) return { label: 'extensions.state.active', tone: 'success' };
  if (extensao.configurada) return { label: 'extensions.state.off', tone: 'warning' };
  return { label: 'extensions.state.notConfigured', tone: 'neutral' };
}

/**
 * One extension: its name, what it does and its state for the company. An available one whose page the person may
 * open is a link to it (the whole card); the others are not links, as nothing can be done with them yet.
 */
export function ExtensionCard({ extensao }: { extensao: Extensao }) {
  const t = useExtensionsT();
  const href = useCompanyHref();
  const canOpen = useCanOpen();
  const { icon: KindIcon, name, hint } = KINDS[extensao.tipo];
  const state = stateOf(extensao);
  const content: ReactNode = (
    <>
      <Icon aria-hidden>
        <KindIcon size={20} />
      </Icon>
      <Texts>
        <strong>{t(name)}</strong>
        <span>{t(hint)}</span>
        <Badge tone={state.tone} dot>
          {t(state.label)}
        </Badge>
      </Texts>
    </>
  );
  // Only the SMS provider has a page so far.
  if (extensao.tipo === 'zenvia' && extensao.disponivel && canOpen('extensoes-zenvia'))
    return (
      <Entry to={href('extensoes-zenvia')}>
        {content}
        <Chevron aria-hidden size={18} />
      </Entry>
    );
  return <Static>{content}</Static>;
}
