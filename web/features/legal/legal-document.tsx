import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { formatLongDate } from '../../../domain/dates';
import { paths } from '../../lib/paths';
import { BackButton } from '../../components/back-button';
import { BrandLogo } from '../../components/brand';
import { useSupportContact } from '../../lib/support-contact';

// The frame of the two legal pages: plain text in sections, readable on a cheap phone, public
// (no session needed: they are read before registering). No pictures, no extra libraries.

/** The mailbox for personal-data requests (consultas y reclamos, Ley 1581 de 2012). */
const DATA_EMAIL = 'datos@elcampoentusmanos.co';

const [DATA_EMAIL_USER, DATA_EMAIL_DOMAIN] = DATA_EMAIL.split('@');

/**
 * The data mailbox as a link. The address is one 26-letter "word", wider than the text column of
 * a 320 px phone (or a 390 px one at 120 % text), which pushed the whole page sideways. It may
 * now wrap right after the '@' (datos@ / elcampoentusmanos.co), and only if even the domain does
 * not fit (bigger text zoom) anywhere else, so the page never scrolls sideways.
 */
export function DataEmailLink() {
  return (
    <a
      href={`mailto:${DATA_EMAIL}`}
      className="break-words font-semibold text-campo-800 underline underline-offset-2"
    >
      {DATA_EMAIL_USER}@<wbr />
      {DATA_EMAIL_DOMAIN}
    </a>
  );
}

type LegalDocumentProps = {
  title: string;
  /** The version date, 'YYYY-MM-DD' (domain/accounts/legal-versions.ts). */
  version: string;
  children: ReactNode;
};

export function LegalDocument({ title, version, children }: LegalDocumentProps) {
  return (
    <div className="min-h-dvh bg-crema">
      <header className="mx-auto flex w-full max-w-3xl items-center px-4 pt-4 sm:px-6 sm:pt-6">
        <Link
          to={paths.landing}
          className="flex min-h-tap items-center rounded-xl"
          aria-label="El campo en tus manos: inicio"
        >
          <BrandLogo />
        </Link>
      </header>
      <main className="mx-auto w-full max-w-3xl px-4 pb-12 pt-4 sm:px-6">
        <BackButton fallback={paths.landing} />
        <article className="mt-2 rounded-3xl bg-white p-5 text-tierra-800 shadow-sm ring-1 ring-tierra-100 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-campo-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-tierra-600">
            Vigente desde el {formatLongDate(version)}.
          </p>
          <div className="mt-6 flex flex-col gap-7 leading-relaxed">{children}</div>
        </article>
        <nav aria-label="Documentos legales" className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Link
            to={paths.terms}
            className="inline-flex min-h-tap items-center font-semibold text-campo-800 underline underline-offset-2"
          >
            Términos y condiciones
          </Link>
          <span
            aria-hidden="true"
            className="hidden text-tierra-400 sm:inline-flex sm:items-center"
          >
            ·
          </span>
          <Link
            to={paths.privacy}
            className="inline-flex min-h-tap items-center font-semibold text-campo-800 underline underline-offset-2"
          >
            Política de tratamiento de datos personales
          </Link>
        </nav>
      </main>
    </div>
  );
}

type LegalSectionProps = { id: string; title: string; children: ReactNode };

export function LegalSection({ id, title, children }: LegalSectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-bold text-campo-900 sm:text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export const listClass = 'flex list-disc flex-col gap-2 pl-5 marker:text-campo-600';

/** How to reach the team: the data mailbox, the support line and the report screen. */
export function LegalContacts() {
  const support = useSupportContact();
  return (
    <ul className={listClass}>
      <li>
        Correo electrónico: <DataEmailLink />
      </li>
      <li>
        Línea de soporte:{' '}
        {support ? (
          <a
            href={`tel:${support.tel}`}
            className="font-semibold text-campo-800 underline underline-offset-2"
          >
            {support.display}
          </a>
        ) : (
          'el número que aparece en «Reportar un problema», dentro de la aplicación'
        )}
      </li>
      <li>
        Dentro de la aplicación: menú › <strong>Reportar</strong>, con el tipo «Problema con mi
        Cuenta».
      </li>
    </ul>
  );
}
