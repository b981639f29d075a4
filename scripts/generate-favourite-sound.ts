// Writes web/public/sounds/favourite.wav: the short, soft two-note chime played when a product
// is added to favourites (docs/product.md §9, played at volume 0.7). The project draws its own sound rather
// than shipping someone else's recording. 8-bit mono PCM at 22 050 Hz keeps it near 5 kB on
// costly mobile data; the output is deterministic, so running this again changes nothing.
//
//   npx tsx scripts/generate-favourite-sound.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const SAMPLE_RATE = 22_050;
export const DURATION_SECONDS = 0.25;

export const FAVOURITE_SOUND_FILE = path.resolve(
  import.meta.dirname,
  '../web/public/sounds/favourite.wav',
);

/** A rising fourth, G5 then C6: bright without being shrill on small phone speakers. */
const NOTES = [
  { frequency: 783.99, start: 0, gain: 0.8 },
  { frequency: 1046.5, start: 0.085, gain: 1 },
] as const;

const ATTACK_SECONDS = 0.004;
const DECAY_SECONDS = 0.055;
const FADE_OUT_SECONDS = 0.015;
const PEAK = 0.8;

/** One note: a sine with two soft overtones (a small bell), quick attack, exponential decay. */
function note(frequency: number, t: number): number {
  if (t < 0) return 0;
  const envelope = Math.min(1, t / ATTACK_SECONDS) * Math.exp(-t / DECAY_SECONDS);
  const phase = 2 * Math.PI * frequency * t;
  return envelope * (Math.sin(phase) + 0.22 * Math.sin(2 * phase) + 0.06 * Math.sin(3 * phase));
}

export function favouriteSoundSamples(): Float64Array {
  const length = Math.round(SAMPLE_RATE * DURATION_SECONDS);
  const samples = new Float64Array(length);
  for (let i = 0; i < length; i++) {
    const t = i / SAMPLE_RATE;
    let value = 0;
    for (const { frequency, start, gain } of NOTES) value += gain * note(frequency, t - start);
    // The last few milliseconds fade to silence, so the end never clicks.
    const remaining = DURATION_SECONDS - t;
    samples[i] = value * Math.min(1, remaining / FADE_OUT_SECONDS);
  }
  let peak = 0;
  for (const value of samples) peak = Math.max(peak, Math.abs(value));
  return samples.map((value) => (value / peak) * PEAK);
}

/** A RIFF/WAVE file: 8-bit unsigned mono PCM. */
export function favouriteSoundWav(): Buffer {
  const samples = favouriteSoundSamples();
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // size of the fmt chunk
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE, 28); // bytes per second: 1 byte per sample
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);

  const data = Buffer.alloc(samples.length);
  samples.forEach((value, i) => {
    data[i] = Math.max(0, Math.min(255, Math.round(128 + value * 127)));
  });
  return Buffer.concat([header, data]);
}

if (process.argv[1] === import.meta.filename) {
  const wav = favouriteSoundWav();
  writeFileSync(FAVOURITE_SOUND_FILE, wav);
  console.log(`${path.relative(process.cwd(), FAVOURITE_SOUND_FILE)}: ${wav.length} bytes`);
}
