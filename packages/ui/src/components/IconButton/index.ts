export { IconButton, type IconButtonProps, type IconButtonVariant, type IconButtonSize } from './IconButton';
