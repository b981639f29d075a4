import { describe, it, expect } from 'vitest';
import { clampZoom, zoomIn, zoomOut } from './text-zoom';

describe('clampZoom', () => {
  it('keeps a zoom that is in range and on a step', () => {
    expect(clampZoom(85)).toBe(85);
    expect(clampZoom(110)).toBe(110);
    expect(clampZoom(120)).toBe(120);
  });

  it('never goes below 85 % or above 120 %', () => {
    expect(clampZoom(50)).toBe(85);
    expect(clampZoom(84)).toBe(85);
    expect(clampZoom(200)).toBe(120);
    expect(clampZoom(123)).toBe(120);
  });

  it('rounds to the nearest step of 5', () => {
    expect(clampZoom(101)).toBe(100);
    expect(clampZoom(103)).toBe(105);
    expect(clampZoom(107.5)).toBe(110);
  });

  it('reads a percentage stored as text', () => {
    expect(clampZoom('115')).toBe(115);
  });

  it.each([Number.NaN, '', '  ', 'grande', null, undefined])(
    'falls back to 100 % for the unreadable value %j',
    (value) => {
      expect(clampZoom(value)).toBe(100);
    },
  );
});

describe('zoomIn', () => {
  it('makes text one step larger', () => {
    expect(zoomIn(100)).toBe(105);
  });

  it('stays at 120 % when already at the largest size', () => {
    expect(zoomIn(120)).toBe(120);
  });

  it('starts from 100 % when nothing was stored', () => {
    expect(zoomIn(null)).toBe(105);
  });

  it('moves from an off-step value to the next step', () => {
    expect(zoomIn(102)).toBe(105);
  });
});

describe('zoomOut', () => {
  it('makes text one step smaller', () => {
    expect(zoomOut(100)).toBe(95);
  });

  it('stays at 85 % when already at the smallest size', () => {
    expect(zoomOut(85)).toBe(85);
  });

  it('brings an out-of-range value back into range first', () => {
    expect(zoomOut(300)).toBe(115);
  });
});
