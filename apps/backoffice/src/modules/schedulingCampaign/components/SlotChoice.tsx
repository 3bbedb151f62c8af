import { useId } from 'react';
import styled from 'styled-components';

// The kit's RadioGroup look (packages/ui RadioGroup.styles.ts) on the browser's own radio buttons. The kit's group is
// react-aria's, and on the public booking page it alone brought about 18 kB gzip of react-aria for two rows of
// choices; the kit has no plain-HTML radio group yet (as it has NativeTextField and NativeButton). The browser's
// radios do what react-aria's do here: one tab stop per group, arrow keys move the choice, the label names each.

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;
const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  column-gap: ${({ theme }) => theme.space[5]};
`;
const Option = styled.div`
  display: flex;
  flex-direction: column;
`;
const Dot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 18px;
  block-size: 18px;
  margin-block-start: 2px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};

  &::after {
    content: '';
    inline-size: 8px;
    block-size: 8px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: transparent;
  }
`;
/** The radio itself is only for the keyboard and assistive technology: the dot beside it is what a person sees. */
const Input = styled.input`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
const Choice = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover ${Dot} {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${Input}:checked + ${Dot} {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${Input}:checked + ${Dot}::after {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:active ${Dot} {
    filter: brightness(0.9);
  }
  ${Input}:focus-visible + ${Dot} {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  [aria-invalid='true'] & ${Dot} {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface SlotChoiceProps {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The chosen option's value; none chosen yet when null. */
  value: string | null;
  onChange: (value: string) => void;
  /** Why the choice is missing or wrong: shown under the options, marks the group invalid and is read with it. */
  errorMessage?: string;
}

/** One choice among the options, in a row that wraps: the booking page's day, then its time. */
export function SlotChoice({ label, options, value, onChange, errorMessage }: SlotChoiceProps) {
  const id = useId();
  const errorId = errorMessage ? `${id}-error` : undefined;
  return (
    <Group
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-orientation="horizontal"
      aria-invalid={errorMessage ? true : undefined}
      aria-describedby={errorId}
    >
      <Label id={`${id}-label`}>{label}</Label>
      <Options>
        {options.map((option) => (
          <Option key={option.value}>
            <Choice>
              <Input type="radio" name={id} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
              <Dot aria-hidden="true" />
              {option.label}
            </Choice>
          </Option>
        ))}
      </Options>
      {errorMessage && <ErrorText id={errorId}>{errorMessage}</ErrorText>}
    </Group>
  );
}
