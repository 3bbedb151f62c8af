import type { CatalogueItem } from '@retoma/api-client';
import { useCurrentRoute } from '../../../shell/useCurrentRoute';
import { CatalogueFormDialog } from '../components/CatalogueFormDialog';
import { SettingsList } from '../components/SettingsList';
import { CATALOGUES, type CatalogueConfig } from '../config/catalogues';
import { useEditorDialog } from '../hooks/useEditorDialog';
import { useReloadCompanyList } from '../../../platform/useCompanyList';

/**
 * `configuracoes/origens`, `configuracoes/tipo-de-duvida`, `configuracoes/motivo-de-perda`: one screen for the
 * three simple catalogues, configured by the route it is opened on.
 */
export default function CatalogueScreen() {
  const route = useCurrentRoute();
  const config = route ? CATALOGUES[route.id] : undefined;
  if (!config) throw new Error(`No catalogue is configured for the route '${route?.id ?? ''}'`);
  return <Catalogue key={config.key} config={config} />;
}

function Catalogue({ config }: { config: CatalogueConfig }) {
  const editor = useEditorDialog<CatalogueItem>();
  const reload = useReloadCompanyList(config.key);
  return (
    <>
      <SettingsList config={config} onCreate={editor.create} onEdit={editor.edit} />
      {editor.isOpen && (
        <CatalogueFormDialog
          config={config}
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
