import { Building2, LoaderCircle, User } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '../../lib/router';
import {
  DOCUMENT_TYPES,
  PERSON_TYPES,
  REGISTRATION_MESSAGES,
} from '../../../domain/accounts/registration';
import { digitsOnly, lastTenDigits } from '../../../domain/phone';
import { paths } from '../../lib/paths';
import { buttonClass } from '../../components/button-styles';
import { ApiError } from '../../lib/api-client';
import { serverFieldErrors, useFormErrors } from '../../lib/form-errors';
import { checkPhone } from './api/check-phone';
import { registerUser } from './api/register';
import { AccountFrame, BackToLanding } from './login-frame';
import { readAccountState } from './login-state';
import type { AccountNavigationState } from './login-state';
import { PhoneField } from './phone-field';
import { ChoiceCard } from '../../components/choice-card';
import { inputClass } from '../../components/field-styles';
import { descriptionAria, fieldAria } from '../../components/form-field';
import { NativeSelect } from '../../components/native-select';
import { Field, FieldError, FieldHint, FormAlert } from './register-field';
import {
  emptyRegisterValues,
  REGISTER_FIELDS,
  REGISTER_RENAME,
  validateRegistration,
} from './register-form-values';
import type { RegisterField, RegisterValues } from './register-form-values';
import { RegisterLocationFields } from './register-location-fields';

const m = REGISTRATION_MESSAGES;
const fieldId = (field: RegisterField) => `registro-${field}`;

const PERSON_TYPE_DETAILS: Record<string, { description: string; icon: ReactNode }> = {
  0: { description: 'Me registro a mi nombre', icon: <User className="size-5" /> },
  1: {
    description: 'Empresa, asociación o cooperativa',
    icon: <Building2 className="size-5" />,
  },
};

type Status = 'idle' | 'checking' | 'saving';

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section className="border-t border-tierra-100 pt-6 first:border-t-0 first:pt-0">
      <h2 className="text-lg font-bold text-campo-900">{title}</h2>
      {note && <p className="mt-0.5 text-sm text-tierra-600">{note}</p>}
      <div className="mt-4 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

