import type { CSSProperties } from 'react';
import { Swatch, TooltipBox } from './ChartFrame.styles';

export interface ChartTooltipEntry {
  label: string;
  value: string;
  color: string;
}

/** The themed tooltip body shared by the charts (values already formatted by the kit). */
export function ChartTooltip({ heading, entries }: { heading?: string; entries: ChartTooltipEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <TooltipBox>
      {heading && <strong>{heading}</strong>}
      <ul>
        {entries.map((entry) => (
          <li key={entry.label}>
            <Swatch style={{ '--swatch': entry.color } as CSSProperties} />
            <span>{entry.label}</span>
            <span>{entry.value}</span>
          </li>
        ))}
      </ul>
    </TooltipBox>
  );
}
