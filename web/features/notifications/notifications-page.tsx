import {
  Bell,
  BellOff,
  CheckCheck,
  Search,
  Sprout,
  Trash2,
  TrendingDown,
  TrendingUp,
} from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from '../../lib/router';
import type { AppNotification } from '../../../domain/api/notifications';
import { formatDateTime } from '../../../domain/dates';
import { paths } from '../../lib/paths';
import { BackButton } from '../../components/back-button';
import { buttonClass } from '../../components/button-styles';
import { ListEmpty, ListFailure } from '../../components/list-states';
import { MoreButton } from '../../components/more-button';
import { PageTitle } from '../../components/page-title';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useMarkRead, useNotificationsList } from './api/get-notifications';
import {
  useChangeNotificationSettings,
  useNotificationSettings,
} from './api/notification-settings';
import { useDeleteSavedSearch, useSavedSearches } from './api/saved-searches';
import {
  pushSupported,
  subscribeThisDevice,
  thisDeviceSubscribed,
  unsubscribeThisDevice,
} from './push-subscription';
import { describeSavedSearch, savedSearchPath } from './saved-search-criteria';

export const NOTIFICATIONS_PAGE_MESSAGES = {
  title: 'Notificaciones',
  intro: 'Te avisamos cuando publican lo que buscas o cambia un precio que sigues.',
  unread: (count: number) => (count === 1 ? '1 sin leer' : `${count} sin leer`),
  loading: 'Cargando notificaciones…',
  loadFailed: 'No pudimos cargar tus notificaciones.',
  emptyTitle: 'Aún no tienes notificaciones',
  emptyHint:
    'Busca un producto y toca «Avísame cuando publiquen esto»: te contaremos cuando aparezca.',
  // With a saved search the advice to save one is wrong: the search is there, waiting.
  waitingTitle: 'Tus búsquedas guardadas están esperando',
  waitingHint:
    'Todavía no han publicado nada que coincida. Te avisaremos aquí apenas aparezca; mientras tanto, toca una búsqueda para ver lo que hay hoy.',
  markAll: 'Marcar todas como leídas',
  seeListing: 'Ver producto',
  seePrice: 'Ver precio',
  unavailable: 'Ya no está disponible',
  seeMine: 'Ver en Mis productos',
  seeHarvest: 'Ver cosecha',
  seeRequest: 'Ver pedido',
  unreadMark: 'Sin leer',
  searchesTitle: 'Mis búsquedas guardadas',
  searchesEmpty: 'No tienes búsquedas guardadas.',
  searchAgain: 'Buscar de nuevo',
  deleteSearch: 'Borrar',
  channelsTitle: 'Cómo te avisamos',
  channelsHint: 'Siempre verás tus avisos aquí. Además:',
  push: 'Avisos en este teléfono',
  pushUnsupported: 'Este navegador no puede recibir avisos.',
  pushBlocked: 'El navegador no dejó activar los avisos. Permítelos en la configuración del sitio.',
  whatsapp: 'Mensajes por WhatsApp',
  changeFailed: 'No pudimos guardar el cambio. Inténtalo de nuevo.',
} as const;

const m = NOTIFICATIONS_PAGE_MESSAGES;

/**
 * A notification's text as shown: '$ 1.800 / kg' and '12,5 %' never break across lines (the
 * spaces inside them become non-breaking on screen; the text itself is the API's).
 */
const keepFiguresTogether = (text: string) =>
  text
    .replace(/\$ (?=\d)/g, '$$\u00a0')
    .replace(/ \/ /g, '\u00a0/\u00a0')
    .replace(/ %/g, '\u00a0%');

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** /notificaciones: what saved searches found, the searches themselves and the channels. */
export function NotificationsPage() {
  const list = useNotificationsList();
  const markRead = useMarkRead();
  const pages = list.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.data) ?? [], [pages]);
  const unread = pages?.[0]?.meta.unread ?? 0;
  const savedSearches = useSavedSearches().data?.data.length ?? 0;

  let body;
  if (list.isPending) {
    body = (
      <p role="status" className="py-8 text-center text-tierra-700">
        {m.loading}
      </p>
    );
  } else if (list.isError) {
    body = (
      <ListFailure message={m.loadFailed} error={list.error} onRetry={() => void list.refetch()} />
    );
  } else if (rows.length === 0) {
    body =
      savedSearches > 0 ? (
        <ListEmpty icon={Search} title={m.waitingTitle} hint={m.waitingHint} />
      ) : (
        <ListEmpty icon={Bell} title={m.emptyTitle} hint={m.emptyHint} />
      );
  } else {
    body = (
      <>
        <ul className="flex flex-col gap-3" aria-label={m.title}>
          {rows.map((note) => (
            <NotificationItem
              key={note.id}
              note={note}
              onOpen={() => !note.read && markRead.mutate([note.id])}
            />
          ))}
        </ul>
        <MoreButton
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          failedMessage={m.loadFailed}
          onMore={() => void list.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <BackButton fallback={paths.home} />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <PageTitle
          icon={<Bell aria-hidden="true" className="size-7" />}
          title={m.title}
          subtitle={unread > 0 ? m.unread(unread) : m.intro}
        />
        {unread > 0 && (
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(undefined)}
          >
            <CheckCheck aria-hidden="true" className="size-5" />
            {m.markAll}
          </button>
        )}
      </div>
      <div className="mt-6">{body}</div>
      <div className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
        <SavedSearchesSection />
        <ChannelsSection />
      </div>
    </div>
  );
}

