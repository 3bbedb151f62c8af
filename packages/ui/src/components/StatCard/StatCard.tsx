import type { ReactNode } from 'react';
import type { RefProps, StyleProps } from '../styleProps';
import { VisuallyHidden } from 'react-aria-components';
import { formatNumber, formatPercent, formatPrice, formatThousands, toNumber } from '../../format/number';
import { useUiCurrency, useUiLocale } from '../../provider/useUiLocale';
import { Delta, DeltaCaption, Figures, Icon, Label, Root, Skeleton, Value } from './StatCard.styles';

export type StatCardTone = 'primary' | 'neutral' | 'success' | 'warning' | 'danger';
/** How the figure is written: `thousands` (default, `1,2k`), `number`, `price`, `currency` (R$) or `percent` (a ratio). */
export type StatFormat = 'thousands' | 'number' | 'price' | 'currency' | 'percent';

export interface StatCardProps extends StyleProps, RefProps<HTMLDivElement> {
  label: string;
  value: number | string | null | undefined;
  format?: StatFormat;
  /** Change against the previous period as a ratio (`0.125` = +12,5%). */
  delta?: number | null;
  /** Caption after the change, e.g. 'vs. mês anterior'. */
  deltaCaption?: string;
  /** Set when a drop is good news (cancellations, response time). */
  invertDelta?: boolean;
  icon?: ReactNode;
  tone?: StatCardTone;
  isLoading?: boolean;
  /** Announced while loading; default 'Carregando…'. */
  loadingLabel?: string;
}

const Arrow = ({ up }: { up: boolean }) => (
  <svg
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {up ? <path d="M8 13V3m0 0L3.5 7.5M8 3l4.5 4.5" /> : <path d="M8 3v10m0 0 4.5-4.5M8 13 3.5 8.5" />}
  </svg>
);

/** A dashboard figure: compact by default (`formatThousands`), the exact value in its tooltip. */
export function StatCard({
  label,
  value,
  format = 'thousands',
  delta,
  deltaCaption,
  invertDelta = false,
  icon,
  tone = 'primary',
  isLoading = false,
  loadingLabel = 'Carregando…',
  className,
  ref,
  style,
}: StatCardProps) {
  const locale = useUiLocale();
  const currency = useUiCurrency();
  const n = toNumber(value);
  const shown = {
    thousands: () => formatThousands(n, { locale }),
    number: () => formatNumber(n, { locale }),
    price: () => formatPrice(n, { locale }),
    currency: () => formatPrice(n, { locale, currency }),
    percent: () => formatPercent(n, { locale }),
  }[format]();
  const exact = format === 'thousands' ? formatNumber(n, { locale }) : shown;
  const d = toNumber(delta);
  const rounded = d === null ? 0 : Math.round(d * 1000);
  const trend = d === null || rounded === 0 ? 'flat' : rounded > 0 !== invertDelta ? 'good' : 'bad';

  return (
    <Root data-tone={tone} aria-busy={isLoading || undefined} ref={ref} className={className} style={style}>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Figures>
        <Label>{label}</Label>
        <Value>
          {isLoading ? (
            <>
              <Skeleton aria-hidden="true" />
              <VisuallyHidden>{loadingLabel}</VisuallyHidden>
            </>
          ) : (
            <>
              <data value={n ?? ''} title={exact}>
                {shown}
              </data>
              {d !== null && (
                <Delta data-trend={trend}>
                  {rounded !== 0 && <Arrow up={rounded > 0} />}
                  {rounded > 0 ? '+' : ''}
                  {formatPercent(d, { locale })}
                  {deltaCaption && <DeltaCaption>{deltaCaption}</DeltaCaption>}
                </Delta>
              )}
            </>
          )}
        </Value>
      </Figures>
    </Root>
  );
}
