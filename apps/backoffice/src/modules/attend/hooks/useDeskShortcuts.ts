import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { keyboardShortcutsAtom } from '../../../session/atoms';
import { shortcutOf, type DeskShortcut } from '../lib/deskShortcuts';

/** What the desk's shortcuts do on the screen that listens (a screen leaves out what it has nothing for). */
export type DeskActions = Partial<Record<Exclude<DeskShortcut, 'help'>, () => void>>;

/** Whether a dialog or a side panel is open: its own keys come first, and the page behind is out of reach. */
const dialogOpen = () => document.querySelector('[role=dialog], [role=alertdialog]') !== null;

/**
 * Listens for the desk's shortcuts on the whole page while the screen shows: `?` opens the help, the others run the
 * screen's action for them. A key that means nothing here is left alone (the browser's, the page's own). Nothing
 * listens while the person has turned the shortcuts off in the preferences.
 */
export function useDeskShortcuts(actions: DeskActions) {
  const [helpOpen, setHelpOpen] = useState(false);
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  const enabled = useAtomValue(keyboardShortcutsAtom);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event, dialogOpen());
      if (shortcut === 'help') {
        event.preventDefault();
        setHelpOpen(true);
        return;
      }
      const action = shortcut ? latest.current[shortcut] : undefined;
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
  return { helpOpen, setHelpOpen };
}
