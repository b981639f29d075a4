import { useId } from 'react';
import type { FormEvent } from 'react';
import type { JobOffer } from '../../../domain/api/jobs';
import {
  JOB_MESSAGES,
  JOBS,
  PAY_PERIODS,
  jobOfferInputSchema,
} from '../../../domain/jobs/job-offer';
import type { PayPeriod } from '../../../domain/jobs/job-offer';
import { MAX_PRICE } from '../../../domain/listings/listing';
import { lastTenDigits, phoneFieldValue } from '../../../domain/phone';
import { SendFormActions } from '../../components/send-form-actions';
import { inputClass } from '../../components/field-styles';
import { DateInput } from '../../components/date-input';
import { fieldsOf, FormAlert } from '../../components/form-field';
import { TextArea } from '../../components/text-area';
import { ListLoadAlert } from '../../components/list-load-alert';
import { NativeSelect } from '../../components/native-select';
import { PesosInput } from '../../components/pesos-input';
import { DepartmentSelect, MunicipalitySelect } from '../../components/place-selects';
import { ApiError, OFFLINE_MESSAGE } from '../../lib/api-client';
import { issueErrors, serverFieldErrors, useFormErrors } from '../../lib/form-errors';
import { useDepartments, useMunicipalities } from '../../lib/locations';
import { useCreateJobOffer } from './api/create-job-offer';
import { todayInBogota } from './job-format';

/** What the person has typed; kept by the page, so leaving the form and coming back loses nothing. */
export type JobDraft = {
  title: string;
  description: string;
  department_id: string;
  municipality_id: string;
  /** Digits only; shown as '$ 60.000'. */
  pay: string;
  pay_period: PayPeriod | '';
  /** 'YYYY-MM-DD' from the date input. */
  starts_on: string;
  phone: string;
  whatsapp: boolean;
};

type TextField = Exclude<keyof JobDraft, 'whatsapp'>;

const FIELD_ORDER: readonly TextField[] = [
  'title',
  'description',
  'department_id',
  'municipality_id',
  'pay',
  'pay_period',
  'starts_on',
  'phone',
];

export const JOB_FORM_MESSAGES = {
  checkFields: 'Revisa los campos marcados.',
  publishFailed: 'No pudimos publicar la oferta. Inténtalo de nuevo.',
} as const;

const PAY_MAX_DIGITS = String(MAX_PRICE).length;

/** An empty form, with the contact number of the signed-in person already written. */
export function emptyJobDraft(phone = ''): JobDraft {
  return {
    title: '',
    description: '',
    department_id: '',
    municipality_id: '',
    pay: '',
    pay_period: '',
    starts_on: '',
    phone: lastTenDigits(phone),
    whatsapp: true,
  };
}

type JobOfferFormProps = {
  draft: JobDraft;
  onDraftChange: (draft: JobDraft) => void;
  onPublished: (offer: JobOffer) => void;
  onCancel: () => void;
};

