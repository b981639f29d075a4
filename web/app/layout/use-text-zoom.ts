import { useState } from 'react';
import { useDeviceValue } from '../../lib/device-value';
import { TEXT_ZOOM } from '../../../domain/limits';
import { zoomIn, zoomOut } from '../../../domain/text-zoom';
import { applyTextZoom, readStoredTextZoom, storeTextZoom } from '../../lib/text-zoom';

export type TextZoom = ReturnType<typeof useTextZoom>;

export function useTextZoom() {
  const stored = useDeviceValue(readStoredTextZoom, TEXT_ZOOM.default);
  const [chosen, setPercent] = useState<number | null>(null);
  const percent = chosen ?? stored;

  const change = (next: number) => {
    setPercent(next);
    storeTextZoom(next);
    applyTextZoom(next);
  };

  return {
    percent,
    canDecrease: percent > TEXT_ZOOM.min,
    canIncrease: percent < TEXT_ZOOM.max,
    decrease: () => change(zoomOut(percent)),
    increase: () => change(zoomIn(percent)),
  };
}
