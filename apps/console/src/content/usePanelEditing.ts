import { useMemo, useState } from 'react';

/**
 * A content panel's open dialog (new, edit, delete, view: the panel's own union) and the notice
 * its last write left: `done` closes the dialog and shows what was done. The functions stay the
 * same from render to render, as the table's memoized columns use them.
 */
export function usePanelEditing<Editing>() {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const actions = useMemo(
    () => ({
      open: (next: Editing) => setEditing(next),
      close: () => setEditing(null),
      done: (text: string) => {
        setEditing(null);
        setNotice(text);
      },
      dismissNotice: () => setNotice(null),
    }),
    [],
  );
  return { editing, notice, ...actions };
}
