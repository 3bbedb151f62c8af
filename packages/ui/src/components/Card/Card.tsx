import { useId, type ReactNode } from 'react';
import type { RefProps, StyleProps } from '../styleProps';
import { Body, Footer, Header, HeaderActions, Root, Subtitle, Title, Titles } from './Card.styles';

export type CardVariant = 'elevated' | 'outlined' | 'muted';
export type CardHeadingLevel = 2 | 3 | 4;

export interface CardProps extends StyleProps, RefProps<HTMLElement> {
  /** Heading of the card; the card becomes a labelled region when it has one. */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Heading level of the title, to fit the page's outline (h2 by default). */
  headingLevel?: CardHeadingLevel;
  /** Controls at the end of the header (menu, filter, link). */
  actions?: ReactNode;
  footer?: ReactNode;
  variant?: CardVariant;
  /** Inner spacing of the body: `none` for edge-to-edge tables and charts. */
  padding?: 'none' | 'md' | 'lg';
  /** Marks the content as loading (`aria-busy`). */
  isBusy?: boolean;
  children?: ReactNode;
}

/** A surface that groups related content under an optional heading. */
export function Card({
  title,
  subtitle,
  headingLevel = 2,
  actions,
  footer,
  variant = 'elevated',
  padding = 'md',
  isBusy,
  children,
  className,
  ref,
  style,
}: CardProps) {
  const titleId = useId();
  const hasHeader = Boolean(title || subtitle || actions);
  return (
    <Root
      data-variant={variant}
      data-padding={padding}
      data-busy={isBusy || undefined}
      aria-busy={isBusy || undefined}
      aria-labelledby={title ? titleId : undefined}
      as={title ? 'section' : 'div'}
      ref={ref}
      className={className}
      style={style}
    >
      {hasHeader && (
        <Header>
          <Titles>
            {title && (
              <Title id={titleId} as={`h${headingLevel}`}>
                {title}
              </Title>
            )}
            {subtitle && <Subtitle>{subtitle}</Subtitle>}
          </Titles>
          {actions && <HeaderActions>{actions}</HeaderActions>}
        </Header>
      )}
      {children !== undefined && <Body>{children}</Body>}
      {footer && <Footer>{footer}</Footer>}
    </Root>
  );
}
