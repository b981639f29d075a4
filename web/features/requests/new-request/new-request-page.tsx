import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { REQUEST_MESSAGES, REQUESTS } from '../../../../domain/requests/buy-request';
import { BackButton } from '../../../components/back-button';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { RequestForm } from './request-form';
import { emptyRequestForm } from './request-form-values';

/** /pedidos/nuevo: 'Busco' — the buyer says what they need; nearby sellers are told. */
export function NewRequestPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState(emptyRequestForm);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <BackButton fallback={paths.requests} />
      <PageTitle
        className="mt-2"
        icon={<Megaphone aria-hidden="true" className="size-7" />}
        title="Publicar pedido"
        subtitle={`Cuenta qué buscas y te avisamos cuando un vendedor cercano lo tenga. Puedes tener hasta ${REQUESTS.maxOpenPerPerson} pedidos abiertos.`}
      />
      <section
        aria-label="Publicar pedido"
        className="mt-6 rounded-3xl border border-tierra-200 bg-white p-4 sm:p-6"
      >
        <RequestForm
          values={values}
          onChange={setValues}
          onCancel={() => void navigate(paths.requests)}
          onPublished={(request) => {
            toast.success(REQUEST_MESSAGES.published);
            // Replaced: going back must not reopen a form that was already sent.
            void navigate(paths.request(request.id), { replace: true });
          }}
        />
      </section>
    </div>
  );
}
