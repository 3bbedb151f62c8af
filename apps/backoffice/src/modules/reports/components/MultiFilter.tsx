import { Button, Checkbox, Popover } from '@retoma/ui';
import { ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import { useReportsT } from '../messages';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-block-size: 320px;
  overflow-y: auto;
`;
const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;
const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

export interface MultiFilterProps {
  label: string;
  options: ReadonlyArray<{ id: number; label: string }>;
  selected: number[];
  onChange: (ids: number[]) => void;
}

/** Several of a list (products, people): a button that says what is chosen and opens the list with its checkboxes. */
export function MultiFilter({ label, options, selected, onChange }: MultiFilterProps) {
  const t = useReportsT();
  const chosen = options.filter((option) => selected.includes(option.id));
  const summary =
    chosen.length === 0
      ? t('reports.filter.all')
      : chosen.length === 1
        ? chosen[0]!.label
        : t('reports.filter.count', { count: chosen.length });
  const toggle = (id: number, on: boolean) => onChange(on ? [...selected, id] : selected.filter((one) => one !== id));
  return (
    <Field>
      <Label aria-hidden="true">{label}</Label>
      <Popover
        title={label}
        placement="bottom start"
        width={320}
        trigger={
          <Button variant="secondary" aria-label={`${label}: ${summary}`}>
            {summary}
            <ChevronDown size={16} aria-hidden="true" />
          </Button>
        }
        actions={
          selected.length > 0 ? (
            <Button size="sm" variant="ghost" onPress={() => onChange([])}>
              {t('reports.filter.clear')}
            </Button>
          ) : undefined
        }
      >
        <List>
          {options.map((option) => (
            <Checkbox key={option.id} isSelected={selected.includes(option.id)} onChange={(on) => toggle(option.id, on)}>
              {option.label}
            </Checkbox>
          ))}
        </List>
      </Popover>
    </Field>
  );
}
