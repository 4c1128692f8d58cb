import { useEffect, useState } from 'react';
import { findDraft } from '../../../entities/drafts/drafts';
import type { StoredDraft } from '../../../lib/app-db';

/**
 * The draft an `/activity-form/:eventId/:id` address names, when the id is a draft's local id
 * (participant spec §2): `undefined` while IndexedDB is asked, `null` when there is no such
 * draft (the id is an activity's, or none was given).
 */
export function useStoredDraft(id: string | undefined): StoredDraft | null | undefined {
  const [found, setFound] = useState<{ id: string; draft: StoredDraft | null } | null>(null);

  useEffect(() => {
    if (!id) return;
    let current = true;
    findDraft(id)
      .catch(() => null)
      .then((draft) => {
        if (current) setFound({ id, draft });
      });
    return () => {
      current = false;
    };
  }, [id]);

  if (!id) return null;
  return found?.id === id ? found.draft : undefined;
}
