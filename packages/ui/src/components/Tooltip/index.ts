export { Tooltip, TOOLTIP_DEFAULT_PLACEMENT, type TooltipProps } from './Tooltip';
