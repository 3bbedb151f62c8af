// Data display, layout and navigation.
export * from './Card';
export * from './StatCard';
export * from './Badge';
export * from './StatusChip';
export * from './Avatar';
export * from './Tabs';
export * from './EmptyState';
export * from './Breadcrumbs';
export * from './SideNav';
export * from './QuickMenu';
export * from './TopBar';
export * from './PageHeader';
export * from './Timeline';
export * from './ChatBubble';
export * from './PageTransition';
export * from './DataTable';
