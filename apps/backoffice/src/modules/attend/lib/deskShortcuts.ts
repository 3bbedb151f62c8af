import type { KeyboardEvent } from 'react';

/** The desk's keyboard shortcuts: what each does, by the key that does it. */
export const DESK_SHORTCUTS = {
  next: 'n',
  attend: 'a',
  whatsapp: 'w',
  email: 'e',
  finish: 'f',
  help: '?',
} as const;

export type DeskShortcut = keyof typeof DESK_SHORTCUTS;

/** What of a key press decides whether it is a shortcut (a KeyboardEvent has all of it). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** Inputs that take text (a radio or a checkbox takes none: `?` on one is the help). */
const TEXT_INPUTS = 'input:not([type=radio]):not([type=checkbox]):not([type=button]):not([type=submit]):not([type=reset])';

/** Roles of controls that take typed characters or their own letter keys (a menu's type-ahead). */
const TYPING_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'menu', 'menuitem', 'listbox', 'option', 'slider']);

/** Whether the key goes into something the person types in: then a letter is a letter, never a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  // An element (the window or the document are targets too, and type nothing).
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as Element;
  if (element.closest(`${TEXT_INPUTS}, textarea, select, [contenteditable=""], [contenteditable="true"]`)) return true;
  const role = element.getAttribute('role');
  return role !== null && TYPING_ROLES.has(role);
}

/**
 * The shortcut a key press means, or null: plain keys only (with Ctrl, Cmd or Alt they belong to the browser and
 * the system), never while typing in a field, never once something else handled the key, and never while a dialog
 * is open (`dialogOpen`: its own keys come first, and what is behind it is out of reach).
 */
export function shortcutOf(press: KeyPress, dialogOpen: boolean): DeskShortcut | null {
  if (press.defaultPrevented || press.ctrlKey || press.metaKey || press.altKey || dialogOpen || isTyping(press.target)) return null;
  const found = (Object.entries(DESK_SHORTCUTS) as Array<[DeskShortcut, string]>).find(([, key]) => key === press.key);
  return found ? found[0] : null;
}

/** Ctrl+Enter, or ⌘+Enter on a Mac: the desk's "send" in a composer (the WhatsApp message, the e-mail). */
export function isSendPress(press: Pick<KeyPress, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return press.key === 'Enter' && (press.ctrlKey || press.metaKey) && !press.altKey;
}

/**
 * A composer form's key handler that sends it on the "send" press, from any of its fields. Given as
 * `onKeyDownCapture`: the form sees the press before the field does, so the rich-text editor's own Ctrl+Enter
 * (a line break) does not run too (ProseMirror leaves a press already handled alone). `pending`: a send under way
 * is not sent again.
 */
export function sendOnSendPress(pending: boolean) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (!isSendPress(event) || pending) return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };
}
