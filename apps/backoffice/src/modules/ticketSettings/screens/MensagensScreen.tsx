import { useNavigate } from 'react-router-dom';
import { SettingsList } from '../components/SettingsList';
import { MENSAGENS_PADRAO } from '../config/mensagens';
import { useCompanyHref } from '../../../platform/links';

/** `configuracoes/mensagem-padrao`: the WhatsApp and e-mail messages agents start from; each opens in its own page. */
export default function MensagensScreen() {
  const navigate = useNavigate();
  const href = useCompanyHref();
  return (
    <SettingsList
      config={MENSAGENS_PADRAO}
      onCreate={() => navigate(href('mensagem-padrao-criar'))}
      onEdit={(row) => navigate(href('mensagem-padrao-editar', { id: row.id }))}
    />
  );
}
