export { Avatar, initialsOf, AVATAR_STATUS_LABELS, type AvatarProps, type AvatarSize, type AvatarStatus } from './Avatar';
