import { type Activity, MAX_IMAGES } from '@cc/shared/activities/activities.schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAcceptedPhoto } from '../activity-form';

/** A photo chosen in this form, not uploaded yet, with its preview URL. */
export interface NewPhoto {
  key: string;
  file: File;
  previewUrl: string;
}

function toNewPhoto(file: File): NewPhoto {
  return { key: crypto.randomUUID(), file, previewUrl: URL.createObjectURL(file) };
}

/** Why chosen files were refused: a wrong type, or more than 3 photos in total. */
export type PhotoProblem = 'INVALID_IMAGE_TYPE' | 'TOO_MANY_IMAGES';

/**
 * The photos of the activity form: hosted ones (minus those the user removed, which are
 * deleted on submit) and new ones with previews. At most 3 in total. Preview URLs are
 * revoked when a photo is removed and when the form goes away. An offline draft's photos are
 * not hosted anywhere: they start as new ones (`initialFiles`).
 */
export function usePhotoDraft(hosted: Activity['images'], initialFiles: File[] = []) {
  const [removedIds, setRemovedIds] = useState<string[]>([]);
  const [deletedIds, setDeletedIds] = useState<string[]>([]);
  const [newPhotos, setNewPhotos] = useState<NewPhoto[]>(() => initialFiles.map(toNewPhoto));
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const latest = useRef(newPhotos);
  latest.current = newPhotos;

  useEffect(
    () => () => {
      for (const photo of latest.current) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  const existing = hosted.filter((i) => !removedIds.includes(i._id) && !deletedIds.includes(i._id));
  const total = existing.length + newPhotos.length;

  /** Adds chosen files; refuses all of them when one has a wrong type or they are too many. */
  const add = (files: File[]) => {
    if (files.length === 0) return;
    if (!files.every(isAcceptedPhoto)) {
      setProblem('INVALID_IMAGE_TYPE');
      return;
    }
    if (total + files.length > MAX_IMAGES) {
      setProblem('TOO_MANY_IMAGES');
      return;
    }
    setProblem(null);
    setNewPhotos((photos) => [...photos, ...files.map(toNewPhoto)]);
  };

  const removeNew = (key: string) => {
    setProblem(null);
    setNewPhotos((photos) => {
      const photo = photos.find((p) => p.key === key);
      if (photo) URL.revokeObjectURL(photo.previewUrl);
      return photos.filter((p) => p.key !== key);
    });
  };

  const removeExisting = (id: string) => {
    setProblem(null);
    setRemovedIds((ids) => [...ids, id]);
  };

  /** Notes that a removed photo is gone on the server, so a retry does not delete it twice. */
  const markDeleted = useCallback((id: string) => {
    setDeletedIds((ids) => [...ids, id]);
    setRemovedIds((ids) => ids.filter((removed) => removed !== id));
  }, []);

  return {
    existing,
    newPhotos,
    removedIds,
    problem,
    setProblem,
    add,
    removeNew,
    removeExisting,
    markDeleted,
  };
}
