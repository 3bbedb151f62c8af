import type { ComissaoModo, ComissaoTipo } from '@retoma/api-client';
import { MoneyField, NumberField, RadioGroup, Switch } from '@retoma/ui';
import styled from 'styled-components';
import { useCatalogT, type CatalogKey } from '../messages';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Amounts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

export interface ComissaoValues {
  hab_comissao: boolean;
  comissao_modo: ComissaoModo | null;
  comissao_tipo: ComissaoTipo | null;
  comissao_insercao: number | null;
  comissao_atendimento: number | null;
}

type Errors = Partial<Record<keyof ComissaoValues, string>>;

const MODOS: ReadonlyArray<{ value: ComissaoModo; label: CatalogKey; description: CatalogKey }> = [
  { value: 'individual', label: 'catalog.produtoForm.individual', description: 'catalog.produtoForm.individualHint' },
  { value: 'partilhada', label: 'catalog.produtoForm.partilhada', description: 'catalog.produtoForm.partilhadaHint' },
];
const TIPOS: ReadonlyArray<{ value: ComissaoTipo; label: CatalogKey }> = [
  { value: 'valor', label: 'catalog.produtoForm.valor' },
  { value: 'percentual', label: 'catalog.produtoForm.percentual' },
];
const isModo = (value: string): value is ComissaoModo => MODOS.some((modo) => modo.value === value);
const isTipo = (value: string): value is ComissaoTipo => TIPOS.some((tipo) => tipo.value === value);

export interface ComissaoFieldsProps {
  values: ComissaoValues;
  errors: Errors;
  onChange: (patch: Partial<ComissaoValues>) => void;
}

/**
 * Whether the product pays commission and how: individual (one amount for who inserts the ticket, one for who
 * attends it) or shared (one amount), in reais or in percent of the sale.
 */
export function ComissaoFields({ values, errors, onChange }: ComissaoFieldsProps) {
  const t = useCatalogT();
  const set =
    <K extends keyof ComissaoValues>(field: K) =>
    (value: ComissaoValues[K]) =>
      onChange({ [field]: value });
  const amountField = (field: 'comissao_insercao' | 'comissao_atendimento', label: CatalogKey) =>
    values.comissao_tipo === 'percentual' ? (
      <NumberField
        key={`${field}-percent`}
        name={field}
        label={t(label)}
        description={t('catalog.produtoForm.percentHint')}
        isRequired
        minValue={0}
        maxValue={100}
        hideStepper
        formatOptions={{ style: 'unit', unit: 'percent', maximumFractionDigits: 2 }}
        value={values[field] ?? Number.NaN}
        onChange={(value) => set(field)(Number.isNaN(value) ? null : value)}
        errorMessage={errors[field]}
      />
    ) : (
      <MoneyField
        key={`${field}-money`}
        name={field}
        label={t(label)}
        isRequired
        value={values[field]}
        onChange={set(field)}
        errorMessage={errors[field]}
      />
    );

  return (
    <Stack>
      <Switch isSelected={values.hab_comissao} onChange={set('hab_comissao')}>
        {t('catalog.produtoForm.habComissao')}
      </Switch>
      {values.hab_comissao && (
        <>
          <RadioGroup
            name="comissao_modo"
            label={t('catalog.produtoForm.modo')}
            isRequired
            value={values.comissao_modo ?? ''}
            onChange={(value) => isModo(value) && set('comissao_modo')(value)}
            errorMessage={errors.comissao_modo}
            options={MODOS.map((modo) => ({ value: modo.value, label: t(modo.label), description: t(modo.description) }))}
          />
          <RadioGroup
            name="comissao_tipo"
            label={t('catalog.produtoForm.tipo')}
            orientation="horizontal"
            isRequired
            value={values.comissao_tipo ?? ''}
            onChange={(value) => isTipo(value) && set('comissao_tipo')(value)}
            errorMessage={errors.comissao_tipo}
            options={TIPOS.map((tipo) => ({ value: tipo.value, label: t(tipo.label) }))}
          />
          {values.comissao_modo && values.comissao_tipo && (
            <Amounts>
              {values.comissao_modo === 'individual' ? (
                <>
                  {amountField('comissao_insercao', 'catalog.produtoForm.insercao')}
                  {amountField('comissao_atendimento', 'catalog.produtoForm.atendimento')}
                </>
              ) : (
                amountField('comissao_insercao', 'catalog.produtoForm.partilhadaValor')
              )}
            </Amounts>
          )}
        </>
      )}
    </Stack>
  );
}
