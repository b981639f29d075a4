import { AArrowDown, AArrowUp } from 'lucide-react';
import type { TextZoom } from './use-text-zoom';

type TextZoomControlProps = { zoom: TextZoom; compact?: boolean };

const stepButton =
  'flex size-tap items-center justify-center rounded-xl border border-campo-200 bg-white ' +
  'font-bold text-campo-800 hover:bg-campo-50 active:bg-campo-100 ' +
  'disabled:cursor-not-allowed disabled:opacity-40';

/** Text size: 85–120 %, applied to the root font size so the rem-based layout scales too. */
export function TextZoomControl({ zoom, compact = false }: TextZoomControlProps) {
  return (
    <div role="group" aria-label="Tamaño del texto" className="flex flex-col gap-1.5">
      {!compact && (
        <span aria-hidden="true" className="text-sm font-semibold text-tierra-700">
          Tamaño del texto
        </span>
      )}
      <div className={compact ? 'flex flex-col items-center gap-1' : 'flex items-center gap-2'}>
        <button
          type="button"
          className={stepButton}
          aria-label="Reducir texto"
          disabled={!zoom.canDecrease}
          onClick={zoom.decrease}
        >
          {/* An icon, not the letters 'A−': a visible text would have to be part of the name. */}
          <AArrowDown aria-hidden="true" className="size-5" />
        </button>
        <output
          aria-live="polite"
          className={`text-center font-semibold tabular-figures text-campo-900 ${compact ? 'text-xs' : 'min-w-16'}`}
        >
          {zoom.percent}&nbsp;%
        </output>
        <button
          type="button"
          className={stepButton}
          aria-label="Aumentar texto"
          disabled={!zoom.canIncrease}
          onClick={zoom.increase}
        >
          <AArrowUp aria-hidden="true" className="size-6" />
        </button>
      </div>
    </div>
  );
}
