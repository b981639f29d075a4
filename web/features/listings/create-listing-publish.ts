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
  /** The listing exists but a photo did not arrive: it is never created a second time. */
  | {
      kind: 'upload-failed';
      listingId: number;
      /** 0-based position of the photo that failed. */
      failed: number;
      /** Photos already on the listing. */
      uploaded: number;
      total: number;
      /** The server's reason when it gave one ('Archivo 2: No es una imagen válida'). */
      reason: string | null;
      /** The server refused that file (422): sending it again cannot work, only skipping it. */
      refused: boolean;
    };

export type UploadFailedPhase = Extract<PublishPhase, { kind: 'upload-failed' }>;

export type PublishResult =
  | { outcome: 'published'; listingId: number }
  | { outcome: 'create-failed'; error: unknown }
  | { outcome: 'upload-failed'; listingId: number };

/** Each request carries one photo, so the server calls it 'Archivo 1': say which one it was. */
function failureReason(error: unknown, index: number): string | null {
  if (!(error instanceof ApiError)) return null;
  const reason = (error.fieldError('images') ?? error.message).replace(
    /^Archivo 1:/,
    `Archivo ${index + 1}:`,
  );
  return reason === PHOTO_MESSAGES.uploadFailed ? null : reason;
}

/** After a refused photo, going on without it still leaves the listing with some photo. */
export const canSkipFailedPhoto = (phase: UploadFailedPhase) =>
  phase.refused && (phase.uploaded > 0 || phase.failed < phase.total - 1);

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
    alreadyUploaded: number,
  ): Promise<PublishResult> => {
    let uploaded = alreadyUploaded;
    for (let index = start; index < files.length; index++) {
      setPhase({ kind: 'uploading', listingId, current: index + 1, total: files.length });
      try {
        await upload.mutateAsync({ listingId, files: [files[index]!] });
        uploaded++;
      } catch (error) {
        setPhase({
          kind: 'upload-failed',
          listingId,
          failed: index,
          uploaded,
          total: files.length,
          reason: failureReason(error, index),
          refused: error instanceof ApiError && error.status === 422,
        });
        return { outcome: 'upload-failed', listingId };
      }
    }
    setPhase({ kind: 'idle' });
    return { outcome: 'published', listingId };
  };

  /** Publishes; after a failed photo it resumes instead (skipping a refused one). */
  const publish = async (
    payload: CreateListingPayload,
    files: readonly File[],
  ): Promise<PublishResult> => {
    if (phase.kind === 'upload-failed') {
      const next = phase.refused ? phase.failed + 1 : phase.failed;
      return uploadFrom(phase.listingId, files, next, phase.uploaded);
    }
    setPhase({ kind: 'creating' });
    let listingId: number;
    try {
      listingId = createdListingId(await creation.mutateAsync(payload));
    } catch (error) {
      setPhase({ kind: 'idle' });
      return { outcome: 'create-failed', error };
    }
    return uploadFrom(listingId, files, 0, 0);
  };

  return { phase, publish, busy: phase.kind === 'creating' || phase.kind === 'uploading' };
}
