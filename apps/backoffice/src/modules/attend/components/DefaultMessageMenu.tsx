import type { MensagemPadrao, TipoMensagem } from '@retoma/api-client';
import { Alert, Button, Menu } from '@retoma/ui';
import { useAttendT } from '../messages';
import { useDefaultMessages } from '../hooks/useDefaultMessages';

export interface DefaultMessageMenuProps {
  channel: TipoMensagem;
  /** The chosen message replaces what the composer holds. */
  onChoose: (message: MensagemPadrao) => void;
}

/** "Mensagens padrão": the company's ready-made messages of the channel, to start from. */
export function DefaultMessageMenu({ channel, onChoose }: DefaultMessageMenuProps) {
  const t = useAttendT();
  const { data, error } = useDefaultMessages(channel);
  if (error) return <Alert tone="warning">{t('attend.messages.loadError')}</Alert>;
  const messages = data ?? [];
  // Wrapped so the trigger keeps its own width inside the panel's stretching grid.
  return (
    <div>
      <Menu
        aria-label={t('attend.messages.label')}
        placement="bottom start"
        trigger={
          <Button variant="secondary" isDisabled={messages.length === 0}>
            {messages.length === 0 && data ? t('attend.messages.none') : t('attend.messages.label')}
          </Button>
        }
        items={messages.map((message) => ({ id: String(message.id), label: message.titulo, onAction: () => onChoose(message) }))}
      />
    </div>
  );
}
