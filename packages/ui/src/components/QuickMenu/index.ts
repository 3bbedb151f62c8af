export { QuickMenu, QUICK_MENU_LIMIT, type QuickMenuProps, type QuickMenuItem } from './QuickMenu';
