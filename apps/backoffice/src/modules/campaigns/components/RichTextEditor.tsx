import { Button, TextField } from '@retoma/ui';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, Link2, List, ListOrdered } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useCampaignsT } from '../messages';
import { MessageVariables } from './MessageVariables';

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
const Surface = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  .tiptap {
    min-block-size: 12rem;
    padding: ${({ theme }) => theme.space[3]};
    outline: none;
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

export interface RichTextEditorProps {
  label: string;
  /** HTML; '' when the editor is empty. */
  value: string;
  onChange: (html: string) => void;
  errorMessage?: string;
  /** The campaign's product, whose sales links can be inserted. */
  produtoId: number;
}

/**
 * The e-mail's body in a real editor (TipTap on ProseMirror): bold, italic, lists and links from its toolbar, the
 * message variables inserted where the caret stands. Its HTML is sanitised again by the server.
 */
export function RichTextEditor({ label, value, onChange, errorMessage, produtoId }: RichTextEditorProps) {
  const t = useCampaignsT();
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
      <Toolbar role="toolbar" aria-label={t('campaigns.editor.toolbar')}>
        <Button size="sm" variant="ghost" aria-pressed={active?.bold} onPress={() => editor.chain().focus().toggleBold().run()}>
          <Bold aria-hidden size={16} />
          {t('campaigns.editor.bold')}
        </Button>
        <Button size="sm" variant="ghost" aria-pressed={active?.italic} onPress={() => editor.chain().focus().toggleItalic().run()}>
          <Italic aria-hidden size={16} />
          {t('campaigns.editor.italic')}
        </Button>
        <Button size="sm" variant="ghost" aria-pressed={active?.bullet} onPress={() => editor.chain().focus().toggleBulletList().run()}>
          <List aria-hidden size={16} />
          {t('campaigns.editor.bullets')}
        </Button>
        <Button size="sm" variant="ghost" aria-pressed={active?.ordered} onPress={() => editor.chain().focus().toggleOrderedList().run()}>
          <ListOrdered aria-hidden size={16} />
          {t('campaigns.editor.numbers')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={active?.link}
          onPress={() => setLinking((editor.getAttributes('link').href as string | undefined) ?? 'https://')}
        >
          <Link2 aria-hidden size={16} />
          {t('campaigns.editor.link')}
        </Button>
      </Toolbar>
      {linking !== null && (
        <LinkRow>
          <TextField label={t('campaigns.editor.linkAddress')} type="url" value={linking} onChange={setLinking} />
          <Button size="sm" onPress={applyLink}>
            {t('campaigns.editor.linkApply')}
          </Button>
          <Button size="sm" variant="secondary" onPress={() => setLinking(null)}>
            {t('campaigns.settings.cancel')}
          </Button>
        </LinkRow>
      )}
      <Surface $invalid={Boolean(errorMessage)}>
        <EditorContent editor={editor} />
      </Surface>
      {errorMessage && <ErrorText id={errorId}>{errorMessage}</ErrorText>}
      <MessageVariables produtoId={produtoId} onInsert={(variable) => editor.chain().focus().insertContent(variable).run()} />
    </Field>
  );
}
