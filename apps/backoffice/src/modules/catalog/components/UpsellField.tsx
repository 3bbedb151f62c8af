import { Alert, Checkbox, Spinner } from '@retoma/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useCatalogT } from '../messages';
import { useProdutoOptions } from '../hooks/useCatalogData';
import { ProductName } from './ProductName';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
`;
const Legend = styled.legend`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  padding: 0;
`;
const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  margin: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[3]};
`;
const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;
const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: ${({ theme }) => theme.space[2]} 0 0;
`;

export interface UpsellFieldProps {
  /** The product being edited: it cannot be its own upsell. */
  selfId?: number;
  value: number[];
  onChange: (value: number[]) => void;
  errorMessage?: string;
}

/** The other products an agent may offer as upsell when selling this one. */
export function UpsellField({ selfId, value, onChange, errorMessage }: UpsellFieldProps) {
  const t = useCatalogT();
  const errorId = useId();
  const options = useProdutoOptions();
  const others = (options.data ?? []).filter((option) => option.id !== selfId);
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((one) => one !== id));

  return (
    <Fieldset aria-describedby={errorMessage ? errorId : undefined}>
      <Legend>{t('catalog.produtoForm.upsellers')}</Legend>
      <Hint>{t('catalog.produtoForm.upsellersHint')}</Hint>
      {options.error ? (
        <Alert tone="danger" title={t('catalog.produtoForm.upsellersFailed')}>
          <p>{t('catalog.produtoForm.upsellersFailedHint')}</p>
        </Alert>
      ) : !options.data ? (
        <Spinner label={t('catalog.produtoForm.upsellersLoading')} showLabel />
      ) : others.length === 0 ? (
        <Hint>{t('catalog.produtoForm.upsellersNone')}</Hint>
      ) : (
        <Options>
          {others.map((option) => (
            <Checkbox key={option.id} isSelected={value.includes(option.id)} onChange={(on) => toggle(option.id, on)}>
              <ProductName nome={option.label} cor={option.cor} />
            </Checkbox>
          ))}
        </Options>
      )}
      {errorMessage && <ErrorText id={errorId}>{errorMessage}</ErrorText>}
    </Fieldset>
  );
}
