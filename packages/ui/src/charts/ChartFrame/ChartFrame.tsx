import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import type { StyleProps } from '../../components/styleProps';
import { useElementWidth, useLayoutDirection, type ChartTexts } from '../shared';
import {
  Description,
  Figure,
  Header,
  Legend,
  LegendItem,
  Plot,
  Skeleton,
  Swatch,
  Table,
  TableScroll,
  Title,
  Titles,
} from './ChartFrame.styles';

export type ChartView = 'chart' | 'table';

/** What a chart needs to draw itself: the plot's measured size, the writing direction and its names. */
export interface PlotArea {
  width: number;
  height: number;
  direction: 'ltr' | 'rtl';
  /** The image's accessible name: the summary, else the title. */
  label: string;
  /** How to explore the points with the keyboard. */
  hint: string;
}

export interface ChartTableModel {
  /** Column headers; the first names the row headers (the categories). */
  headers: string[];
  rows: Array<{ key: string; cells: string[] }>;
}

/** Props every chart shares. */
export interface ChartCommonProps extends StyleProps {
  /** Names the figure, the chart image and the table. */
  title: string;
  description?: ReactNode;
  /** Heading level of the title (h3 by default). */
  headingLevel?: 2 | 3 | 4;
  /** What the chart shows, for screen readers (the image's name); the title otherwise. */
  summary?: string;
  /** Plot height in px. */
  height?: number;
  /** Chart or accessible table; controlled when `view` is given. */
  view?: ChartView;
  defaultView?: ChartView;
  onViewChange?: (view: ChartView) => void;
  isLoading?: boolean;
  texts?: Partial<ChartTexts>;
}

/** The frame's own props out of a chart's props (the rest is the chart's data). */
export function frameProps({
  title,
  description,
  headingLevel,
  summary,
  height,
  view,
  defaultView,
  onViewChange,
  isLoading,
  className,
  style,
}: ChartCommonProps) {
  return { title, description, headingLevel, summary, height, view, defaultView, onViewChange, isLoading, className, style };
}

interface ChartFrameProps extends Omit<ChartCommonProps, 'texts'> {
  texts: ChartTexts;
  isEmpty: boolean;
  legend: Array<{ label: string; color: string }>;
  table: ChartTableModel;
  renderChart: (plot: PlotArea) => ReactNode;
}

/** The frame of every chart: title, chart/table toggle, legend, and loading and empty states. */
export function ChartFrame({
  title,
  description,
  headingLevel = 3,
  summary,
  height = 280,
  view: viewProp,
  defaultView = 'chart',
  onViewChange,
  isLoading = false,
  texts,
  isEmpty,
  legend,
  table,
  renderChart,
  className,
  style,
}: ChartFrameProps) {
  const titleId = useId();
  const [plot, setPlot] = useState<HTMLDivElement | null>(null);
  const direction = useLayoutDirection(plot);
  const width = useElementWidth(plot);
  const [ownView, setOwnView] = useState<ChartView>(defaultView);
  const view = viewProp ?? ownView;
  const toggle = () => {
    const next = view === 'chart' ? 'table' : 'chart';
    if (viewProp === undefined) setOwnView(next);
    onViewChange?.(next);
  };

  let body: ReactNode;
  if (isLoading) {
    body = (
      <div aria-busy="true">
        <Skeleton aria-hidden="true" style={{ blockSize: height }} />
        <VisuallyHidden>{texts.loading}</VisuallyHidden>
      </div>
    );
  } else if (isEmpty) {
    body = <EmptyState size="sm" title={texts.empty} />;
  } else if (view === 'table') {
    body = (
      <TableScroll>
        <Table>
          <VisuallyHidden elementType="caption">{title}</VisuallyHidden>
          <thead>
            <tr>
              {table.headers.map((header, i) => (
                <th key={header} scope="col" data-numeric={i > 0 ? '' : undefined}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} data-numeric="">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    );
  } else {
    body = (
      <Plot ref={setPlot} style={{ blockSize: height }}>
        {width > 0 && renderChart({ width, height, direction, label: summary ?? title, hint: texts.explore })}
      </Plot>
    );
  }

  return (
    <Figure aria-labelledby={titleId} data-view={view} className={className} style={style}>
      <Header>
        <Titles>
          <Title id={titleId} as={`h${headingLevel}`}>
            {title}
          </Title>
          {description && <Description>{description}</Description>}
        </Titles>
        {!isLoading && !isEmpty && (
          <Button variant="ghost" size="sm" onPress={toggle}>
            {view === 'chart' ? texts.showTable : texts.showChart}
          </Button>
        )}
      </Header>
      {body}
      {!isLoading && !isEmpty && view === 'chart' && legend.length > 0 && (
        <Legend aria-hidden="true">
          {legend.map((item) => (
            <LegendItem key={item.label}>
              <Swatch style={{ '--swatch': item.color } as CSSProperties} />
              {item.label}
            </LegendItem>
          ))}
        </Legend>
      )}
    </Figure>
  );
}
