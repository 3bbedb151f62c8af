import { Unstyled } from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';
import { theme } from '../theme/theme';

/**
 * A pattern page's pair of live examples: what to do beside what not to do. Each is drawn `Unstyled`: the Docs page's
 * own heading and paragraph styles would otherwise restyle the kit's (a Card's title underlined as the page's h2).
 */
export function DoDont({ good, bad }: { good: ReactNode; bad: ReactNode }) {
  const column = (caption: string, color: string, example: ReactNode) => (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontWeight: 600, color, marginBlockEnd: 8 }}>{caption}</figcaption>
      <Unstyled>{example}</Unstyled>
    </figure>
  );
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 24, marginBlock: 16 }}>
      {column('Do', theme.colors.success, good)}
      {column("Don't", theme.colors.danger, bad)}
    </div>
  );
}
