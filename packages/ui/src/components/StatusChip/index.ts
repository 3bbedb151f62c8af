export { StatusChip, ACTIVE_STATUS, isActiveStatus, type StatusChipProps } from './StatusChip';
