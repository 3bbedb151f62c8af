import type { Conta } from '@retoma/api-client';
import { Badge } from '@retoma/ui';
import styled from 'styled-components';
import { useCatalogT } from '../messages';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;
`;

/**
 * Whether the account's tokens are set. The token itself never reaches the browser: only its state and, for a long
 * enough one, its last four characters, so a manager can tell which token is in place.
 */
export function TokenState({ conta }: { conta: Conta }) {
  const t = useCatalogT();
  const extra = [
    { need: 2, set: conta.has_token2, label: 'catalog.contas.token2' as const },
    { need: 3, set: conta.has_token3, label: 'catalog.contas.token3' as const },
  ].filter((token) => conta.integracao.need >= token.need);
  return (
    <Stack>
      {conta.has_token ? (
        <Badge tone="success" dot>
          {conta.token_last4 ? t('catalog.contas.tokenSetEnding', { last4: conta.token_last4 }) : t('catalog.contas.tokenSet')}
        </Badge>
      ) : (
        <Badge tone="warning" dot>
          {t('catalog.contas.tokenMissing')}
        </Badge>
      )}
      {extra.map((token) => (
        <Badge key={token.need} tone={token.set ? 'success' : 'warning'} variant="soft" size="sm">
          {t(token.label)}: {t(token.set ? 'catalog.contas.set' : 'catalog.contas.notSet')}
        </Badge>
      ))}
    </Stack>
  );
}
