import { formatNumber } from '../../format/number';
import type { Locale } from '../../format/locale';

/** `512 B`, `1,5 KB`, `2,3 MB` with the locale's decimal separator. */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, { locale, maximumFractionDigits: 1 })} KB`;
  return `${formatNumber(bytes / (1024 * 1024), { locale, maximumFractionDigits: 1 })} MB`;
}

/** Whether a file matches an `accept` list of MIME types (`image/*`, `application/pdf`) or extensions (`.pdf`). */
export function matchesAccept(file: { name: string; type: string }, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((rule) => {
    const r = rule.trim().toLowerCase();
    if (r.startsWith('.')) return name.endsWith(r);
    if (r.endsWith('/*')) return type.startsWith(r.slice(0, -1));
    return type === r;
  });
}

export const isImage = (file: { type: string }) => file.type.startsWith('image/');
