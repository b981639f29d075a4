import { BoundedQueue } from '../../lib/bounded-queue';
import { TooManyRequestsError } from '../../lib/http-error';
import type { LimitStore } from '../limits/limit-store';
import type { ProcessedImage } from './image-pipeline';
import { processUploads } from './stored-images';

// The door every uploaded photo goes through (listing and store photos alike). Decoding is the
// heaviest thing the server does (CPU and memory), so it is bounded three ways:
//   - each photo's own cost: see image-pipeline.ts (header first, never a full-size raw image);
//   - how many uploads are decoded at once: a small queue; when it is full the answer is 503
//     with Retry-After at once, instead of piling up memory and slowing everyone down;
//   - how many photos one person sends in an hour (shared across processes through the limits
//     store, like the sign-in limits): 429 with Retry-After.

const HOUR = 60 * 60 * 1000;

export const PHOTO_INTAKE = {
  /** Uploads decoded at the same time (each uses one libvips thread). */
  concurrent: 2,
  /**
   * Uploads allowed to wait for a turn; one more gets 503. A waiting upload costs no decoding
   * memory (its body is already read), only time: the 503 is for a flood, not for a busy hour
   * (the soak's 30 writers without pause on one process stay under it).
   */
  waiting: 16,
  /** Photos per person per hour: 5 listings × 3 photos several times over, or a whole store. */
  perPersonPerHour: 60,
  /** What a 503 asks the client to wait before trying again. */
  retryAfterBusyMs: 5_000,
} as const;

export const PHOTO_INTAKE_MESSAGES = {
  busy: 'Estamos procesando muchas fotos en este momento. Inténtalo de nuevo en unos segundos.',
  hourly: (minutes: number) =>
    `Ya subiste ${PHOTO_INTAKE.perPersonPerHour} fotos en la última hora. Podrás subir más en ${minutes} min.`,
} as const;

export class PhotoIntake {
  private readonly queue = new BoundedQueue(PHOTO_INTAKE.concurrent, PHOTO_INTAKE.waiting);

  constructor(
    private readonly limits: LimitStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Refuses (429) when these files would take the person past the hourly limit. */
  private async assertWithinHourlyLimit(personId: number, files: number): Promise<void> {
    const sent = await this.limits.events(photosKey(personId), HOUR);
    const max = PHOTO_INTAKE.perPersonPerHour;
    if (sent.length + files <= max) return;
    // Room comes back as the oldest photos of the hour leave the window.
    const freedBy = sent[Math.min(sent.length - 1, sent.length + files - max - 1)];
    const wait = Math.max(1000, (freedBy ?? this.now()) + HOUR - this.now());
    throw new TooManyRequestsError(PHOTO_INTAKE_MESSAGES.hourly(Math.ceil(wait / 60_000)), wait);
  }

  /**
   * Decodes and re-encodes the files of one upload (see processUploads): 429 past the person's
   * hourly limit, 503 when the server is already busy with photos, 422 for a bad file.
   */
  async process(personId: number, files: Buffer[], field: string): Promise<ProcessedImage[]> {
    await this.assertWithinHourlyLimit(personId, files.length);
    const result = await this.queue.run(async () => {
      // Counted once the upload has its turn: a busy server's refusal costs nothing.
      for (let i = 0; i < files.length; i++) await this.limits.record(photosKey(personId), HOUR);
      return processUploads(files, field);
    });
    if (!result.ran) {
      throw new TooManyRequestsError(
        PHOTO_INTAKE_MESSAGES.busy,
        PHOTO_INTAKE.retryAfterBusyMs,
        503,
      );
    }
    return result.value;
  }
}

const photosKey = (personId: number) => `photos:person:${personId}`;
