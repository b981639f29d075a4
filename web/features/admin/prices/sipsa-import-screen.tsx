import { FileUp, LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { fieldErrorClass, hintClass, labelClass } from '../../../components/field-styles';
import { errorIdOf, fieldAria, hintIdOf } from '../../../components/form-field';
import { failureMessage } from '../admin-errors';
import { AdminScreen } from '../admin-screen';
import { useImportSipsa } from '../api/sipsa-import';

const MESSAGES = {
  title: 'Precios mayoristas SIPSA',
  intro:
    'Carga el anexo semanal o diario de precios mayoristas de SIPSA-DANE guardado como CSV. Cargar el mismo archivo dos veces no cambia nada.',
  file: 'Archivo CSV',
  fileHint:
    'Columnas: Producto, Mercado («Ciudad, Mercado»), precios por kilo y la semana o la fecha. Hasta 5 MB.',
  chooseFirst: 'Elige el archivo primero.',
  submit: 'Cargar precios',
  loading: 'Cargando…',
  failed: 'No se pudo cargar el archivo.',
} as const;

/** /admin/precios: an admin loads DANE SIPSA's wholesale prices (same as npm run precios:sipsa). */
export function SipsaImportScreen() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const upload = useImportSipsa();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    upload.mutate(file);
  };

  const result = upload.data;
  return (
    <AdminScreen title={MESSAGES.title} description={MESSAGES.intro}>
      <form
        onSubmit={submit}
        noValidate
        className="grid max-w-xl gap-4 rounded-3xl border border-tierra-200 bg-white p-4 sm:p-5"
      >
        <div>
          <p id={hintIdOf(id)} className={hintClass}>
            {MESSAGES.fileHint}
          </p>
          {/* The label holds the input: the whole block is the touch target. */}
          <label className={`${labelClass} mt-2 grid gap-2`}>
            {MESSAGES.file}
            <input
              type="file"
              accept=".csv,text/csv"
              {...fieldAria(id, { hint: true, error: missing ? MESSAGES.chooseFirst : undefined })}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setMissing(false);
                upload.reset();
              }}
              className="block w-full font-normal text-tierra-900 file:mr-3 file:min-h-tap file:rounded-xl file:border-0 file:bg-campo-100 file:px-4 file:font-semibold file:text-campo-900"
            />
          </label>
          {missing && (
            <p id={errorIdOf(id)} className={fieldErrorClass}>
              {MESSAGES.chooseFirst}
            </p>
          )}
        </div>
        <button
          type="submit"
          className={buttonClass('primary', 'justify-self-start')}
          disabled={upload.isPending}
        >
          {upload.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <FileUp aria-hidden="true" className="size-5" />
          )}
          {upload.isPending ? MESSAGES.loading : MESSAGES.submit}
        </button>
      </form>

      <div aria-live="polite" className="mt-6 max-w-xl">
        {upload.isError && (
          <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 font-semibold text-red-800">
            {failureMessage(upload.error, MESSAGES.failed)}
          </p>
        )}
        {result && (
          <div className="grid gap-3 rounded-2xl bg-campo-50 px-4 py-3 text-campo-900">
            <p className="font-semibold">{result.message}</p>
            {result.unmapped.length > 0 && (
              <div>
                <h2 className="font-bold">Filas sin producto del catálogo</h2>
                <ul className="mt-1 list-disc pl-5">
                  {result.unmapped.map((row) => (
                    <li key={row.line}>
                      Línea {row.line}: «{row.product}»
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {result.skipped.length > 0 && (
              <div>
                <h2 className="font-bold">Filas que no se cargaron</h2>
                <ul className="mt-1 list-disc pl-5">
                  {result.skipped.map((row) => (
                    <li key={row.line}>
                      Línea {row.line}: {row.reason}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </div>
    </AdminScreen>
  );
}
