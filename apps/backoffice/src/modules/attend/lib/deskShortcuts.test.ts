import { describe, expect, it } from 'vitest';
import { isSendPress, isTyping, shortcutOf, type KeyPress } from './deskShortcuts';

/**
 * An element as the key handling sees it: what `closest` finds for the field selector (a field, or inside one)
 * and its role.
 */
const element = (inField: boolean, role: string | null = null) =>
  ({ closest: () => (inField ? {} : null), getAttribute: (name: string) => (name === 'role' ? role : null) }) as unknown as Element;

const press = (key: string, patch: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target: element(false),
  ...patch,
});

describe('shortcutOf', () => {
  it('reads the desk keys: n next, a attend, w WhatsApp, f finish, ? help', () => {
    expect(['n', 'a', 'w', 'e', 'f', '?'].map((key) => shortcutOf(press(key), false))).toEqual([
      'next',
      'attend',
      'whatsapp',
      'email',
      'finish',
      'help',
    ]);
  });

  it('ignores other keys, and capitals (Shift+N is not n)', () => {
    expect(shortcutOf(press('x'), false)).toBeNull();
    expect(shortcutOf(press('N'), false)).toBeNull();
    expect(shortcutOf(press('Enter'), false)).toBeNull();
  });

  it('leaves keys with Ctrl, Cmd or Alt to the browser and the system', () => {
    expect(shortcutOf(press('f', { ctrlKey: true }), false)).toBeNull();
    expect(shortcutOf(press('n', { metaKey: true }), false)).toBeNull();
    expect(shortcutOf(press('w', { altKey: true }), false)).toBeNull();
  });

  it('never acts while the person types: in a field, or in a control with its own letter keys', () => {
    for (const target of [element(true), element(false, 'spinbutton'), element(false, 'combobox'), element(false, 'menuitem')]) {
      expect(isTyping(target)).toBe(true);
      expect(shortcutOf(press('?', { target }), false)).toBeNull();
      expect(shortcutOf(press('f', { target }), false)).toBeNull();
    }
  });

  it('acts from a button, a row or the page, but not while a dialog is open or once the key was handled', () => {
    expect(shortcutOf(press('a', { target: element(false, 'row') }), false)).toBe('attend');
    expect(shortcutOf(press('n', { target: null }), false)).toBe('next');
    expect(shortcutOf(press('a'), true)).toBeNull();
    expect(shortcutOf(press('?', { defaultPrevented: true }), false)).toBeNull();
  });
});

describe('isSendPress', () => {
  it('sends on Ctrl+Enter, and on ⌘+Enter on a Mac', () => {
    expect(isSendPress(press('Enter', { ctrlKey: true }))).toBe(true);
    expect(isSendPress(press('Enter', { metaKey: true }))).toBe(true);
  });

  it('leaves Enter alone, alone or with Alt (a new line, the system’s keys)', () => {
    expect(isSendPress(press('Enter'))).toBe(false);
    expect(isSendPress(press('Enter', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSendPress(press('s', { ctrlKey: true }))).toBe(false);
  });
});
