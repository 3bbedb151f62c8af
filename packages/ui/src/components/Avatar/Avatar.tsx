import { useState } from 'react';
import type { RefProps, StyleProps } from '../styleProps';
import { Face, Image, Root, StatusDot } from './Avatar.styles';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type AvatarStatus = 'online' | 'offline' | 'busy' | 'away';

export const AVATAR_STATUS_LABELS: Record<AvatarStatus, string> = {
  online: 'online',
  offline: 'offline',
  busy: 'ocupado',
  away: 'ausente',
};

export interface AvatarProps extends StyleProps, RefProps<HTMLElement> {
  /** The person's name: the accessible name, and the source of the initials when there is no photo. */
  name: string;
  /** Photo URL; initials are shown when missing or when it fails to load. */
  src?: string | null;
  size?: AvatarSize;
  shape?: 'circle' | 'square';
  /** Presence dot; announced with the name ("Ana Souza, online"). */
  status?: AvatarStatus;
  /** Words for each presence, announced after the name; Portuguese by default. */
  statusLabels?: Partial<Record<AvatarStatus, string>>;
  /** Set when the name is already written next to the avatar, so it is not read twice. */
  decorative?: boolean;
  /** The accessible name when `name` is blank; default 'Sem nome'. */
  emptyNameLabel?: string;
}

/** Up to two initials: first and last word ("Ana Maria Souza" → "AS"); letters only, accents kept. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [...first][0]!.toLocaleUpperCase() + (last ? [...last][0]!.toLocaleUpperCase() : '');
}

/** A person's photo, or their initials, with an optional online/offline dot. */
export function Avatar({
  name,
  src,
  size = 'md',
  shape = 'circle',
  status,
  statusLabels,
  decorative = false,
  emptyNameLabel = 'Sem nome',
  className,
  ref,
  style,
}: AvatarProps) {
  // Remembers which URL failed, so a new `src` is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const statusLabel = status ? (statusLabels?.[status] ?? AVATAR_STATUS_LABELS[status]) : undefined;
  const shownName = name.trim() || emptyNameLabel;
  const label = statusLabel ? `${shownName}, ${statusLabel}` : shownName;
  return (
    <Root
      data-size={size}
      data-shape={shape}
      data-status={status}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      title={decorative ? undefined : label}
      ref={ref}
      className={className}
      style={style}
    >
      <Face data-fallback={!showImage || undefined}>
        {showImage ? <Image src={src ?? undefined} alt="" onError={() => setFailedSrc(src ?? null)} /> : initialsOf(name)}
      </Face>
      {status && <StatusDot data-status={status} />}
    </Root>
  );
}
