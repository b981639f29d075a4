import { FAVOURITES } from '../../../domain/limits';

/** The project's own chime (scripts/generate-favourite-sound.ts), about 5 kB. */
export const FAVOURITE_SOUND_URL = '/sounds/favourite.wav';

let audio: HTMLAudioElement | null = null;

/**
 * A short chime when a product becomes a favourite (docs/product.md §9: volume 0.7). The file is fetched on
 * the first add, never before. Any failure (no audio support, autoplay refused, file missing)
 * is silent: the heart already shows the change.
 */
export function playFavouriteSound(): void {
  try {
    if (!audio) {
      audio = new Audio(FAVOURITE_SOUND_URL);
      audio.preload = 'auto';
    }
    audio.volume = FAVOURITES.soundVolume;
    audio.currentTime = 0;
    const playing = audio.play();
    if (playing && typeof playing.catch === 'function') playing.catch(() => undefined);
  } catch {
    // No sound, no harm.
  }
}

/** For tests: the next add creates a new Audio element. */
export function forgetFavouriteSound(): void {
  audio = null;
}
