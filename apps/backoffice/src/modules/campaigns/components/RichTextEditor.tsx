import { RichTextEditor as Editor } from '../../../platform/richText/RichTextEditor';
import { useCampaignsT } from '../messages';
import { MessageVariables } from './MessageVariables';

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
 * A campaign e-mail's body: the app's rich-text editor (platform/richText, shared with the agent's e-mails) in the
 * campaigns' words, with the campaign's message variables and sales links inserted at the caret. The step screen
 * loads this file apart from its route, so the editor comes with it.
 */
export function RichTextEditor({ produtoId, ...field }: RichTextEditorProps) {
  const t = useCampaignsT();
  return (
    <Editor
      {...field}
      rows={8}
      texts={{
        toolbar: t('campaigns.editor.toolbar'),
        bold: t('campaigns.editor.bold'),
        italic: t('campaigns.editor.italic'),
        bullets: t('campaigns.editor.bullets'),
        numbers: t('campaigns.editor.numbers'),
        link: t('campaigns.editor.link'),
        linkAddress: t('campaigns.editor.linkAddress'),
        linkApply: t('campaigns.editor.linkApply'),
        linkCancel: t('campaigns.settings.cancel'),
      }}
      insertions={(insert) => <MessageVariables produtoId={produtoId} onInsert={insert} />}
    />
  );
}
