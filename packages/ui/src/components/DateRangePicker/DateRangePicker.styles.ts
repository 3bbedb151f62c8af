import { DateRangePicker as AriaDateRangePicker, type DateValue } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const StyledDateRangePicker = styled(AriaDateRangePicker<DateValue>)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;