/** The tile beside a notification: the listing's photo, else an icon of what it is about. */
function NotificationIcon({ note }: { note: AppNotification }) {
  if (note.listing?.image) {
    return (
      <img
        src={note.listing.image}
        alt=""
        className="size-16 shrink-0 rounded-2xl object-cover"
        loading="lazy"
      />
    );
  }
  const Icon =
    note.harvest_id !== null
      ? Sprout
      : note.price
        ? note.price.change < 0
          ? TrendingDown
          : TrendingUp
        : note.listing
          ? Search
          : Bell;
  return (
    <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-campo-50 text-campo-700">
      <Icon aria-hidden="true" className="size-7" />
    </span>
  );
}

function NotificationItem({ note, onOpen }: { note: AppNotification; onOpen: () => void }) {
  const { listing, price } = note;
  return (
    <li
      className={`flex gap-3 rounded-3xl border p-4 ${
        note.read ? 'border-tierra-100 bg-white/70' : 'border-campo-200 bg-white shadow-sm'
      }`}
    >
      <NotificationIcon note={note} />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-bold text-campo-900">
          {!note.read && (
            <span className="size-2.5 shrink-0 rounded-full bg-maiz-500">
              <span className="sr-only">{m.unreadMark}</span>
            </span>
          )}
          {note.title}
        </p>
        <p className="mt-0.5 text-tierra-800">{keepFiguresTogether(note.body)}</p>
        <p className="mt-1 text-sm text-tierra-600">{formatDateTime(note.created_at)}</p>
        {note.harvest_id !== null && (
          // Próxima cosecha (decision 026): the harvest's page, which links its listing once it
          // is on sale, shows the reservation and, for a moderator's hiding, the reason.
          <Link
            to={paths.harvest(note.harvest_id)}
            className={buttonClass('secondary', 'mt-2')}
            onClick={onOpen}
          >
            {m.seeHarvest}
          </Link>
        )}
        {note.buy_request_id !== null ? (
          // Pedidos (decision 026): a buyer's request that matches what the person sells, an
          // answer to the person's own request, or their request hidden by a moderator.
          <Link
            to={paths.request(note.buy_request_id)}
            className={buttonClass('secondary', 'mt-2')}
            onClick={onOpen}
          >
            {m.seeRequest}
          </Link>
        ) : note.kind === 'moderation' && note.harvest_id === null ? (
          // One of the person's own listings, hidden by a moderator: fixed from Mis productos.
          <Link
            to={`${paths.myProducts}?estado=inactivos`}
            className={buttonClass('secondary', 'mt-2')}
            onClick={onOpen}
          >
            {m.seeMine}
          </Link>
        ) : (
          listing &&
          (listing.available ? (
            <Link
              to={paths.product(listing.id)}
              className={buttonClass('secondary', 'mt-2')}
              aria-label={`${m.seeListing}: ${listing.name}`}
              onClick={onOpen}
            >
              {m.seeListing}
            </Link>
          ) : (
            <p className="mt-1 font-semibold text-tierra-700">{m.unavailable}</p>
          ))
        )}
        {price && (
          // A followed price that moved: its page in the Bolsa de precios, in that department.
          <Link
            to={paths.priceProduct(price.product_id, price.department?.id)}
            className={buttonClass('secondary', 'mt-2')}
            aria-label={`${m.seePrice}: ${price.name} en ${price.department?.name ?? 'todo el país'}`}
            onClick={onOpen}
          >
            {m.seePrice}
          </Link>
        )}
        {!listing &&
          !price &&
          note.buy_request_id === null &&
          note.harvest_id === null &&
          !note.read && (
            <button type="button" className={buttonClass('secondary', 'mt-2')} onClick={onOpen}>
              <CheckCheck aria-hidden="true" className="size-5" />
              Marcar como leída
            </button>
          )}
      </div>
    </li>
  );
}

