import { Award } from 'lucide-react';
import styled from 'styled-components';

const Frame = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
`;

export interface BadgeImageProps {
  /** The badge's address; a neutral medal when there is none. */
  src: string | null;
  /** The image's text alternative; the medal placeholder is decorative. */
  alt: string;
  size?: number;
}

/** An achievement's badge ("Selo do reconhecimento"), or a medal in its place. */
export function BadgeImage({ src, alt, size = 40 }: BadgeImageProps) {
  return <Frame $size={size}>{src ? <img src={src} alt={alt} /> : <Award aria-hidden size={Math.round(size * 0.55)} />}</Frame>;
}
