import type { StatusDeFinalizacao } from '@retoma/api-client';
import { SettingsList } from '../components/SettingsList';
import { StatusFormDialog } from '../components/StatusFormDialog';
import { STATUS_FINALIZACAO } from '../config/statusFinalizacao';
import { useEditorDialog } from '../hooks/useEditorDialog';
import { useReloadCompanyList } from '../../../platform/useCompanyList';

/** `configuracoes/status-de-finalizacao`: how agents may finish a ticket (won, waiting or lost) and what each allows. */
export default function StatusFinalizacaoScreen() {
  const editor = useEditorDialog<StatusDeFinalizacao>();
  const reload = useReloadCompanyList(STATUS_FINALIZACAO.key);
  return (
    <>
      <SettingsList config={STATUS_FINALIZACAO} onCreate={editor.create} onEdit={editor.edit} />
      {editor.isOpen && (
        <StatusFormDialog
          record={editor.record}
          onClose={editor.close}
          onSaved={() => {
            editor.close();
            void reload();
          }}
        />
      )}
    </>
  );
}
