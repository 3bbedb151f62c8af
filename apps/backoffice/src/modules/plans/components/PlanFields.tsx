import { Switch, TextField } from '@retoma/ui';
import styled from 'styled-components';
import { usePlansT } from '../messages';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 560px;
`;

export interface PlanValues {
  nome: string;
  status: boolean;
}

export interface PlanFieldsProps {
  values: PlanValues;
  errors: Partial<Record<keyof PlanValues, string>>;
  onNome: (nome: string) => void;
  onStatus: (status: boolean) => void;
  isReadOnly?: boolean;
}

/** A plan's own fields: its name and whether it runs. */
export function PlanFields({ values, errors, onNome, onStatus, isReadOnly }: PlanFieldsProps) {
  const t = usePlansT();
  return (
    <Fields>
      <Switch isSelected={values.status} onChange={onStatus} isDisabled={isReadOnly} description={t('plans.form.statusHint')}>
        {t('plans.form.status')}
      </Switch>
      <TextField
        name="nome"
        label={t('plans.form.nome')}
        isRequired
        isReadOnly={isReadOnly}
        value={values.nome}
        onChange={onNome}
        errorMessage={errors.nome}
      />
    </Fields>
  );
}
