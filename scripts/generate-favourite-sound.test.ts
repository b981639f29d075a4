import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FAVOURITE_SOUND_FILE,
  SAMPLE_RATE,
  favouriteSoundSamples,
  favouriteSoundWav,
} from './generate-favourite-sound';

describe('favourite sound', () => {
  it('the committed file is what the script generates (run it again after changing it)', () => {
    expect(readFileSync(FAVOURITE_SOUND_FILE).equals(favouriteSoundWav())).toBe(true);
  });

  it('is a quarter-second 8-bit mono PCM WAV at 22 050 Hz, a few kilobytes', () => {
    const wav = favouriteSoundWav();
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(SAMPLE_RATE);
    expect(wav.readUInt16LE(34)).toBe(8);
    expect(wav.readUInt32LE(40) / SAMPLE_RATE).toBeCloseTo(0.25, 2);
    expect(wav.length).toBeLessThan(6 * 1024);
  });

  it('starts and ends in silence, so it never clicks, and never clips', () => {
    const samples = favouriteSoundSamples();
    expect(Math.abs(samples[0]!)).toBeLessThan(0.01);
    expect(Math.abs(samples.at(-1)!)).toBeLessThan(0.01);
    expect(Math.max(...samples.map(Math.abs))).toBeLessThanOrEqual(0.8 + 1e-9);
  });
});
