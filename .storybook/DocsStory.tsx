import { DocsContext, getStoryId, Story } from '@storybook/addon-docs/blocks';
import { useContext, type ComponentProps } from 'react';

/** How tall a screen's frame is on a Docs page: a screen's first view; it scrolls inside for the rest. */
const SCREEN_FRAME_HEIGHT = '720px';

/**
 * The Story block of Docs pages. The app's stories (screens and their parts) each talk to their own mock server
 * (MSW handlers set per story); the worker answers each page with the handlers that page set, so on a Docs page
 * they render in a frame of their own, as on their story page — inline, the last story's handlers would answer
 * every example's calls. The kit's stories stay inline (each in its own theme and direction: see preview.tsx).
 */
export function DocsStory(props: ComponentProps<typeof Story>) {
  const context = useContext(DocsContext);
  const story = context.storyById(getStoryId(props, context));
  if (!String(story.parameters.fileName).startsWith('./apps/')) return <Story {...props} />;
  const height = (story.parameters.docs as { story?: { height?: string } } | undefined)?.story?.height ?? SCREEN_FRAME_HEIGHT;
  return <Story {...props} inline={false} height={height} />;
}
