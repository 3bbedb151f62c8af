import { decodeAvatarDataUrl, type AvatarType } from '@retoma/api-client/schemas';
import { randomBytes } from 'node:crypto';

/** An uploaded image as its table keeps it (profile photos, achievement badges). */
export interface StoredImage {
  /** Random and unguessable, prefixed by its owner's id; a new image gets a new one, so no cache shows the old one. */
  token: string;
  mime: AvatarType;
  /** The image bytes, base64. */
  content: string;
  updatedAt: Date;
}

/** The row for an uploaded `data:` URL its schema already accepted (this only turns the checked text into bytes). */
export function storedImage(ownerId: number, dataUrl: string): StoredImage {
  const image = decodeAvatarDataUrl(dataUrl)!;
  return {
    token: `${ownerId}-${randomBytes(18).toString('base64url')}`,
    mime: image.type,
    content: Buffer.from(image.bytes).toString('base64'),
    updatedAt: new Date(),
  };
}

/** A stored image as it is served. */
export interface ServedImage {
  mime: string;
  bytes: Buffer;
}

export const servedImage = (row: Pick<StoredImage, 'mime' | 'content'>): ServedImage => ({
  mime: row.mime,
  bytes: Buffer.from(row.content, 'base64'),
});
