import { useState } from 'react';

/**
 * The create/edit dialog of an admin list: closed, creating (no item), or editing one item.
 * `onSaved` runs after a save has closed the dialog, e.g. to reload page 1.
 */
export function useEditDialog<T>(onSaved?: () => void) {
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const close = () => setEditing(null);
  return {
    isOpen: editing !== null,
    /** The item being edited; `null` while creating or closed. */
    item: editing?.item ?? null,
    create: () => setEditing({ item: null }),
    edit: (item: T) => setEditing({ item }),
    close,
    saved: () => {
      close();
      onSaved?.();
    },
  };
}
