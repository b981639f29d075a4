import { buttonClass } from './button-styles';

type ListLoadAlertProps = {
  message: string;
  onRetry?: () => void;
  /** Where it sits in its layout (a margin, col-span-full…). */
  className?: string;
};

/** A small red line under a field whose options could not load, with 'Reintentar'. */
export function ListLoadAlert({ message, onRetry, className = '' }: ListLoadAlertProps) {
  return (
    <div
      role="alert"
      className={`${className} flex items-center gap-2 rounded-xl bg-red-50 py-1 pl-3 pr-1 text-sm font-semibold text-red-800`.trim()}
    >
      <span className="min-w-0 flex-1">{message}</span>
      {onRetry && (
        <button
          type="button"
          className={buttonClass('ghost', 'shrink-0 px-3 text-sm')}
          onClick={onRetry}
        >
          Reintentar
        </button>
      )}
    </div>
  );
}
