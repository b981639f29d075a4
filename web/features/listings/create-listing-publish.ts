import { useState } from 'react';
import { PHOTO_MESSAGES } from '../../../domain/listings/photos';
import { ApiError } from '../../lib/api-client';
import { createdListingId, useCreateListing } from './api/create-listing';
import { useUploadListingPhotos } from './api/upload-listing-photos';
import type { CreateListingPayload } from './create-listing-values';

/** Where publishing is: SPEC §4 "Create flow" (create, then upload the photos). */
export type PublishPhase =
  | { kind: 'idle' }
  | { kind: 'creating' }
  | { kind: 'uploading'; listingId: number; current: number; total: number }
  /** The listing exists but some photos did not arrive: never create it a second time. */
  | {
      kind: 'upload-failed';
      listingId: number;
      uploaded: number;
      total: number;
      /** The server's reason when it named one ('Archivo 1: No es una imagen válida'). */
      reason: string | null;
    };

export type PublishResult =
  | { outcome: 'published'; listingId: number }
  | { outcome: 'create-failed'; error: unknown }
  | { outcome: 'upload-failed'; listingId: number };

/**
 * Creates the listing, then uploads its photos one request per photo: on a weak signal each
 * request is small, the person sees 'Subiendo foto 1 de 2', and the photos that arrived stay
 * when a later one fails (a retry sends only the rest).
 */
export function usePublishListing() {
  const [phase, setPhase] = useState<PublishPhase>({ kind: 'idle' });
  const creation = useCreateListing();
  const upload = useUploadListingPhotos();

  const uploadFrom = async (
    listingId: number,
    files: readonly File[],
    start: number,
  ): Promise<PublishResult> => {
    for (let index = start; index < files.length; index++) {
      setPhase({ kind: 'uploading', listingId, current: index + 1, total: files.length });
      try {
        await upload.mutateAsync({ listingId, files: [files[index]!] });
      } catch (error) {
        const reason =
          error instanceof ApiError ? (error.fieldError('images') ?? error.message) : null;
        setPhase({
          kind: 'upload-failed',
          listingId,
          uploaded: index,
          total: files.length,
          reason: reason === PHOTO_MESSAGES.uploadFailed ? null : reason,
        });
        return { outcome: 'upload-failed', listingId };
      }
    }
    setPhase({ kind: 'idle' });
    return { outcome: 'published', listingId };
  };

  const publish = async (
    payload: CreateListingPayload,
    files: readonly File[],
  ): Promise<PublishResult> => {
    if (phase.kind === 'upload-failed') return uploadFrom(phase.listingId, files, phase.uploaded);
    setPhase({ kind: 'creating' });
    let listingId: number;
    try {
      listingId = createdListingId(await creation.mutateAsync(payload));
    } catch (error) {
      setPhase({ kind: 'idle' });
      return { outcome: 'create-failed', error };
    }
    return uploadFrom(listingId, files, 0);
  };

  return { phase, publish, busy: phase.kind === 'creating' || phase.kind === 'uploading' };
}
