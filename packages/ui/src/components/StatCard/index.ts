export { StatCard, type StatCardProps, type StatCardTone, type StatFormat } from './StatCard';
