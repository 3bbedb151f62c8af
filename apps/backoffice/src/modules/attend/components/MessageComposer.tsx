import { Button, TextArea } from '@retoma/ui';
import { useLayoutEffect, useRef } from 'react';
import { Group, Toolbar } from 'react-aria-components';
import styled from 'styled-components';

/** A toolbar button: `before` and `after` wrap the selected text (a variable has only `before`). */
export interface Insertion {
  id: string;
  label: string;
  before: string;
  after?: string;
  /** A sales link's address: a rich-text message links `label` to it, where plain text takes `before`. */
  href?: string;
}

export interface InsertionGroup {
  label: string;
  items: readonly Insertion[];
}

export interface MessageComposerProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The toolbar's name ("Inserir na mensagem"). */
  toolbarLabel: string;
  groups: readonly InsertionGroup[];
  description?: string;
  placeholder?: string;
  errorMessage?: string;
  maxLength?: number;
  rows?: number;
  isRequired?: boolean;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;
const Bar = styled(Toolbar)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
const Buttons = styled(Group)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

/**
 * A message field with a toolbar that inserts at the caret: variables the server fills in (`[NOME_LEAD]`) and the
 * product's sales links; `after` wraps the selected text. The toolbar is one tab stop (arrow keys move
 * inside it); after an insertion the caret returns to the text, right after what was inserted.
 */
export function MessageComposer({ toolbarLabel, groups, value, onChange, ...field }: MessageComposerProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<{ start: number; end: number } | null>(null);

  useLayoutEffect(() => {
    const element = input.current;
    if (!element || !caret.current) return;
    element.focus();
    element.setSelectionRange(caret.current.start, caret.current.end);
    caret.current = null;
  }, [value]);

  const insert = ({ before, after = '' }: Insertion) => {
    const element = input.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const selected = value.slice(start, end);
    // With nothing selected the caret lands between the tags, ready for the text.
    caret.current = selected
      ? { start, end: start + before.length + selected.length + after.length }
      : { start: start + before.length, end: start + before.length };
    onChange(value.slice(0, start) + before + selected + after + value.slice(end));
  };

  return (
    <Root>
      <InsertionToolbar label={toolbarLabel} groups={groups} onInsert={insert} />
      <TextArea {...field} value={value} onChange={onChange} inputRef={input} />
    </Root>
  );
}

/** The composers' insertions in groups: one tab stop, arrow keys move inside it. */
export function InsertionToolbar({
  label,
  groups,
  onInsert,
}: {
  label: string;
  groups: readonly InsertionGroup[];
  onInsert: (item: Insertion) => void;
}) {
  return (
    <Bar aria-label={label}>
      {groups.map((group) => (
        <Buttons key={group.label} aria-label={group.label}>
          {group.items.map((item) => (
            <Button key={item.id} size="sm" variant="secondary" onPress={() => onInsert(item)}>
              {item.label}
            </Button>
          ))}
        </Buttons>
      ))}
    </Bar>
  );
}
