export { Timeline, type TimelineProps, type TimelineEvent, type TimelineTone } from './Timeline';
