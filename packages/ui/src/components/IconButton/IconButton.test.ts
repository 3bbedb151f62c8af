import { describe, expectTypeOf, it } from 'vitest';
import type { IconButtonProps } from './IconButton';

describe('IconButtonProps', () => {
  it('requires an accessible name by type', () => {
    expectTypeOf<IconButtonProps['aria-label']>().toEqualTypeOf<string>();
    // Leaving the name out does not type-check.
    expectTypeOf<{ icon: null }>().not.toMatchTypeOf<IconButtonProps>();
  });
});
