import { useState } from 'react';

/** Which create/edit dialog is open: none, a new record, or one of the rows. */
type Editing<T> = { open: false } | { open: true; record?: T };

export function useEditorDialog<T>() {
  const [editing, setEditing] = useState<Editing<T>>({ open: false });
  return {
    isOpen: editing.open,
    record: editing.open ? editing.record : undefined,
    create: () => setEditing({ open: true }),
    edit: (record: T) => setEditing({ open: true, record }),
    close: () => setEditing({ open: false }),
  };
}
