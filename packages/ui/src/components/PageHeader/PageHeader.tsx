import type { ReactNode } from 'react';
import type { RefProps, StyleProps } from '../styleProps';
import { Actions, Description, Root, Row, Title, TitleLine, Titles } from './PageHeader.styles';

export interface PageHeaderProps extends StyleProps, RefProps<HTMLDivElement> {
  /** The page's only h1. */
  title: ReactNode;
  description?: ReactNode;
  /** A `<Breadcrumbs>` trail shown above the title. */
  breadcrumbs?: ReactNode;
  /** Next to the title: a status chip, a count badge. */
  meta?: ReactNode;
  /** Primary actions at the end (they wrap under the title on narrow screens). */
  actions?: ReactNode;
}

/** The top of a screen: trail, title, description and primary actions. */
export function PageHeader({ title, description, breadcrumbs, meta, actions, className, ref, style }: PageHeaderProps) {
  return (
    <Root ref={ref} className={className} style={style}>
      {breadcrumbs}
      <Row>
        <Titles>
          <TitleLine>
            <Title>{title}</Title>
            {meta}
          </TitleLine>
          {description && <Description>{description}</Description>}
        </Titles>
        {actions && <Actions>{actions}</Actions>}
      </Row>
    </Root>
  );
}
