import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_MESSAGES } from '../../../domain/jobs/job-offer';
import { PHONE_MESSAGES } from '../../../domain/phone';
import { queryClient } from '../../lib/query-client';
import { answer } from '../../test/fake-api';
import { renderApp, signIn } from '../../test/render-app';
import { todayInBogota } from './job-format';
import { ME, jobOffer, jobsServer, offersPage, storeMe } from './job-test-data';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

async function openJobs(path = '/jobs') {
  signIn();
  storeMe();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Bolsa de empleo' });
  return app;
}

const offersList = () => screen.findByRole('list', { name: 'Ofertas' });
const form = () => screen.getByRole('region', { name: 'Publicar oferta' });

async function openForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Publicar oferta' }));
  await screen.findByRole('region', { name: 'Publicar oferta' });
}

/** A date some days ahead, in the form of the date input. */
function daysAhead(days: number) {
  const date = new Date(`${todayInBogota()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function choose(label: string, option: string, within_ = form()) {
  await userEvent.selectOptions(
    within(within_).getByLabelText(label),
    await within(within_).findByRole('option', { name: option }),
  );
}

async function fillValidOffer() {
  await userEvent.type(within(form()).getByLabelText('Título'), 'Ordeñador');
  await userEvent.type(
    within(form()).getByLabelText('Descripción'),
    'Ordeño a mano de 20 vacas, dos turnos.',
  );
  await choose('Departamento', 'Cundinamarca');
  await choose('Municipio', 'Fusagasugá');
  await userEvent.type(within(form()).getByLabelText('Pago'), '1.500.000');
  await choose('Periodo de pago', 'por mes');
  fireEvent.change(within(form()).getByLabelText('Fecha de inicio'), {
    target: { value: daysAhead(3) },
  });
}

describe('/jobs offers', () => {
  it('shows each offer with its place, pay per period, start date, publisher and contacts', async () => {
    jobsServer({
      board: [
        jobOffer({ title: 'Recolector de café', pay: 60000, pay_period: 'dia' }),
        jobOffer({
          title: 'Mayordomo de finca',
          pay: 1800000,
          pay_period: 'mes',
          starts_on: '2027-01-15',
          municipality: 'Medellín',
          whatsapp: false,
          publisher: { id: 9, name: 'Ana Gómez' },
        }),
      ],
    });
    await openJobs();

    const cards = within(await offersList()).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const [coffee, steward] = cards as [HTMLElement, HTMLElement];

    expect(within(coffee).getByRole('heading', { name: 'Recolector de café' })).toBeVisible();
    expect(coffee).toHaveTextContent('Rionegro, Antioquia');
    expect(coffee).toHaveTextContent('$ 60.000 por día');
    expect(coffee).toHaveTextContent('Empieza el 1 de diciembre de 2026');
    expect(coffee).toHaveTextContent('Cosecha de café en finca de ladera. Incluye almuerzo.');
    expect(coffee).toHaveTextContent('Publicada por Jorge Pérez');
    const whatsapp = within(coffee).getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp).toHaveTextContent('WhatsApp');
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/573109876543?text=${encodeURIComponent(
        'Hola, vi tu oferta «Recolector de café» en El campo en tus manos.',
      )}`,
    );
    expect(within(coffee).getByRole('link', { name: /Llamar/ })).toHaveAttribute(
      'href',
      'tel:+573109876543',
    );

    expect(steward).toHaveTextContent('$ 1.800.000 por mes');
    expect(steward).toHaveTextContent('Empieza el 15 de enero de 2027');
    expect(steward).toHaveTextContent('Medellín, Antioquia');
    expect(within(steward).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(within(steward).getByRole('link', { name: /Llamar/ })).toBeVisible();
  });

  it('a long description starts folded and opens with "Leer más"', async () => {
    const long = 'Trabajo de sol a sol en la cosecha. '.repeat(10).trim();
    jobsServer({ board: [jobOffer({ description: long })] });
    await openJobs();

    const card = within(await offersList()).getByRole('article');
    const toggle = within(card).getByRole('button', { name: 'Leer más' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(card).getByRole('button', { name: 'Leer menos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('filters by department, then municipality, keeping both in the address', async () => {
    const api = jobsServer({ board: [jobOffer()] });
    const app = await openJobs();
    await offersList();
    const filters = screen.getByRole('form', { name: 'Filtrar ofertas' });
    expect(within(filters).getByLabelText('Municipio')).toBeDisabled();

    await choose('Departamento', 'Antioquia', filters);
    await choose('Municipio', 'Rionegro', filters);

    await waitFor(() => {
      const last = api.requests.filter((r) => r.path === '/jobs').at(-1)!;
      expect(last.query.get('department_id')).toBe('5');
      expect(last.query.get('municipality_id')).toBe('5615');
      expect(last.query.get('page')).toBe('1');
    });
    expect(app.router.state.location.search).toBe('?departamento=5&municipio=5615');

    // Back undoes the municipality, and the list follows the address.
    await app.router.navigate(-1);
    await waitFor(() => expect(app.router.state.location.search).toBe('?departamento=5'));
    await waitFor(() => expect(within(filters).getByLabelText('Municipio')).toHaveValue(''));
    expect(within(filters).getByLabelText('Departamento')).toHaveValue('5');
  });

  it('opens with the filters of a shared link', async () => {
    const api = jobsServer({ board: [jobOffer()] });
    await openJobs('/jobs?departamento=25&municipio=25290');
    await offersList();

    const first = api.requests.find((r) => r.path === '/jobs')!;
    expect(first.query.get('department_id')).toBe('25');
    expect(first.query.get('municipality_id')).toBe('25290');
    await waitFor(() => expect(screen.getByLabelText('Municipio')).toHaveValue('25290'));
  });

  it('"Ver más" brings the next page under the first', async () => {
    const first = jobOffer({ title: 'Recolector de café' });
    const second = jobOffer({ title: 'Guadañador' });
    const api = jobsServer(
      {},
      {
        'GET /jobs': ({ query }) =>
          query.get('page') === '2'
            ? answer(200, offersPage([second], 2, false))
            : answer(200, offersPage([first], 1, true)),
      },
    );
    await openJobs();

    expect(within(await offersList()).getAllByRole('article')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));

    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Ofertas' })).getAllByRole('article'),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('heading', { name: 'Guadañador' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/jobs').map((r) => r.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('says so when no offer matches', async () => {
    jobsServer({ board: [] });
    await openJobs();

    expect(await screen.findByText(JOB_MESSAGES.empty)).toBeVisible();
    expect(screen.getByText(JOB_MESSAGES.emptyHint)).toBeVisible();
  });

  it('a failed list can be retried', async () => {
    let fail = true;
    jobsServer(
      {},
      {
        'GET /jobs': () =>
          fail
            ? answer(500, { message: 'Ocurrió un error' })
            : answer(200, offersPage([jobOffer({ title: 'Jornalero' })])),
      },
    );
    await openJobs();

    const alert = await screen.findByRole('alert', undefined, { timeout: 6000 });
    expect(alert).toHaveTextContent('No pudimos cargar las ofertas.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Jornalero' })).toBeVisible();
  });
});

describe('/jobs publish', () => {
  it('an empty form shows what each field needs and sends nothing', async () => {
    const api = jobsServer({});
    await openJobs();
    await openForm();

    expect(within(form()).getByLabelText('Teléfono de contacto')).toHaveValue(ME.phone);
    await userEvent.clear(within(form()).getByLabelText('Teléfono de contacto'));
    await userEvent.type(within(form()).getByLabelText('Teléfono de contacto'), '310');
    await userEvent.click(within(form()).getByRole('button', { name: 'Publicar oferta' }));

    expect(within(form()).getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
    for (const message of [
      JOB_MESSAGES.titleRequired,
      JOB_MESSAGES.descriptionRequired,
      JOB_MESSAGES.departmentRequired,
      JOB_MESSAGES.municipalityRequired,
      JOB_MESSAGES.payRequired,
      JOB_MESSAGES.periodRequired,
      JOB_MESSAGES.startRequired,
      PHONE_MESSAGES.length,
    ]) {
      expect(within(form()).getByText(message)).toBeVisible();
    }
    expect(within(form()).getByLabelText('Título')).toHaveFocus();
    expect(within(form()).getByLabelText('Título')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('a start date before today is refused', async () => {
    const api = jobsServer({});
    await openJobs('/jobs?vista=publicar');
    await screen.findByRole('region', { name: 'Publicar oferta' });
    await fillValidOffer();
    fireEvent.change(within(form()).getByLabelText('Fecha de inicio'), {
      target: { value: daysAhead(-2) },
    });
    await userEvent.click(within(form()).getByRole('button', { name: 'Publicar oferta' }));

    expect(within(form()).getByText(JOB_MESSAGES.startInPast)).toBeVisible();
    expect(within(form()).getByLabelText('Fecha de inicio')).toHaveAttribute(
      'min',
      todayInBogota(),
    );
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the server field message under its field and keeps what was typed', async () => {
    jobsServer(
      {},
      {
        'POST /jobs': () =>
          answer(422, {
            message: JOB_MESSAGES.municipalityNotInDepartment,
            errors: { municipality_id: [JOB_MESSAGES.municipalityNotInDepartment] },
          }),
      },
    );
    await openJobs('/jobs?vista=publicar');
    await screen.findByRole('region', { name: 'Publicar oferta' });
    await fillValidOffer();
    await userEvent.click(within(form()).getByRole('button', { name: 'Publicar oferta' }));

    expect(await within(form()).findByText(JOB_MESSAGES.municipalityNotInDepartment)).toBeVisible();
    expect(within(form()).getByLabelText('Municipio')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).getByLabelText('Título')).toHaveValue('Ordeñador');
    expect(within(form()).getByLabelText('Pago')).toHaveValue('$ 1.500.000');
    expect(within(form()).getByLabelText('Municipio')).toHaveValue('25290');
  });

  it('says clearly when the person already has too many open offers', async () => {
    jobsServer({}, { 'POST /jobs': () => answer(409, { message: JOB_MESSAGES.tooManyOpen }) });
    await openJobs('/jobs?vista=publicar');
    await screen.findByRole('region', { name: 'Publicar oferta' });
    await fillValidOffer();
    await userEvent.click(within(form()).getByRole('button', { name: 'Publicar oferta' }));

    expect(await within(form()).findByRole('alert')).toHaveTextContent(JOB_MESSAGES.tooManyOpen);
    expect(within(form()).getByLabelText('Título')).toHaveValue('Ordeñador');
  });

  it('a published offer is announced and appears under "Mis ofertas"', async () => {
    const api = jobsServer({ mine: [jobOffer({ title: 'Oferta anterior', is_mine: true })] });
    const app = await openJobs();
    await openForm();
    await fillValidOffer();
    await userEvent.click(within(form()).getByLabelText('Recibo mensajes por WhatsApp'));
    await userEvent.click(within(form()).getByRole('button', { name: 'Publicar oferta' }));

    expect(await screen.findByText(JOB_MESSAGES.published)).toBeVisible();
    const mine = await screen.findByRole('list', { name: 'Mis ofertas' });
    await waitFor(() => expect(within(mine).getAllByRole('article')).toHaveLength(2));
    const created = within(mine).getAllByRole('article')[0]!;
    expect(created).toHaveAccessibleName('Ordeñador');
    expect(created).toHaveTextContent('Abierta');
    expect(created).toHaveTextContent('$ 1.500.000 por mes');
    expect(screen.getByRole('tab', { name: 'Mis ofertas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(app.router.state.location.search).toBe('?vista=mias');

    const post = api.requests.find((r) => r.method === 'POST' && r.path === '/jobs');
    expect(post?.body).toEqual({
      title: 'Ordeñador',
      description: 'Ordeño a mano de 20 vacas, dos turnos.',
      department_id: 25,
      municipality_id: 25290,
      pay: 1500000,
      pay_period: 'mes',
      starts_on: daysAhead(3),
      phone: ME.phone,
      whatsapp: false,
    });
  });

  it('"Cancelar" goes back to the offers and the draft is still there when the form reopens', async () => {
    jobsServer({ board: [jobOffer()] });
    await openJobs();
    await openForm();
    await userEvent.type(within(form()).getByLabelText('Título'), 'Arriero');
    await userEvent.click(within(form()).getByRole('button', { name: 'Cancelar' }));

    expect(await offersList()).toBeVisible();
    await openForm();
    expect(within(form()).getByLabelText('Título')).toHaveValue('Arriero');
  });
});

describe('/jobs my offers', () => {
  it('shows each offer with its status and when it ends', async () => {
    jobsServer({
      mine: [
        jobOffer({ title: 'Abierta 1', is_mine: true, expires_at: '2026-12-20T15:00:00.000Z' }),
        jobOffer({
          title: 'Cerrada 1',
          is_mine: true,
          status: 'closed',
          closed_at: '2026-11-22T15:00:00.000Z',
        }),
        jobOffer({
          title: 'Vencida 1',
          is_mine: true,
          status: 'expired',
          expires_at: '2026-10-01T15:00:00.000Z',
        }),
      ],
    });
    await openJobs('/jobs?vista=mias');

    const mine = await screen.findByRole('list', { name: 'Mis ofertas' });
    const [open, closed, expired] = within(mine).getAllByRole('article') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(open).toHaveTextContent('Abierta');
    expect(open).toHaveTextContent('Vence el 20 de diciembre de 2026');
    expect(within(open).getByRole('button', { name: 'Cerrar oferta' })).toBeVisible();
    expect(closed).toHaveTextContent('Cerrada el 22 de noviembre de 2026');
    expect(within(closed).queryByRole('button', { name: 'Cerrar oferta' })).not.toBeInTheDocument();
    expect(expired).toHaveTextContent('Vencida');
    expect(expired).toHaveTextContent('Venció el 1 de octubre de 2026');
  });

  it('"Cerrar oferta" asks first, then closes it on the server and the status changes', async () => {
    const offer = jobOffer({ title: 'Recolector de café', is_mine: true });
    const api = jobsServer({ mine: [offer], board: [offer] });
    await openJobs('/jobs?vista=mias');

    const card = within(await screen.findByRole('list', { name: 'Mis ofertas' })).getByRole(
      'article',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Cerrar oferta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cerrar esta oferta?' });
    expect(dialog).toHaveTextContent('«Recolector de café»');
    expect(api.requests.some((r) => r.path.endsWith('/close'))).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cerrar oferta' }));

    expect(await screen.findByText(JOB_MESSAGES.closed)).toBeVisible();
    await waitFor(() => expect(card).toHaveTextContent('Cerrada'));
    expect(within(card).queryByRole('button', { name: 'Cerrar oferta' })).not.toBeInTheDocument();
    expect(
      api.requests.filter((r) => r.method === 'POST' && r.path === `/jobs/${offer.id}/close`),
    ).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a failed close stays in the dialog so it can be tried again', async () => {
    const offer = jobOffer({ is_mine: true });
    jobsServer(
      { mine: [offer] },
      { 'POST /jobs/:id/close': () => answer(500, { message: 'Ocurrió un error' }) },
    );
    await openJobs('/jobs?vista=mias');

    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar oferta' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cerrar oferta' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No pudimos cerrar la oferta. Inténtalo de nuevo.',
    );
  });

  it('says so when the person has published nothing yet', async () => {
    jobsServer({ mine: [] });
    await openJobs('/jobs?vista=mias');

    expect(await screen.findByText('Aún no has publicado ofertas.')).toBeVisible();
  });
});
