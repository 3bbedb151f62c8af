import type { RetomaTheme } from '@retoma/ui';

// The app's own styles read the kit's theme (UiProvider hands it to styled-components). The kit does not declare
// this itself, so an app with a theme of its own is free to declare its own (packages/ui/README.md, "Theming").
declare module 'styled-components' {
  export interface DefaultTheme extends RetomaTheme {}
}