function SavedSearchesSection() {
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const rows = searches.data?.data ?? [];
  return (
    <section aria-labelledby="busquedas-guardadas" className="rounded-3xl bg-white/80 p-4">
      <h2 id="busquedas-guardadas" className="text-lg font-bold text-campo-900">
        {m.searchesTitle}
      </h2>
      {searches.isSuccess && rows.length === 0 && (
        <p className="mt-2 text-tierra-700">{m.searchesEmpty}</p>
      )}
      <ul className="mt-2 flex flex-col gap-2">
        {rows.map((search) => (
          <li key={search.id} className="flex flex-wrap items-center justify-between gap-x-2">
            {/* Runs the search again: the catalogue with the search's criteria. 'Borrar' goes
                under it when its longest word and the button do not fit side by side. */}
            <Link
              to={savedSearchPath(search)}
              aria-label={`${m.searchAgain}: ${describeSavedSearch(search)}`}
              className="flex min-h-tap flex-1 items-center gap-2 rounded-xl font-semibold text-campo-800 underline-offset-4 hover:underline"
            >
              <Search aria-hidden="true" className="size-5 shrink-0" />
              <span>{describeSavedSearch(search)}</span>
            </Link>
            <button
              type="button"
              className={buttonClass('ghost', 'shrink-0 px-3')}
              aria-label={`${m.deleteSearch}: ${describeSavedSearch(search)}`}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(search.id, {
                  onSuccess: (answer) => toast.success(answer.message),
                  onError: (error) => toast.error(errorText(error, m.changeFailed)),
                })
              }
            >
              <Trash2 aria-hidden="true" className="size-5" />
              {m.deleteSearch}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

type SwitchProps = { label: string; checked: boolean; disabled?: boolean; onChange: () => void };

/** One tap turns a channel on or off. */
function ChannelSwitch({ label, checked, disabled, onChange }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={onChange}
      className="flex min-h-tap w-full items-center justify-between gap-3 rounded-xl px-1 text-left font-semibold text-tierra-900 disabled:opacity-50"
    >
      {label}
      <span
        aria-hidden="true"
        className={`relative h-7 w-12 shrink-0 rounded-full transition-colors ${
          checked ? 'bg-campo-600' : 'bg-tierra-300'
        }`}
      >
        <span
          className={`absolute top-1 size-5 rounded-full bg-white shadow-sm transition-transform ${
            checked ? 'translate-x-6' : 'translate-x-1'
          }`}
        />
      </span>
    </button>
  );
}

function ChannelsSection() {
  const settings = useNotificationSettings();
  const change = useChangeNotificationSettings();
  const canPush = pushSupported();
  const data = settings.data;
  // Where this browser can get pushes, the switch is on only when it is subscribed too.
  const [subscribed, setSubscribed] = useState<boolean | null>(canPush ? null : true);
  useEffect(() => {
    if (canPush) void thisDeviceSubscribed().then(setSubscribed, () => setSubscribed(false));
  }, [canPush]);
  const pushOn = Boolean(data?.push && subscribed);

  const togglePush = async () => {
    const turnOn = !pushOn;
    try {
      if (turnOn && canPush) {
        if (!(await subscribeThisDevice())) {
          toast.error(m.pushBlocked);
          return;
        }
        setSubscribed(true);
      }
      if (!turnOn && canPush) {
        await unsubscribeThisDevice().catch(() => undefined);
        setSubscribed(false);
      }
      await change.mutateAsync({ push: turnOn });
    } catch (error) {
      toast.error(errorText(error, m.changeFailed));
    }
  };

  return (
    <section aria-labelledby="como-te-avisamos" className="rounded-3xl bg-white/80 p-4">
      <h2 id="como-te-avisamos" className="text-lg font-bold text-campo-900">
        {m.channelsTitle}
      </h2>
      <p className="mt-1 text-tierra-700">{m.channelsHint}</p>
      {data && (
        <div className="mt-2 flex flex-col gap-1">
          <ChannelSwitch
            label={m.push}
            checked={pushOn}
            disabled={change.isPending || subscribed === null}
            onChange={() => void togglePush()}
          />
          {!canPush && (
            <p className="flex items-center gap-2 text-sm text-tierra-700">
              <BellOff aria-hidden="true" className="size-4" />
              {m.pushUnsupported}
            </p>
          )}
          {data.whatsapp_available && (
            <ChannelSwitch
              label={m.whatsapp}
              checked={data.whatsapp}
              disabled={change.isPending}
              onChange={() =>
                change.mutate(
                  { whatsapp: !data.whatsapp },
                  { onError: (error) => toast.error(errorText(error, m.changeFailed)) },
                )
              }
            />
          )}
        </div>
      )}
    </section>
  );
}
