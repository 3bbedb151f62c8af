import { lazy } from 'react';

export type { RichTextEditorProps, RichTextEditorTexts } from './RichTextEditor';

/**
 * The rich-text editor, fetched when a screen first shows it: TipTap and ProseMirror are a large part of a page's
 * code, and only the e-mail composers (campaign steps, the agent's e-mail) need them. Render it inside Suspense.
 */
export const RichTextEditor = lazy(() => import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })));
