import { DateRangePicker as AriaDateRangePicker, type DateValue } from 'react-aria-components';
import { styled } from 'styled-components';

export const StyledDateRangePicker = styled(AriaDateRangePicker<DateValue>)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;
