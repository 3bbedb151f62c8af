import { Button, Modal } from '@retoma/ui';
import { Fragment } from 'react';
import styled from 'styled-components';
import { useAttendT, type AttendKey } from '../messages';
import { useDeskShortcuts, type DeskActions } from '../hooks/useDeskShortcuts';
import { DESK_SHORTCUTS } from '../lib/deskShortcuts';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  align-items: baseline;
  margin: 0;
  dd {
    margin: 0;
  }
`;
const Keys = styled.dt`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  align-items: baseline;
`;
/** A key as printed on the keyboard: the kit's border, radius and surface, in the kit's type. */
const Key = styled.kbd`
  display: inline-block;
  min-inline-size: 1.75em;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-block-end-width: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fontFamily};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: 1.6;
  text-align: center;
`;
const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
`;

/** The help's lines, in the order of the agent's day: the key(s) and what they do. */
const LINES: ReadonlyArray<{ keys: ReadonlyArray<string | AttendKey>; text: AttendKey }> = [
  { keys: [DESK_SHORTCUTS.next], text: 'attend.shortcuts.next' },
  { keys: [DESK_SHORTCUTS.attend], text: 'attend.shortcuts.attend' },
  { keys: [DESK_SHORTCUTS.whatsapp], text: 'attend.shortcuts.whatsapp' },
  { keys: ['attend.shortcuts.ctrl', 'attend.shortcuts.enter'], text: 'attend.shortcuts.send' },
  { keys: [DESK_SHORTCUTS.email], text: 'attend.shortcuts.email' },
  { keys: ['attend.shortcuts.ctrl', 'attend.shortcuts.enter'], text: 'attend.shortcuts.sendEmail' },
  { keys: [DESK_SHORTCUTS.finish], text: 'attend.shortcuts.finish' },
  { keys: [DESK_SHORTCUTS.help], text: 'attend.shortcuts.help' },
];

const isKeyText = (key: string): key is AttendKey => key.startsWith('attend.');

export interface ShortcutsHelpDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** "Atalhos de teclado": every shortcut of the desk and where it works, in a modal dialog (Escape closes it). */
export function ShortcutsHelpDialog({ isOpen, onOpenChange }: ShortcutsHelpDialogProps) {
  const t = useAttendT();
  return (
    <Modal
      title={t('attend.shortcuts.title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      closeLabel={t('attend.shortcuts.close')}
      footer={(close) => (
        <Button variant="secondary" onPress={close}>
          {t('attend.shortcuts.close')}
        </Button>
      )}
    >
      <Intro>{t('attend.shortcuts.intro')}</Intro>
      <List>
        {LINES.map((line) => (
          <Fragment key={line.text}>
            <Keys>
              {line.keys.map((key, index) => (
                <Fragment key={key}>
                  {index > 0 && <span aria-hidden>+</span>}
                  <Key>{isKeyText(key) ? t(key) : key}</Key>
                </Fragment>
              ))}
            </Keys>
            <dd>{t(line.text)}</dd>
          </Fragment>
        ))}
      </List>
      <Note>{t('attend.shortcuts.mac')}</Note>
      <Note>{t('attend.shortcuts.turnOff')}</Note>
    </Modal>
  );
}

/**
 * The desk's keyboard shortcuts on a screen: its actions by key, and the help dialog `?` opens. Rendered once by
 * each desk screen (the tickets list, the attend screen).
 */
export function DeskShortcuts({ actions }: { actions: DeskActions }) {
  const { helpOpen, setHelpOpen } = useDeskShortcuts(actions);
  return <ShortcutsHelpDialog isOpen={helpOpen} onOpenChange={setHelpOpen} />;
}
