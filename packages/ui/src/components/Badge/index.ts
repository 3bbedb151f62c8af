export { Badge, type BadgeProps, type BadgeLabelProps, type BadgeCountProps, type BadgeTone, type BadgeVariant } from './Badge';
