import type { MessageVariable } from '@retoma/api-client';
import { TextArea } from '@retoma/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { insertToken } from './messageTemplate';
import { VariablePicker } from './VariablePicker';

export interface MessageBodyFieldProps {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
}

/** The message text with the variable picker under it: a variable goes where the caret (or selection) was. */
export function MessageBodyField({ label, description, value, onChange, errorMessage }: MessageBodyFieldProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Set after an insertion: once the new text is rendered, the caret goes right after the variable.
  const [caret, setCaret] = useState<{ at: number } | null>(null);

  useLayoutEffect(() => {
    const element = textarea.current;
    if (!caret || !element) return;
    element.focus();
    element.setSelectionRange(caret.at, caret.at);
  }, [caret]);

  function insert(variable: MessageVariable) {
    const element = textarea.current;
    const selection = element ? { start: element.selectionStart, end: element.selectionEnd } : { start: value.length, end: value.length };
    const next = insertToken(value, selection, variable);
    onChange(next.text);
    setCaret({ at: next.caret });
  }

  return (
    <>
      <TextArea
        name="mensagem"
        label={label}
        description={description}
        isRequired
        rows={8}
        inputRef={textarea}
        value={value}
        onChange={onChange}
        errorMessage={errorMessage}
      />
      <VariablePicker onInsert={insert} />
    </>
  );
}