/** The publish form: what the job is, where, the pay and its period, when it starts, contact. */
export function JobOfferForm({ draft, onDraftChange, onPublished, onCancel }: JobOfferFormProps) {
  const id = useId();
  const fieldId = (field: TextField | 'whatsapp') => `${id}-${field}`;

  const { errors, setErrors, formError, setFormError, fail, clear } = useFormErrors(
    FIELD_ORDER,
    fieldId,
  );
  const departments = useDepartments();
  const departmentId = draft.department_id ? Number(draft.department_id) : null;
  const municipalities = useMunicipalities(departmentId);
  const creation = useCreateJobOffer();
  const submitting = creation.isPending;
  const today = todayInBogota();

  const change = <F extends keyof JobDraft>(field: F, value: JobDraft[F]) => {
    onDraftChange(
      field === 'department_id'
        ? { ...draft, department_id: value as string, municipality_id: '' }
        : { ...draft, [field]: value },
    );
    if (field !== 'whatsapp') {
      setErrors((current) => ({
        ...current,
        [field]: undefined,
        ...(field === 'department_id' ? { municipality_id: undefined } : {}),
      }));
    }
    setFormError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;

    const parsed = jobOfferInputSchema.safeParse(draft);
    const next = issueErrors(parsed.error?.issues ?? [], FIELD_ORDER);
    // The server checks this too, against the same Bogotá calendar day.
    if (!next.starts_on && draft.starts_on && draft.starts_on < today) {
      next.starts_on = JOB_MESSAGES.startInPast;
    }
    if (!parsed.success || Object.keys(next).length > 0) {
      fail(next, JOB_FORM_MESSAGES.checkFields);
      return;
    }

    clear();
    creation.mutate(parsed.data, {
      onSuccess: (answer) => onPublished(answer.data),
      onError: (error) => {
        const fromServer = serverFieldErrors(error, FIELD_ORDER);
        const message = !(error instanceof ApiError)
          ? JOB_FORM_MESSAGES.publishFailed
          : error.status === 0
            ? OFFLINE_MESSAGE
            : error.status === 409
              ? JOB_MESSAGES.tooManyOpen
              : Object.keys(fromServer).length > 0
                ? JOB_FORM_MESSAGES.checkFields
                : error.status === 422 || error.status === 400
                  ? error.message
                  : JOB_FORM_MESSAGES.publishFailed;
        fail(fromServer, message);
      },
    });
  };

  const fieldProps = (field: TextField) => ({ name: field, disabled: submitting });

  const fieldBox = fieldsOf(fieldId, errors);

  return (
    <form noValidate onSubmit={submit} aria-busy={submitting} className="flex flex-col gap-5">
      <FormAlert message={formError} />

      {fieldBox(
        'title',
        'Título',
        (control) => (
          <input
            {...control}
            {...fieldProps('title')}
            type="text"
            autoComplete="off"
            maxLength={JOBS.titleMax}
            placeholder="Ej.: Recolector de café"
            value={draft.title}
            className={inputClass}
            onChange={(event) => change('title', event.target.value)}
          />
        ),
        'Qué trabajo ofreces, en pocas palabras.',
      )}

      {fieldBox(
        'description',
        'Descripción',
        (control) => (
          <TextArea
            {...control}
            {...fieldProps('description')}
            rows={5}
            maxLength={JOBS.descriptionMax}
            counter
            placeholder="Ej.: Cosecha de café en finca de ladera. Incluye almuerzo. Horario de 6 a. m. a 2 p. m."
            value={draft.description}
            onChange={(text) => change('description', text)}
          />
        ),
        'Las tareas, el horario y si incluye comida o alojamiento.',
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        {fieldBox('department_id', 'Departamento', (control) => (
          <DepartmentSelect
            {...control}
            {...fieldProps('department_id')}
            departments={departments}
            value={draft.department_id}
            emptyLabel="Elige un departamento"
            disabled={submitting}
            onChange={(event) => change('department_id', event.target.value)}
          />
        ))}
        {fieldBox('municipality_id', 'Municipio', (control) => (
          <MunicipalitySelect
            {...control}
            {...fieldProps('municipality_id')}
            departmentId={departmentId}
            municipalities={municipalities}
            value={draft.municipality_id}
            emptyLabel="Elige un municipio"
            disabled={submitting}
            onChange={(event) => change('municipality_id', event.target.value)}
          />
        ))}
      </div>
      {(departments.isError || municipalities.isError) && (
        <ListLoadAlert
          className="-mt-2"
          message={
            departments.isError
              ? 'No pudimos cargar los departamentos.'
              : 'No pudimos cargar los municipios.'
          }
          onRetry={() =>
            void (departments.isError ? departments.refetch() : municipalities.refetch())
          }
        />
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        {fieldBox(
          'pay',
          'Pago',
          (control) => (
            <PesosInput
              {...control}
              {...fieldProps('pay')}
              value={draft.pay}
              maxDigits={PAY_MAX_DIGITS}
              onChange={(digits) => change('pay', digits)}
            />
          ),
          'En pesos, solo números.',
        )}
        {fieldBox('pay_period', 'Periodo de pago', (control) => (
          <NativeSelect
            {...control}
            {...fieldProps('pay_period')}
            value={draft.pay_period}
            onChange={(event) => change('pay_period', event.target.value as PayPeriod | '')}
          >
            <option value="">Elige el periodo</option>
            {PAY_PERIODS.map((period) => (
              <option key={period.value} value={period.value}>
                {period.label}
              </option>
            ))}
          </NativeSelect>
        ))}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        {fieldBox('starts_on', 'Fecha de inicio', (control) => (
          <DateInput
            {...control}
            {...fieldProps('starts_on')}
            min={today}
            value={draft.starts_on}
            onChange={(isoDate) => change('starts_on', isoDate)}
          />
        ))}
        {fieldBox(
          'phone',
          'Teléfono de contacto',
          (control) => (
            <input
              {...control}
              {...fieldProps('phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="3001234567"
              value={draft.phone}
              className={inputClass}
              onChange={(event) => change('phone', phoneFieldValue(event.target.value))}
            />
          ),
          'Si lo dejas vacío usamos el número de tu cuenta.',
        )}
      </div>

      <label
        htmlFor={fieldId('whatsapp')}
        className="flex min-h-tap cursor-pointer items-center gap-3 rounded-xl border-2 border-tierra-200 bg-white px-3.5 py-2.5 font-semibold text-tierra-900"
      >
        <input
          id={fieldId('whatsapp')}
          name="whatsapp"
          type="checkbox"
          checked={draft.whatsapp}
          disabled={submitting}
          className="size-6 shrink-0 accent-campo-700"
          onChange={(event) => change('whatsapp', event.target.checked)}
        />
        Recibo mensajes por WhatsApp
      </label>

      <SendFormActions
        busy={submitting}
        label={'Publicar oferta'}
        busyLabel={'Publicando…'}
        onCancel={onCancel}
      />
    </form>
  );
}
