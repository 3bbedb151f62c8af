import { TextField } from '@retoma/ui';
import { useCatalogT } from '../messages';

type TokenName = 'token' | 'token2' | 'token3';
const NAMES: Record<1 | 2 | 3, TokenName> = { 1: 'token', 2: 'token2', 3: 'token3' };
const LABELS = { token: 'catalog.contas.token', token2: 'catalog.contas.token2', token3: 'catalog.contas.token3' } as const;

export interface TokenFieldsProps {
  /** Which of the platform's tokens to ask for (1, 2, 3). */
  tokens: ReadonlyArray<1 | 2 | 3>;
  values: Record<TokenName, string>;
  errors: Partial<Record<TokenName, string>>;
  set: (field: TokenName) => (value: string) => void;
  /** Whether an empty field keeps the stored token (rotating some of them) instead of being required. */
  optional?: ReadonlyArray<TokenName>;
}

/**
 * Password fields for platform tokens: typed, sent, never shown again. The browser is told not to fill or keep them
 * (they are the platform's secret, not the person's password).
 */
export function TokenFields({ tokens, values, errors, set, optional = [] }: TokenFieldsProps) {
  const t = useCatalogT();
  return (
    <>
      {tokens.map((n) => {
        const name = NAMES[n];
        const keeps = optional.includes(name);
        return (
          <TextField
            key={name}
            name={name}
            type="password"
            autoComplete="off"
            label={t(LABELS[name])}
            description={t(keeps ? 'catalog.contas.tokenKeepHint' : 'catalog.contas.tokenHint')}
            isRequired={!keeps}
            value={values[name]}
            onChange={set(name)}
            errorMessage={errors[name]}
          />
        );
      })}
    </>
  );
}
