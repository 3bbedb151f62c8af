import type { ReactNode, SVGProps } from 'react';

/**
 * The kit's few built-in glyphs (close, chevrons, calendar...), drawn with `currentColor` so they follow the
 * text colour of their control. Always decorative: the control that shows one carries the accessible name.
 * Internal to the kit; screens bring their own icon set.
 */
type GlyphProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Glyph({ size = 16, children, ...props }: GlyphProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CloseGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Glyph>
);
export const ChevronDownGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="m6 9 6 6 6-6" />
  </Glyph>
);
/** Points to the inline start: mirrored by CSS in rtl where it is used. */
export const ChevronStartGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="m15 18-6-6 6-6" />
  </Glyph>
);
export const ChevronEndGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="m9 18 6-6-6-6" />
  </Glyph>
);
export const CalendarGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </Glyph>
);
export const CheckGlyph = (props: GlyphProps) => (
  <Glyph strokeWidth={3} {...props}>
    <path d="M20 6 9 17l-5-5" />
  </Glyph>
);
export const MinusGlyph = (props: GlyphProps) => (
  <Glyph strokeWidth={3} {...props}>
    <path d="M5 12h14" />
  </Glyph>
);
export const PlusGlyph = (props: GlyphProps) => (
  <Glyph strokeWidth={3} {...props}>
    <path d="M12 5v14M5 12h14" />
  </Glyph>
);
export const UploadGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />
  </Glyph>
);
export const FileGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6" />
  </Glyph>
);
export const ExternalGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3" />
  </Glyph>
);
export const InfoGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </Glyph>
);
export const SuccessGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </Glyph>
);
export const WarningGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </Glyph>
);
export const ErrorGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6M9 9l6 6" />
  </Glyph>
);
