import { TEXT_ZOOM } from '../../domain/limits';
import { clampZoom } from '../../domain/text-zoom';
import { readItem, writeItem } from './local-storage';
import { storageKeys } from './storage-keys';

export function readStoredTextZoom(): number {
  return clampZoom(readItem(storageKeys.textZoom));
}

export function storeTextZoom(percent: number): void {
  writeItem(storageKeys.textZoom, String(clampZoom(percent)));
}

/** Scales the root font size; the layout is rem-based, so everything grows with the text. */
export function applyTextZoom(percent: number): void {
  const zoom = clampZoom(percent);
  document.documentElement.style.fontSize = zoom === TEXT_ZOOM.default ? '' : `${zoom}%`;
}
