import type { ReactNode } from 'react';
import type { SwitchFieldProps } from 'react-aria-components';
import { FieldDescription } from '../TextField/TextField.styles';
import { StyledSwitchButton, StyledSwitchField, Thumb, Track } from './Switch.styles';
import type { RefProps } from '../styleProps';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'>, RefProps<HTMLDivElement> {
  /** The visible label. Without one, give the switch an `aria-label`. */
  children?: ReactNode;
  description?: string;
}

/** An on/off setting that applies at once (use Checkbox for choices submitted with a form). */
export function Switch({ children, description, ...props }: SwitchProps) {
  return (
    <StyledSwitchField {...props}>
      <StyledSwitchButton>
        <Track aria-hidden="true">
          <Thumb />
        </Track>
        {children}
      </StyledSwitchButton>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
    </StyledSwitchField>
  );
}
