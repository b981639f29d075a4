import { Briefcase, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../lib/router';
import { toast } from '../../lib/toast';
import { JOB_MESSAGES } from '../../../domain/jobs/job-offer';
import { paths } from '../../lib/paths';
import { BackButton } from '../../components/back-button';
import { buttonClass } from '../../components/button-styles';
import { PageTabs } from '../../components/page-tabs';
import { PageTitle } from '../../components/page-title';
import { getStoredUser } from '../../lib/session';
import { JOBS_PAGE_MESSAGES } from './job-list-parts';
import { JobOfferForm, emptyJobDraft } from './job-offer-form';
import type { JobDraft } from './job-offer-form';
import { JobOffersPanel } from './job-offers-panel';
import { MyJobOffersPanel } from './my-job-offers-panel';

const m = JOBS_PAGE_MESSAGES;

// Which part of the board is shown lives in the address (?vista=mias, ?vista=publicar), so the
// phone's back button goes from the form or My offers back to the offers.
const VIEW_PARAM = 'vista';
type View = 'ofertas' | 'mias' | 'publicar';

const readView = (search: URLSearchParams): View => {
  const value = search.get(VIEW_PARAM);
  return value === 'mias' || value === 'publicar' ? value : 'ofertas';
};

const withView = (search: URLSearchParams, view: View) => {
  const next = new URLSearchParams(search);
  if (view === 'ofertas') next.delete(VIEW_PARAM);
  else next.set(VIEW_PARAM, view);
  return next;
};

/** /jobs: open offers by place, the person's own offers, and the form that publishes one. */
export function JobsPage() {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const view = readView(search);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Kept here rather than in the form: leaving the form and coming back keeps what was typed.
  const [draft, setDraft] = useState<JobDraft>(() => emptyJobDraft(getStoredUser()?.phone));

  const openForm = () => setSearch(withView(search, 'publicar'), { state: { fromBoard: true } });

  const leaveForm = () => {
    if ((location.state as { fromBoard?: boolean } | null)?.fromBoard) void navigate(-1);
    else setSearch(withView(search, 'ofertas'), { replace: true });
  };

  const published = () => {
    toast.success(JOB_MESSAGES.published);
    setDraft(emptyJobDraft(getStoredUser()?.phone));
    // Replaced, not pushed: going back must not reopen a form that was already sent.
    setSearch(withView(search, 'mias'), { replace: true });
    titleRef.current?.focus();
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <BackButton fallback={paths.home} />
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <PageTitle
          icon={<Briefcase aria-hidden="true" className="size-7" />}
          title={m.title}
          subtitle={m.intro}
          titleRef={titleRef}
        />
        {view !== 'publicar' && (
          <button
            type="button"
            onClick={openForm}
            className={buttonClass('accent', 'min-h-14 w-full text-lg sm:w-auto sm:px-6')}
          >
            <Plus aria-hidden="true" className="size-6" />
            {m.publish}
          </button>
        )}
      </div>

      {view === 'publicar' ? (
        <section
          aria-labelledby="publicar-oferta"
          className="mt-6 max-w-3xl rounded-3xl border border-tierra-200 bg-white p-4 sm:p-6"
        >
          <h2 id="publicar-oferta" className="mb-4 text-xl font-bold text-campo-900">
            {m.publish}
          </h2>
          <JobOfferForm
            draft={draft}
            onDraftChange={setDraft}
            onPublished={published}
            onCancel={leaveForm}
          />
        </section>
      ) : (
        <PageTabs
          label={m.title}
          value={view}
          onValueChange={(next) => setSearch(withView(search, next))}
          tabs={[
            { value: 'ofertas', label: m.offersTab, content: <JobOffersPanel /> },
            { value: 'mias', label: m.mineTab, content: <MyJobOffersPanel onPublish={openForm} /> },
          ]}
        />
      )}
    </div>
  );
}
