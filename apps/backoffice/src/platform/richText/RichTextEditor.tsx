import { Button, TextField } from '@retoma/ui';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, Link2, List, ListOrdered } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;
const Label = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;
const Surface = styled.div<{ $invalid: boolean; $rows: number }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  .tiptap {
    min-block-size: ${({ $rows }) => $rows * 1.5}rem;
    padding: ${({ theme }) => theme.space[3]};
    outline: none;
    overflow-wrap: anywhere;
  }
  .tiptap:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  .tiptap a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The editor's words, in the person's language: given by the module that shows it (platform code has no catalogue). */
export interface RichTextEditorTexts {
  toolbar: string;
  bold: string;
  italic: string;
  bullets: string;
  numbers: string;
  link: string;
  linkAddress: string;
  linkApply: string;
  linkCancel: string;
}

/** What an insertion puts at the caret: text as it is, or `text` as a link to `href`. */
export type RichTextInsertion = string | { text: string; href: string };

export interface RichTextEditorProps {
  label: string;
  /**
   * HTML; '' when the editor is empty. Read when the editor starts: to put another text in (a default message),
   * give the editor a new `key`. (Pushing every keystroke's echo back in would fight the caret.)
   */
  value: string;
  onChange: (html: string) => void;
  texts: RichTextEditorTexts;
  errorMessage?: string;
  /** The writing area's height in lines before it grows. */
  rows?: number;
  /**
   * What may be inserted where the caret stands (the message variables, the sales links), drawn by the module under
   * the text: it calls `insert` with the text, or the link, to put in.
   */
  insertions?: (insert: (content: RichTextInsertion) => void) => ReactNode;
}

/**
 * An e-mail's body in a real editor (TipTap on ProseMirror): bold, italic, lists and links from its toolbar, and
 * the module's insertions at the caret. Used by the campaign steps and the agent's e-mails; loaded only by the
 * screens that show it (see ./index.ts). Its HTML is sanitised again by the server.
 */
export function RichTextEditor({ label, value, onChange, texts, errorMessage, rows = 8, insertions }: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const [linking, setLinking] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false, protocols: ['https', 'http', 'mailto'] })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(errorMessage ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  const insert = (content: RichTextInsertion) => {
    const chain = editor.chain().focus();
    if (typeof content === 'string') return chain.insertContent(content).run();
    // The link mark reaches on to what is typed at its end: unset at the caret, the next words are plain text.
    return chain
      .insertContent({ type: 'text', text: content.text, marks: [{ type: 'link', attrs: { href: content.href } }] })
      .unsetMark('link')
      .run();
  };

  const applyLink = () => {
    const address = linking?.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (address) chain.setLink({ href: address }).run();
    else chain.unsetLink().run();
    setLinking(null);
  };

  return (
    <Field>
      <Label id={labelId}>{label}</Label>
      <Toolbar role="toolbar" aria-label={texts.toolbar}>
        <Button size="sm" variant="ghost" aria-pressed={active?.bold} onPress={() => editor.chain().focus().toggleBold().run()}>
          <Bold aria-hidden size={16} />
          {texts.bold}
        </Button>
        <Button size="sm" variant="ghost" aria-pressed={active?.italic} onPress={() => editor.chain().focus().toggleItalic().run()}>
          <Italic aria-hidden size={16} />
          {texts.italic}
        </Button>
        <Button size="sm" variant="ghost" aria-pressed={active?.bullet} onPress={() => editor.chain().focus().toggleBulletList().run()}>
          <List aria-hidden size={16} />
          {texts.bullets}
        </Button>
        <Button size="sm" variant="ghost" aria-pressed={active?.ordered} onPress={() => editor.chain().focus().toggleOrderedList().run()}>
          <ListOrdered aria-hidden size={16} />
          {texts.numbers}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={active?.link}
          onPress={() => setLinking((editor.getAttributes('link').href as string | undefined) ?? 'https://')}
        >
          <Link2 aria-hidden size={16} />
          {texts.link}
        </Button>
      </Toolbar>
      {linking !== null && (
        <LinkRow>
          <TextField label={texts.linkAddress} type="url" value={linking} onChange={setLinking} />
          <Button size="sm" onPress={applyLink}>
            {texts.linkApply}
          </Button>
          <Button size="sm" variant="secondary" onPress={() => setLinking(null)}>
            {texts.linkCancel}
          </Button>
        </LinkRow>
      )}
      <Surface $invalid={Boolean(errorMessage)} $rows={rows}>
        <EditorContent editor={editor} />
      </Surface>
      {errorMessage && <ErrorText id={errorId}>{errorMessage}</ErrorText>}
      {insertions?.(insert)}
    </Field>
  );
}
