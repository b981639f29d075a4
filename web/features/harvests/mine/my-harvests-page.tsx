import { Plus, Sprout } from 'lucide-react';
import { Link } from '../../../lib/router';
import { HARVESTS } from '../../../../domain/harvests/harvest';
import { BackButton } from '../../../components/back-button';
import { buttonClass } from '../../../components/button-styles';
import { PageTitle } from '../../../components/page-title';
import { itemsOfPages } from '../../../lib/paged-lists';
import { paths } from '../../../lib/paths';
import { useMyHarvests } from '../api/get-my-harvests';
import { HarvestList } from '../harvest-list';

/** /cosechas/mias: the seller's announced harvests, every state, and 'Anunciar cosecha'. */
export function MyHarvestsPage() {
  const harvests = useMyHarvests();
  const open = itemsOfPages(harvests.data).filter((harvest) => harvest.status === 'open').length;
  const full = open >= HARVESTS.maxOpenPerSeller;
  const announce = (
    <Link to={paths.newHarvest} className={buttonClass('primary', 'mt-4 min-h-13 text-lg')}>
      <Plus aria-hidden="true" className="size-5" />
      Anunciar cosecha
    </Link>
  );

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-4 sm:px-6 sm:py-6">
      <BackButton fallback={paths.myStore} />
      <PageTitle
        className="mt-3"
        icon={<Sprout aria-hidden="true" className="size-7" />}
        title="Mis cosechas"
        subtitle={`Anuncia lo que vas a cosechar para que te reserven desde ya. Hasta ${HARVESTS.maxOpenPerSeller} abiertas.`}
      />
      {harvests.isSuccess && open > 0 && (
        <div className="mt-4 flex flex-col gap-2">
          {full ? (
            <p
              role="status"
              className="rounded-2xl bg-maiz-50 px-4 py-3 font-semibold text-maiz-900"
            >
              Tienes {HARVESTS.maxOpenPerSeller} cosechas abiertas. Cierra o publica alguna para
              anunciar otra.
            </p>
          ) : (
            <div>{announce}</div>
          )}
        </div>
      )}
      <div className="mt-6">
        <HarvestList
          query={harvests}
          label="Mis cosechas"
          loading="Cargando tus cosechas…"
          failed="No pudimos cargar tus cosechas."
          emptyTitle="Aún no has anunciado cosechas"
          emptyHint="Cuenta qué vas a cosechar y cuándo: los compradores pueden reservar una parte antes de que la recojas."
          emptyAction={announce}
        />
      </div>
    </div>
  );
}
