import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { sortableAnnouncements } from './announcements';
import { SORTABLE_LIST_TEXTS } from './texts';

const labels: Record<string, string> = { a: 'E-mail de boas-vindas', b: 'SMS de lembrete', c: 'E-mail final' };
const ids = Object.keys(labels);
const active = (id: string) => ({ id }) as Active;
const over = (id: string) => ({ id }) as Over;

describe('sortableAnnouncements', () => {
  const pt = sortableAnnouncements(SORTABLE_LIST_TEXTS.pt, ids, (id) => labels[id as string]!, 'pt', { current: null });

  it('names the row and its position out of all rows at each step of a move', () => {
    expect(pt.onDragStart({ active: active('a') })).toBe('E-mail de boas-vindas selecionado, na posição 1 de 3.');
    // dnd-kit reports the row over itself right after the pick-up: nothing new to say.
    expect(pt.onDragOver({ active: active('a'), over: over('a') })).toBeUndefined();
    expect(pt.onDragOver({ active: active('a'), over: over('c') })).toBe('E-mail de boas-vindas movido para a posição 3 de 3.');
    expect(pt.onDragOver({ active: active('a'), over: over('c') })).toBeUndefined();
    expect(pt.onDragOver({ active: active('a'), over: over('a') })).toBe('E-mail de boas-vindas movido para a posição 1 de 3.');
    expect(pt.onDragEnd({ active: active('a'), over: over('b') })).toBe('E-mail de boas-vindas solto na posição 2 de 3.');
    expect(pt.onDragCancel({ active: active('b'), over: over('c') })).toBe('Movimento cancelado. SMS de lembrete voltou à posição 2 de 3.');
  });

  it('says nothing while the row is over no row, and a drop outside the list leaves it where it was', () => {
    expect(pt.onDragOver({ active: active('a'), over: null })).toBeUndefined();
    expect(pt.onDragEnd({ active: active('b'), over: null })).toBe('SMS de lembrete solto na posição 2 de 3.');
  });

  it('speaks the UiProvider locale', () => {
    const de = sortableAnnouncements(SORTABLE_LIST_TEXTS.de, ids, (id) => labels[id as string]!, 'de', { current: 'c' });
    expect(de.onDragOver({ active: active('c'), over: over('a') })).toBe('E-mail final an Position 1 von 3 verschoben.');
  });
});
