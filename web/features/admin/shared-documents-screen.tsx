import { DOCUMENT_TYPES } from '../../../domain/accounts/registration';
import { formatDateTime } from '../../../domain/dates';
import { MoreButton } from '../../components/more-button';
import { AdminRefusal } from './admin-access';
import { isForbidden } from './admin-errors';
import { AdminScreen } from './admin-screen';
import { EmptyState, LoadFailure, LoadingState } from './admin-states';
import { useSharedDocuments } from './api/get-shared-documents';

const documentType = (value: string) =>
  DOCUMENT_TYPES.find((type) => type.value === value)?.label ?? value;

/**
 * /admin/cedulas: document numbers that several accounts gave. Registration lets the owner of a
 * cédula in even when someone else registered it first (docs/product.md §13); these are the
 * cases for an admin to look at.
 */
export function SharedDocumentsScreen() {
  const documents = useSharedDocuments();
  if (isForbidden(documents.error)) return <AdminRefusal />;
  // Keyed by document, not by id: the pages are simply joined.
  const items = documents.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <AdminScreen
      title="Cédulas repetidas"
      description="Documentos que dieron varias cuentas. Llama a las personas para saber de quién es cada uno."
    >
      {documents.isPending ? (
        <LoadingState label="Cargando las cédulas repetidas…" />
      ) : documents.isError && items.length === 0 ? (
        <LoadFailure
          error={documents.error}
          fallback="No se pudieron cargar las cédulas repetidas."
          onRetry={() => void documents.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState>
          <p className="font-semibold">Ninguna cuenta comparte documento.</p>
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="Cédulas repetidas">
            {items.map((item) => (
              <li
                key={item.document}
                aria-label={`Documento ${item.document}`}
                className="rounded-2xl border border-tierra-200 bg-white px-4 py-3"
              >
                <p className="text-lg font-bold text-campo-900">
                  Documento {item.document}{' '}
                  <span className="font-normal text-tierra-700">
                    · {item.accounts.length} cuentas
                  </span>
                </p>
                <ol className="mt-2 flex flex-col gap-2">
                  {item.accounts.map((account) => (
                    <li
                      key={account.id}
                      className="grid gap-1 border-t border-tierra-100 pt-2 md:grid-cols-[minmax(0,1fr)_auto] md:gap-x-6"
                    >
                      <p className="min-w-0 break-words">
                        <span className="font-semibold">{account.name}</span>{' '}
                        <a className="text-campo-800 underline" href={`tel:+57${account.phone}`}>
                          {account.phone}
                        </a>
                        <span className="block text-sm text-tierra-700">
                          {documentType(account.type_doc)} · Usuario N.º {account.id}
                        </span>
                      </p>
                      <p className="text-sm text-tierra-600 md:whitespace-nowrap md:text-right">
                        Registrada el{' '}
                        <time dateTime={account.created_at}>
                          {formatDateTime(account.created_at)}
                        </time>
                      </p>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
          <MoreButton
            hasMore={documents.hasNextPage}
            loading={documents.isFetchingNextPage}
            onMore={() => void documents.fetchNextPage()}
          />
        </>
      )}
    </AdminScreen>
  );
}
