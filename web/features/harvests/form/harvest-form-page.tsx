import { Sprout } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from '../../../lib/router';
import type { Harvest } from '../../../../domain/api/harvests';
import type { RenderAddressForm, SavedAddresses } from '../../../components/address-picker';
import { BackButton } from '../../../components/back-button';
import { ListFailure } from '../../../components/list-states';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useHarvest } from '../api/get-harvest';
import { HarvestForm } from './harvest-form';
import { emptyHarvestDraft, harvestDraftOf } from './harvest-form-values';

type HarvestFormPageProps = {
  addresses: SavedAddresses;
  renderAddressForm: RenderAddressForm;
};

const pageClass = 'mx-auto w-full max-w-2xl px-4 py-4 sm:px-6 sm:py-6';

/** /cosechas/nueva: announce the next harvest. */
export function NewHarvestPage(props: HarvestFormPageProps) {
  return (
    <div className={pageClass}>
      <BackButton fallback={paths.myHarvests} />
      <PageTitle
        className="mt-3"
        icon={<Sprout aria-hidden="true" className="size-7" />}
        title="Anunciar cosecha"
        subtitle="Cuéntales a los compradores qué vas a cosechar y cuándo. Pueden reservar desde ya."
      />
      <div className="mt-6">
        <HarvestFormWithDraft {...props} />
      </div>
    </div>
  );
}

/** /cosechas/{id}/editar: change an open harvest (a new date, another quantity…). */
export function EditHarvestPage(props: HarvestFormPageProps) {
  const id = Number(useParams().id);
  const harvest = useHarvest(id);
  return (
    <div className={pageClass}>
      <BackButton fallback={paths.harvest(id)} />
      <PageTitle
        className="mt-3"
        icon={<Sprout aria-hidden="true" className="size-7" />}
        title="Editar cosecha"
        subtitle="Si cambia la fecha o la cantidad, actualízala: quienes reservaron la verán."
      />
      <div className="mt-6">
        {harvest.isPending ? (
          <p role="status" className="text-tierra-700">
            Cargando la cosecha…
          </p>
        ) : harvest.isError ? (
          <ListFailure
            message="No pudimos cargar la cosecha."
            error={harvest.error}
            onRetry={() => void harvest.refetch()}
          />
        ) : (
          <HarvestFormWithDraft {...props} harvest={harvest.data} />
        )}
      </div>
    </div>
  );
}

function HarvestFormWithDraft({ harvest, ...props }: HarvestFormPageProps & { harvest?: Harvest }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(() =>
    harvest ? harvestDraftOf(harvest) : emptyHarvestDraft(),
  );
  const leave = () => void navigate(harvest ? paths.harvest(harvest.id) : paths.myHarvests);
  return (
    <HarvestForm
      {...props}
      harvest={harvest}
      draft={draft}
      onDraftChange={setDraft}
      onSaved={(saved, message) => {
        toast.success(message);
        void navigate(paths.harvest(saved.id), { replace: true });
      }}
      onCancel={leave}
    />
  );
}
