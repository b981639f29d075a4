import { CircleCheck, Clock, LoaderCircle, Phone, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { toast } from '../../lib/toast';
import type { AdminReport } from '../../../domain/api/admin';
import { formatLongDate } from '../../../domain/dates';
import { REPORT_TYPES } from '../../../domain/reports/report';
import { buttonClass } from '../../components/button-styles';
import { formAlertClass, labelClass } from '../../components/field-styles';
import { NativeSelect } from '../../components/native-select';
import { itemsOfPages } from '../../lib/paged-lists';
import { AdminRefusal } from './admin-access';
import { failureMessage, isForbidden } from './admin-errors';
import { AdminScreen } from './admin-screen';
import { EmptyState, LoadFailure, LoadingState } from './admin-states';
import { MoreButton } from '../../components/more-button';
import { useAdminReports } from './api/get-admin-reports';
import type { ReportStatus } from './api/get-admin-reports';
import { useSetReportHandled } from './api/set-report-handled';

const STATUSES = [
  { param: 'pendientes', value: 'open', label: 'Pendientes' },
  { param: 'atendidos', value: 'handled', label: 'Atendidos' },
  { param: 'todos', value: 'all', label: 'Todos' },
] as const satisfies readonly { param: string; value: ReportStatus; label: string }[];

export const reportTypeLabel = (type: string) =>
  REPORT_TYPES.find((option) => option.value === type)?.label ?? type;

/** /admin/reportes: what people reported, filtered by type and status, newest first. */
export function ReportsScreen() {
  const [search, setSearch] = useSearchParams();
  const typeParam = search.get('tipo');
  const type = REPORT_TYPES.some((option) => option.value === typeParam) ? typeParam : null;
  const status = STATUSES.find((option) => option.param === search.get('estado')) ?? STATUSES[0];
  const reports = useAdminReports(type, status.value);
  const handling = useSetReportHandled();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const typeId = useId();

  if (isForbidden(reports.error) || isForbidden(handling.error)) return <AdminRefusal />;

  const setFilter = (key: 'tipo' | 'estado', value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
    setActionError(null);
  };

  const toggle = (report: AdminReport) => {
    const handled = report.handled_at === null;
    setPendingId(report.id);
    setActionError(null);
    handling.mutate(
      { id: report.id, handled },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => setActionError(failureMessage(error, 'No se pudo cambiar el reporte.')),
        onSettled: () => setPendingId(null),
      },
    );
  };

  const items = itemsOfPages(reports.data);

  return (
    <AdminScreen title="Reportes" description="Los problemas y consultas que envían las personas.">
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="sm:w-72">
          <label htmlFor={typeId} className={labelClass}>
            Tipo de reporte
          </label>
          <NativeSelect
            id={typeId}
            value={type ?? ''}
            onChange={(event) => setFilter('tipo', event.target.value || null)}
          >
            <option value="">Todos los tipos</option>
            {REPORT_TYPES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div role="group" aria-label="Estado" className="flex rounded-xl bg-tierra-100 p-1">
          {STATUSES.map((option) => (
            <button
              key={option.param}
              type="button"
              aria-pressed={option.param === status.param}
              className={
                'min-h-tap flex-1 rounded-lg px-4 font-semibold transition-colors sm:flex-none ' +
                (option.param === status.param
                  ? 'bg-white text-campo-900 shadow-sm'
                  : 'text-tierra-700 hover:text-campo-900')
              }
              onClick={() =>
                setFilter('estado', option.param === 'pendientes' ? null : option.param)
              }
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>

      {actionError && (
        <p role="alert" className={`${formAlertClass} mb-4`}>
          {actionError}
        </p>
      )}

      {reports.isPending ? (
        <LoadingState label="Cargando reportes…" />
      ) : reports.isError && items.length === 0 ? (
        <LoadFailure
          error={reports.error}
          fallback="No se pudieron cargar los reportes."
          onRetry={() => void reports.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState>
          <p className="font-semibold">No hay reportes con estos filtros.</p>
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="Reportes">
            {items.map((report) => (
              <ReportItem
                key={report.id}
                report={report}
                pending={pendingId === report.id}
                onToggle={() => toggle(report)}
              />
            ))}
          </ul>
          <MoreButton
            hasMore={reports.hasNextPage}
            loading={reports.isFetchingNextPage}
            onMore={() => void reports.fetchNextPage()}
          />
        </>
      )}
    </AdminScreen>
  );
}

function ReportItem({
  report,
  pending,
  onToggle,
}: {
  report: AdminReport;
  pending: boolean;
  onToggle: () => void;
}) {
  const handled = report.handled_at !== null;
  const label = reportTypeLabel(report.type);
  return (
    <li
      aria-label={`${label}, ${report.user.name}`}
      className="flex flex-col gap-3 rounded-3xl border border-tierra-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-maiz-100 px-3 py-0.5 text-sm font-bold text-maiz-900">
          {label}
        </span>
        {handled ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-campo-100 px-3 py-0.5 text-sm font-semibold text-campo-800">
            <CircleCheck aria-hidden="true" className="size-4" />
            Atendido
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-tierra-100 px-3 py-0.5 text-sm font-semibold text-tierra-800">
            <Clock aria-hidden="true" className="size-4" />
            Pendiente
          </span>
        )}
        <span className="ml-auto text-sm text-tierra-600">{formatLongDate(report.created_at)}</span>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="font-bold text-campo-900">{report.user.name}</p>
        <a
          href={`tel:${report.phone}`}
          className="inline-flex min-h-tap items-center gap-1 font-semibold text-campo-800 underline underline-offset-2"
        >
          <Phone aria-hidden="true" className="size-4" />
          {report.phone}
        </a>
      </div>
      <p className="whitespace-pre-line break-words text-tierra-900">{report.description}</p>
      {handled && (
        <p className="text-sm text-tierra-600">
          Atendido{report.handled_by ? ` por ${report.handled_by}` : ''} el{' '}
          {formatLongDate(report.handled_at)}.
        </p>
      )}
      <button
        type="button"
        className={buttonClass(handled ? 'secondary' : 'primary', 'self-start')}
        disabled={pending}
        onClick={onToggle}
      >
        {pending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : handled ? (
          <RotateCcw aria-hidden="true" className="size-5" />
        ) : (
          <CircleCheck aria-hidden="true" className="size-5" />
        )}
        {handled ? 'Reabrir' : 'Marcar como atendido'}
      </button>
    </li>
  );
}
