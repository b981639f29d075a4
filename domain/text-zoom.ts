import { TEXT_ZOOM } from './limits';

/**
 * A copy of the text size in a cookie, so the server draws a rendered page at the person's size
 * instead of the page jumping once its code applies it (web/lib/text-zoom.ts writes it).
 */
export const TEXT_ZOOM_COOKIE = 'campo_texto';

/**
 * A text-zoom percentage the app can apply: within 85–120, on a step of 5. Anything unreadable
 * (a stored value that is empty, 'abc' or NaN) falls back to 100.
 */
export function clampZoom(value: number | string | null | undefined): number {
  const zoom = readZoom(value);
  if (!Number.isFinite(zoom)) return TEXT_ZOOM.default;
  const stepped =
    TEXT_ZOOM.min + Math.round((zoom - TEXT_ZOOM.min) / TEXT_ZOOM.step) * TEXT_ZOOM.step;
  return Math.min(TEXT_ZOOM.max, Math.max(TEXT_ZOOM.min, stepped));
}

export function zoomIn(value: number | string | null | undefined): number {
  return clampZoom(clampZoom(value) + TEXT_ZOOM.step);
}

export function zoomOut(value: number | string | null | undefined): number {
  return clampZoom(clampZoom(value) - TEXT_ZOOM.step);
}

function readZoom(value: number | string | null | undefined): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}
