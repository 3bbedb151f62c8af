import { RadioButton, RadioField, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { styled } from 'styled-components';
import { radioChoiceLook, radioDotLook, radioGroupBox, radioOptionLook, radioOptionsLook } from './radioLook';

export const StyledRadioGroup = styled(AriaRadioGroup)`
  ${radioGroupBox}
`;

export const Options = styled.div`
  ${radioOptionsLook}
`;

export const StyledRadioField = styled(RadioField)`
  ${radioOptionLook}

  [slot='description'] {
    padding-inline-start: 26px;
  }
`;

export const Dot = styled.span`
  ${radioDotLook}
`;

export const StyledRadioButton = styled(RadioButton)`
  ${radioChoiceLook}
`;
