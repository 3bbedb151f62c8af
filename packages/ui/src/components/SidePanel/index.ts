export { SidePanel, type SidePanelProps, type SidePanelSize } from './SidePanel';
