import { TEXT_ZOOM } from '../../domain/limits';
import { clampZoom, TEXT_ZOOM_COOKIE } from '../../domain/text-zoom';
import { readItem, writeItem } from './local-storage';
import { storageKeys } from './storage-keys';

export function readStoredTextZoom(): number {
  return clampZoom(readItem(storageKeys.textZoom));
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Kept on the device, and in a cookie for the pages the server renders (domain/text-zoom.ts). */
export function storeTextZoom(percent: number): void {
  const zoom = String(clampZoom(percent));
  writeItem(storageKeys.textZoom, zoom);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TEXT_ZOOM_COOKIE}=${zoom}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** Scales the root font size; the layout is rem-based, so everything grows with the text. */
export function applyTextZoom(percent: number): void {
  const zoom = clampZoom(percent);
  document.documentElement.style.fontSize = zoom === TEXT_ZOOM.default ? '' : `${zoom}%`;
}
