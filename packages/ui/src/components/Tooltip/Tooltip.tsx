import type { ReactElement, ReactNode } from 'react';
import type { StyleProps } from '../styleProps';
import { TooltipTrigger, type TooltipProps as AriaTooltipProps, type TooltipTriggerComponentProps } from 'react-aria-components';
import { Arrow, Bubble } from './Tooltip.styles';

/** The spec's default position. */
export const TOOLTIP_DEFAULT_PLACEMENT = 'top';

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'>, StyleProps {
  /** What the tooltip says. It supplements the trigger; never the only name of a control. */
  content: ReactNode;
  /** One focusable react-aria element (Button, IconButton, Link...). */
  children: ReactElement;
  placement?: AriaTooltipProps['placement'];
  showArrow?: boolean;
}

/** A short hint on hover and keyboard focus; top by default, flipping when there is no room. */
export function Tooltip({
  content,
  children,
  placement = TOOLTIP_DEFAULT_PLACEMENT,
  showArrow = true,
  delay = 600,
  className,
  style,
  ...props
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} {...props}>
      {children}
      <Bubble placement={placement} offset={showArrow ? 8 : 4} className={className} style={style}>
        {showArrow && (
          <Arrow>
            <svg width={10} height={6} viewBox="0 0 10 6" aria-hidden="true">
              <path d="M0 0 L5 6 L10 0" />
            </svg>
          </Arrow>
        )}
        {content}
      </Bubble>
    </TooltipTrigger>
  );
}
