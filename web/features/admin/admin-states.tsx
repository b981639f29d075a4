import { LoaderCircle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/button-styles';
import { failureMessage } from './admin-errors';

export function LoadingState({ label }: { label: string }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 rounded-2xl bg-tierra-50 px-4 py-8 text-center text-tierra-700"
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      {label}
    </p>
  );
}

export function LoadFailure({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl bg-red-50 px-4 py-6 text-center font-semibold text-red-800"
    >
      <p>{failureMessage(error, fallback)}</p>
      <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-5" />
        Reintentar
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-tierra-200 px-4 py-8 text-center text-tierra-700">
      {children}
    </div>
  );
}
