import { useCallback, useState } from 'react';
import type { TClosetImageResponse } from '../../../../shared/schemas/closet';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { uploadClosetImage } from '../api/upload-image';
import { photoProblem, preparePhoto } from './prepare-photo';

export type PhotoResult = (TClosetImageResponse & { previewUrl: string }) | null;

/** Check, shrink and upload one photo, with the spec's toasts. null when it did not work (the toast said why). */
export async function processPhoto(file: File): Promise<PhotoResult> {
  const problem = photoProblem(file);
  if (problem) {
    toast.error(problem.title, problem.description);
    return null;
  }
  try {
    const photo = await preparePhoto(file);
    const uploaded = await uploadClosetImage(photo);
    return { ...uploaded, previewUrl: URL.createObjectURL(photo) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) toast.error('Authentication required', 'Please log in to add clothing items');
    else toast.error('Upload failed', 'Failed to process the image. Please try again.');
    return null;
  }
}

export function usePhotoUpload() {
  const [busy, setBusy] = useState(false);
  const upload = useCallback(async (file: File) => {
    setBusy(true);
    try {
      return await processPhoto(file);
    } finally {
      setBusy(false);
    }
  }, []);
  return { upload, busy };
}
