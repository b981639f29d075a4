import { useState } from 'react';
import { PHOTO_MESSAGES } from '../../../../domain/listings/photos';
import { ApiError } from '../../../lib/api-client';
import { createdListingId, useCreateListing } from '../api/create-listing';
import { useUploadListingPhotos } from '../api/upload-listing-photos';
import type { CreateListingPayload } from './create-listing-values';

/** A photo that did not reach the listing, and why. */
export type PhotoFailure = {
  /** 0-based position of the photo. */
  index: number;
  /** Named by its number: 'Archivo 2: No es una imagen válida'. */
  reason: string;
  /** The server refused that file (422): sending it again cannot work, only leaving it out. */
  refused: boolean;
};

/** Where publishing is: docs/product.md §4 "Create flow" (create, then upload the photos). */
export type PublishPhase =
  | { kind: 'idle' }
  | { kind: 'creating' }
  | { kind: 'uploading'; listingId: number; current: number; total: number }
  /** The listing exists but some photos did not arrive: it is never created a second time. */
  | {
      kind: 'upload-failed';
      listingId: number;
      /** Photos already on the listing. */
      uploaded: number;
      total: number;
      failures: PhotoFailure[];
    };

export type UploadFailedPhase = Extract<PublishPhase, { kind: 'upload-failed' }>;

export type PublishResult =
  | { outcome: 'published'; listingId: number }
  | { outcome: 'create-failed'; error: unknown }
  | { outcome: 'upload-failed'; listingId: number };

/** Each request carries one photo, so the server calls it 'Archivo 1': say which one it was. */
function failureReason(error: unknown, index: number): string {
  const label = `Archivo ${index + 1}:`;
  const said = error instanceof ApiError ? (error.fieldError('images') ?? error.message) : '';
  if (/^Archivo \d+:/.test(said)) return said.replace(/^Archivo \d+:/, label);
  return `${label} ${said && said !== PHOTO_MESSAGES.uploadFailed ? said : 'No se pudo subir.'}`;
}

/** The failed photos worth sending again (a refused one would be refused again). */
export const retryableFailures = (phase: UploadFailedPhase) =>
  phase.failures.filter((failure) => !failure.refused);

/** With only refused photos left, finishing without them still leaves the listing a photo. */
export const canFinishWithout = (phase: UploadFailedPhase) =>
  retryableFailures(phase).length === 0 && phase.uploaded > 0;

/**
 * Creates the listing, then uploads its photos one request per photo: on a weak signal each
 * request is small, the person sees 'Subiendo foto 1 de 2', and a photo that fails never stops
 * the others (a retry sends only the ones that failed).
 */
export function usePublishListing() {
  const [phase, setPhase] = useState<PublishPhase>({ kind: 'idle' });
  const creation = useCreateListing();
  const upload = useUploadListingPhotos();

  const uploadEach = async (
    listingId: number,
    files: readonly File[],
    indexes: readonly number[],
    alreadyUploaded: number,
  ): Promise<PublishResult> => {
    let uploaded = alreadyUploaded;
    const failures: PhotoFailure[] = [];
    for (const [step, index] of indexes.entries()) {
      setPhase({ kind: 'uploading', listingId, current: step + 1, total: indexes.length });
      try {
        await upload.mutateAsync({ listingId, files: [files[index]!] });
        uploaded++;
      } catch (error) {
        failures.push({
          index,
          reason: failureReason(error, index),
          refused: error instanceof ApiError && error.status === 422,
        });
      }
    }
    if (failures.length > 0) {
      setPhase({ kind: 'upload-failed', listingId, uploaded, total: files.length, failures });
      return { outcome: 'upload-failed', listingId };
    }
    setPhase({ kind: 'idle' });
    return { outcome: 'published', listingId };
  };

  /** Publishes; after failed photos it sends those again instead (leaving refused ones out). */
  const publish = async (
    payload: CreateListingPayload,
    files: readonly File[],
  ): Promise<PublishResult> => {
    if (phase.kind === 'upload-failed') {
      const again = retryableFailures(phase).map((failure) => failure.index);
      return uploadEach(phase.listingId, files, again, phase.uploaded);
    }
    setPhase({ kind: 'creating' });
    let listingId: number;
    try {
      listingId = createdListingId(await creation.mutateAsync(payload));
    } catch (error) {
      setPhase({ kind: 'idle' });
      return { outcome: 'create-failed', error };
    }
    return uploadEach(
      listingId,
      files,
      files.map((_, index) => index),
      0,
    );
  };

  return { phase, publish, busy: phase.kind === 'creating' || phase.kind === 'uploading' };
}
