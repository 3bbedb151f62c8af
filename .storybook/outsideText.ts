/**
 * What the story router shows once a screen has navigated away from its story (StoryRouter.tsx). A module of its
 * own so the end-to-end test of the built Storybook can look for it without loading the app.
 */
export const OUTSIDE_TEXT = 'Navegou para fora da tela';
