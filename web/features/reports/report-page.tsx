import { LoaderCircle, Phone, Send } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '../../lib/router';
import { toast } from '../../lib/toast';
import { phoneFieldValue } from '../../../domain/phone';
import {
  REPORT_DESCRIPTION_MAX,
  REPORT_MESSAGES,
  REPORT_TYPES,
  reportInputSchema,
} from '../../../domain/reports/report';
import { paths } from '../../lib/paths';
import { BackButton } from '../../components/back-button';
import { buttonClass } from '../../components/button-styles';
import {
  fieldErrorClass,
  formAlertClass,
  inputClass,
  labelClass,
} from '../../components/field-styles';
import { errorIdOf, fieldAria, FormAlert, FormField } from '../../components/form-field';
import { NativeSelect } from '../../components/native-select';
import { ApiError, SESSION_ENDED_EVENT } from '../../lib/api-client';
import { issueErrors, serverFieldErrors, useFormErrors } from '../../lib/form-errors';
import { getStoredUser } from '../../lib/session';
import { useSendReport } from './api/send-report';
import { useSupportContact } from '../../lib/support-contact';
import { useHasSession } from './use-has-session';

type Values = { phone: string; type: string; description: string };
type FieldName = keyof Values;

const FIELDS: readonly FieldName[] = ['phone', 'type', 'description'];

const initialValues = (): Values => ({
  phone: phoneFieldValue(getStoredUser()?.phone ?? ''),
  type: '',
  description: '',
});

/** /reportar: a problem report to the team, plus the support line (docs/product.md §2, §5, §8). */
export function ReportPage() {
  const id = useId();
  const support = useSupportContact();
  const fieldId = (field: FieldName) => `${id}-${field}`;
  const counterId = `${id}-counter`;

  const signedIn = useHasSession();
  const [values, setValues] = useState<Values>(initialValues);
  const { errors, setErrors, formError, setFormError, fail, clear } = useFormErrors(
    FIELDS,
    fieldId,
  );
  const sending = useSendReport();

  const change = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    if (!signedIn) {
      setFormError(REPORT_MESSAGES.tokenMissing);
      return;
    }

    const parsed = reportInputSchema.safeParse(values);
    if (!parsed.success) {
      fail(issueErrors(parsed.error.issues, FIELDS), null);
      return;
    }

    clear();
    sending.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(REPORT_MESSAGES.sent);
        setValues(initialValues());
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) {
          fail({}, REPORT_MESSAGES.unexpected);
          return;
        }
        if (error.status === 401) {
          // The session-ended listener also toasts and opens /auth: the same id keeps one toast.
          toast.error(REPORT_MESSAGES.sessionExpired, { id: SESSION_ENDED_EVENT });
          fail({}, REPORT_MESSAGES.sessionExpired);
          return;
        }
        fail(serverFieldErrors(error, FIELDS), REPORT_MESSAGES.failed);
      },
    });
  };

  const fieldProps = (field: FieldName) => ({
    name: field,
    value: values[field],
    disabled: sending.isPending,
  });

  const length = values.description.length;
  const nearLimit = length > REPORT_DESCRIPTION_MAX * 0.9;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <BackButton fallback={paths.home} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-campo-900 sm:text-3xl">
        Reportar un problema
      </h1>
      <p className="mt-1 text-tierra-700">
        Cuéntanos qué pasó y nuestro equipo lo revisará para ayudarte.
      </p>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-5 rounded-3xl border border-tierra-200 bg-white p-5 sm:p-6"
        >
          <FormField id={fieldId('phone')} label="Teléfono de contacto" error={errors.phone}>
            {(control) => (
              <input
                {...control}
                {...fieldProps('phone')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="Ej.: 3001234567"
                className={inputClass}
                onChange={(event) => change('phone', phoneFieldValue(event.target.value))}
              />
            )}
          </FormField>

          <FormField id={fieldId('type')} label="Tipo de reporte" error={errors.type}>
            {(control) => (
              <NativeSelect
                {...control}
                {...fieldProps('type')}
                onChange={(event) => change('type', event.target.value)}
              >
                <option value="">Selecciona una opción</option>
                {REPORT_TYPES.map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>

          <div>
            <label htmlFor={fieldId('description')} className={labelClass}>
              Descripción
            </label>
            <textarea
              {...fieldAria(fieldId('description'), {
                error: errors.description,
                also: [counterId],
              })}
              {...fieldProps('description')}
              rows={6}
              maxLength={REPORT_DESCRIPTION_MAX}
              placeholder="Describe el problema: qué estabas haciendo y qué pasó."
              className={`${inputClass} resize-y`}
              onChange={(event) => change('description', event.target.value)}
            />
            <div className="mt-1 flex items-start justify-between gap-3">
              <div className="min-w-0">
                {errors.description && (
                  <p id={errorIdOf(fieldId('description'))} className={fieldErrorClass}>
                    {errors.description}
                  </p>
                )}
              </div>
              <p
                id={counterId}
                className={`mt-1.5 shrink-0 text-sm tabular-figures ${nearLimit ? 'font-semibold text-maiz-700' : 'text-tierra-600'}`}
              >
                {length}/{REPORT_DESCRIPTION_MAX}
              </p>
            </div>
          </div>

          <FormAlert message={formError} />

          {!signedIn && !formError && (
            <p role="status" className={formAlertClass}>
              {REPORT_MESSAGES.tokenMissing}{' '}
              <Link to={paths.login} className="underline underline-offset-2">
                Iniciar sesión
              </Link>
            </p>
          )}

          <button
            type="submit"
            className={buttonClass('primary', 'min-h-13 w-full text-lg sm:w-auto sm:self-end')}
            disabled={!signedIn || sending.isPending}
          >
            {sending.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Send aria-hidden="true" className="size-5" />
            )}
            {sending.isPending ? 'Enviando…' : 'Enviar reporte'}
          </button>
        </form>

        {support && (
          <aside
            aria-labelledby={`${id}-support`}
            className="rounded-3xl bg-campo-50 p-5 ring-1 ring-campo-100 sm:p-6"
          >
            <h2 id={`${id}-support`} className="text-lg font-bold text-campo-900">
              Línea de soporte
            </h2>
            <p className="mt-1 text-tierra-700">
              ¿Prefieres hablar con alguien? Llama a nuestra línea de atención.
            </p>
            <a href={`tel:${support.tel}`} className={buttonClass('secondary', 'mt-4 w-full')}>
              <Phone aria-hidden="true" className="size-5" />
              {support.display}
            </a>
          </aside>
        )}
      </div>
    </div>
  );
}