export function RegisterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [arrival] = useState(() => readAccountState(location.state, location.search));
  const [values, setValues] = useState<RegisterValues>(() =>
    emptyRegisterValues(arrival.prefillPhone),
  );
  const [submitted, setSubmitted] = useState(false);
  // The messages of the last attempt (schema check, phone check, 422) and the form's alert.
  const { errors, setErrors, formError, setFormError, fail, clear } = useFormErrors(
    REGISTER_FIELDS,
    fieldId,
  );
  const [status, setStatus] = useState<Status>('idle');
  // The number the phone check found with an account: it gets a way to sign in with it.
  const [registeredPhone, setRegisteredPhone] = useState<string | null>(null);
  const loginPath = arrival.returnTo
    ? `${paths.login}?${new URLSearchParams({ next: arrival.returnTo })}`
    : paths.login;

  // After the first attempt the messages follow what the person types.
  const clientErrors = useMemo(() => {
    if (!submitted) return {};
    const result = validateRegistration(values);
    return result.ok ? {} : result.errors;
  }, [submitted, values]);
  const errorOf = (field: RegisterField) => clientErrors[field] ?? errors[field];

  const set = <K extends RegisterField>(field: K, value: RegisterValues[K]) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      // A new department has other municipalities.
      ...(field === 'department_id' && value !== current.department_id
        ? { municipalite_id: '' }
        : {}),
    }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const text = (field: RegisterField) => ({
    ...fieldAria(fieldId(field), { error: errorOf(field) }),
    name: field,
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle') return;
    setSubmitted(true);
    clear();

    const result = validateRegistration(values);
    if (!result.ok) {
      fail(result.errors, null);
      return;
    }
    const data = result.data;

    setStatus('checking');
    try {
      if ((await checkPhone(data.phone)) === 'registered') {
        fail({ phone: m.phoneAlreadyRegistered }, null);
        setRegisteredPhone(data.phone);
        setStatus('idle');
        return;
      }
    } catch (error) {
      setStatus('idle');
      setFormError(error instanceof ApiError ? error.message : m.phoneCheckFailed);
      return;
    }

    setStatus('saving');
    try {
      const answer = await registerUser(data);
      const state: AccountNavigationState = {
        prefillPhone: lastTenDigits(answer.data?.phone ?? data.phone),
        startAt: 'verify',
        source: 'register',
        registration: answer.data?.registration_id,
        returnTo: arrival.returnTo,
      };
      navigate(paths.login, { replace: true, state });
    } catch (error) {
      setStatus('idle');
      if (!(error instanceof ApiError)) {
        setFormError(m.failed);
        return;
      }
      // docs/product.md §8 "Registration failures": under the field, without an alert.
      const fieldErrors = serverFieldErrors(error, REGISTER_FIELDS, REGISTER_RENAME);
      if (Object.keys(fieldErrors).length > 0) {
        fail(fieldErrors, null);
        return;
      }
      // Waits, lost connections and "not registered" say something useful; the rest is generic.
      const useful = error.status === 0 || error.status === 429 || error.status === 200;
      setFormError(useful ? error.message : m.failed);
    }
  }

  const legal = values.person_type === '1';
  const busy = status !== 'idle';
  const termsHint = 'Al marcar la casilla declaras que eres mayor de edad.';

  return (
    <AccountFrame back={<BackToLanding />} width="wide">
      <h1 className="text-2xl font-extrabold tracking-tight text-campo-900 sm:text-3xl">
        Crear cuenta
      </h1>
      <p className="mt-1.5 text-tierra-700">
        Es gratis. Entrarás siempre con tu número de celular y un código, sin contraseñas.
      </p>

      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-6" aria-busy={busy}>
        <Section title="Tus datos">
          <Field
            id={fieldId('name')}
            label="Nombre completo"
            error={errorOf('name')}
            className="sm:col-span-2"
          >
            <input
              {...text('name')}
              className={inputClass}
              type="text"
              autoComplete="name"
              autoCapitalize="words"
            />
          </Field>

          <Field id={fieldId('type_doc')} label="Tipo de documento" error={errorOf('type_doc')}>
            <NativeSelect {...text('type_doc')} autoComplete="off">
              {DOCUMENT_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </NativeSelect>
          </Field>

          <Field id={fieldId('document')} label="Número de documento" error={errorOf('document')}>
            <input
              {...text('document')}
              className={inputClass}
              onChange={(event) => set('document', digitsOnly(event.target.value))}
              type="text"
              inputMode="numeric"
              autoComplete="off"
            />
          </Field>

          <div className="sm:col-span-2">
            <PhoneField
              id={fieldId('phone')}
              value={values.phone}
              onChange={(value) => set('phone', value)}
              error={errorOf('phone')}
              hint="Aquí te llegará el código para entrar."
            />
            {registeredPhone !== null && lastTenDigits(values.phone) === registeredPhone && (
              <Link
                to={loginPath}
                state={{ prefillPhone: registeredPhone, returnTo: arrival.returnTo }}
                className={buttonClass('secondary', 'mt-3 w-full text-center sm:w-auto')}
              >
                Entrar con este número
              </Link>
            )}
          </div>

          <fieldset
            id={fieldId('person_type')}
            className="sm:col-span-2"
            {...descriptionAria(fieldId('person_type'), { error: errorOf('person_type') })}
          >
            <legend className="font-semibold text-tierra-900">Tipo de persona</legend>
            <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
              {PERSON_TYPES.map((type) => (
                <ChoiceCard
                  key={type.value}
                  name="person_type"
                  value={String(type.value)}
                  checked={values.person_type === String(type.value)}
                  onChange={(value) => set('person_type', value === '1' ? '1' : '0')}
                  title={type.label}
                  description={PERSON_TYPE_DETAILS[type.value]?.description}
                  icon={PERSON_TYPE_DETAILS[type.value]?.icon}
                />
              ))}
            </div>
            <FieldError id={fieldId('person_type')} error={errorOf('person_type')} />
          </fieldset>

          {legal && (
            <>
              <Field
                id={fieldId('legal_document')}
                label="NIT de la empresa"
                error={errorOf('legal_document')}
              >
                <input
                  {...text('legal_document')}
                  className={inputClass}
                  type="text"
                  inputMode="numeric"
                />
              </Field>
              <Field
                id={fieldId('legal_denomination')}
                label="Razón social"
                error={errorOf('legal_denomination')}
              >
                <input
                  {...text('legal_denomination')}
                  className={inputClass}
                  type="text"
                  autoComplete="organization"
                />
              </Field>
            </>
          )}
        </Section>

        <Section
          title="¿Dónde estás?"
          note="Opcional. Nos ayuda a mostrarte lo que se vende cerca de ti."
        >
          <RegisterLocationFields
            departmentId={values.department_id}
            municipalityId={values.municipalite_id}
            ids={{ department: fieldId('department_id'), municipality: fieldId('municipalite_id') }}
            errors={{
              department: errorOf('department_id'),
              municipality: errorOf('municipalite_id'),
            }}
            onDepartmentChange={(value) => set('department_id', value)}
            onMunicipalityChange={(value) => set('municipalite_id', value)}
          />
          <Field
            id={fieldId('vereda')}
            label="Vereda"
            labelNote="(opcional)"
            error={errorOf('vereda')}
          >
            <input {...text('vereda')} className={inputClass} type="text" />
          </Field>
          <Field
            id={fieldId('address')}
            label="Dirección"
            labelNote="(opcional)"
            error={errorOf('address')}
          >
            <input
              {...text('address')}
              className={inputClass}
              type="text"
              autoComplete="street-address"
            />
          </Field>
        </Section>

        <Section title="Contacto">
          <Field
            id={fieldId('email')}
            label="Correo electrónico"
            labelNote="(opcional)"
            error={errorOf('email')}
            className="sm:col-span-2"
          >
            <input
              {...text('email')}
              className={inputClass}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
            />
          </Field>
        </Section>

        <div>
          <label
            className={
              'flex cursor-pointer items-start gap-3 rounded-2xl border-2 px-3.5 py-3 ' +
              (errorOf('terms') ? 'border-red-700 bg-red-50/40' : 'border-tierra-200 bg-tierra-50')
            }
          >
            <input
              {...fieldAria(fieldId('terms'), { hint: termsHint, error: errorOf('terms') })}
              type="checkbox"
              name="terms"
              checked={values.terms}
              onChange={(event) => set('terms', event.target.checked)}
              className="mt-0.5 size-6 shrink-0 accent-campo-700"
            />
            <span className="font-medium text-tierra-900">
              {/* New tab: reading them must not lose what was typed in this form. */}
              Acepto los{' '}
              <a
                href={paths.terms}
                target="_blank"
                rel="noopener"
                className="underline underline-offset-2"
              >
                Términos y condiciones
              </a>{' '}
              y la{' '}
              <a
                href={paths.privacy}
                target="_blank"
                rel="noopener"
                className="underline underline-offset-2"
              >
                Política de tratamiento de datos personales
              </a>
            </span>
          </label>
          <FieldHint id={fieldId('terms')} hint={termsHint} />
          <FieldError id={fieldId('terms')} error={errorOf('terms')} />
        </div>

        {formError && <FormAlert>{formError}</FormAlert>}

        <div className="flex flex-col gap-4">
          <button
            type="submit"
            disabled={busy}
            className={buttonClass('primary', 'min-h-13 w-full text-lg')}
          >
            {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
            {status === 'checking'
              ? 'Revisando tu número…'
              : status === 'saving'
                ? 'Creando tu cuenta…'
                : 'Crear cuenta'}
          </button>
          <p className="text-center text-tierra-700">
            ¿Ya te registraste?{' '}
            <Link
              to={loginPath}
              className="inline-flex min-h-tap items-center rounded-lg px-1 font-bold text-campo-800 underline underline-offset-4"
            >
              Ya tengo cuenta
            </Link>
          </p>
        </div>
      </form>
    </AccountFrame>
  );
}
