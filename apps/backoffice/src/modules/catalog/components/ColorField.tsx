import { TextField } from '@retoma/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useCatalogT } from '../messages';

/** The predecessor's palette: the colours products are usually told apart by. */
export const PRODUCT_COLORS = [
  '#21BC9C',
  '#1EA085',
  '#2FCC70',
  '#28AF60',
  '#3598DB',
  '#2B80B9',
  '#A463BF',
  '#8E43AD',
  '#3D556E',
  '#222F3D',
  '#F2C512',
  '#F39C1A',
  '#E84B3C',
  '#C0382B',
  '#DDE6E8',
  '#BDC3C8',
] as const;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;
const Legend = styled.legend`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  margin-block-end: ${({ theme }) => theme.space[2]};
  padding: 0;
`;
const Swatches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
const Swatch = styled.label<{ $color: string }>`
  position: relative;
  inline-size: 28px;
  block-size: 28px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ $color }) => $color};
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  &:has(input:checked) {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

export interface ColorFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
}

/** The product's colour: one of the palette's, or any other as #RRGGBB. */
export function ColorField({ value, onChange, errorMessage }: ColorFieldProps) {
  const t = useCatalogT();
  const name = useId();
  return (
    <Fieldset>
      <Legend>{t('catalog.produtoForm.cor')}</Legend>
      <Swatches>
        {PRODUCT_COLORS.map((color) => (
          <Swatch key={color} $color={color} title={color}>
            <input
              type="radio"
              name={name}
              value={color}
              aria-label={t('catalog.produtoForm.corOption', { color })}
              checked={value.toUpperCase() === color}
              onChange={() => onChange(color)}
            />
          </Swatch>
        ))}
      </Swatches>
      <TextField
        name="cor"
        label={t('catalog.produtoForm.corCustom')}
        description={t('catalog.produtoForm.corHint')}
        value={value}
        onChange={onChange}
        errorMessage={errorMessage}
      />
    </Fieldset>
  );
}
