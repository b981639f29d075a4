import { BellPlus, BellRing, Check } from 'lucide-react';
import { useState } from 'react';
import type { SavedSearchInput } from '../../../domain/notifications/saved-search-schema';
import { buttonClass } from '../../components/button-styles';
import { ApiError } from '../../lib/api-client';
import { useSaveSearch } from './api/saved-searches';
import { pushPermission, subscribeThisDevice } from './push-subscription';

export const SAVE_SEARCH_MESSAGES = {
  button: 'Avísame cuando publiquen esto',
  /** On a phone, beside 'Filtros': the button's name stays the whole sentence. */
  buttonShort: 'Avísame',
  saving: 'Guardando…',
  failed: 'No pudimos guardar la búsqueda. Inténtalo de nuevo.',
  pushOffer: '¿Te avisamos también con una notificación en este teléfono?',
  pushAccept: 'Activar avisos',
  pushDecline: 'Ahora no',
  pushOn: 'Listo: te llegarán avisos a este teléfono.',
  pushBlocked:
    'El navegador no dejó activar los avisos. Puedes permitirlos en la configuración del sitio.',
} as const;

const m = SAVE_SEARCH_MESSAGES;

type SaveSearchButtonProps = {
  /** The search on screen (saved-search-criteria.ts); nothing is shown without one. */
  criteria: SavedSearchInput | null;
  className?: string;
};

/**
 * 'Avísame cuando publiquen esto': saves the current search. Only after it is saved does it
 * offer push notifications on this device (never on a first visit), once per save.
 */
export function SaveSearchButton({ criteria, className = '' }: SaveSearchButtonProps) {
  const save = useSaveSearch();
  const [push, setPush] = useState<'idle' | 'offered' | 'asking' | 'on' | 'blocked'>('idle');
  if (!criteria) return null;

  const saved = save.isSuccess;
  const error = save.error instanceof ApiError ? save.error.message : save.error ? m.failed : null;

  const onSave = () =>
    save.mutate(criteria, {
      onSuccess: () => {
        if (pushPermission() === 'default') setPush('offered');
      },
    });

  const acceptPush = async () => {
    setPush('asking');
    const on = await subscribeThisDevice().catch(() => false);
    setPush(on ? 'on' : 'blocked');
  };

  // One button on the line of 'Filtros' (the results start on a phone's first screen); what it
  // says once tapped takes a line of its own.
  const said = saved || error !== null || push !== 'idle';
  return (
    <section
      aria-label="Avísame"
      className={`flex flex-wrap items-center gap-2 ${said ? 'w-full' : ''} ${className}`.trim()}
    >
      {saved ? (
        <p role="status" className="flex items-start gap-2 font-semibold text-campo-800">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {save.data.message}
        </p>
      ) : (
        <button
          type="button"
          aria-label={save.isPending ? m.saving : m.button}
          className={buttonClass('secondary', 'min-h-11 px-4')}
          disabled={save.isPending}
          onClick={onSave}
        >
          <BellPlus aria-hidden="true" className="size-5" />
          {save.isPending ? (
            m.saving
          ) : (
            <>
              <span className="sm:hidden">{m.buttonShort}</span>
              <span className="hidden sm:inline">{m.button}</span>
            </>
          )}
        </button>
      )}
      {error && (
        <p role="alert" className="w-full font-semibold text-red-800">
          {error}
        </p>
      )}
      {(push === 'offered' || push === 'asking') && (
        <div className="w-full rounded-2xl bg-campo-50 p-3">
          <p className="flex items-start gap-2 text-campo-900">
            <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-campo-700" />
            {m.pushOffer}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={push === 'asking'}
              onClick={() => void acceptPush()}
            >
              {m.pushAccept}
            </button>
            <button type="button" className={buttonClass('ghost')} onClick={() => setPush('idle')}>
              {m.pushDecline}
            </button>
          </div>
        </div>
      )}
      {push === 'on' && (
        <p role="status" className="w-full text-campo-800">
          {m.pushOn}
        </p>
      )}
      {push === 'blocked' && (
        <p role="status" className="w-full text-tierra-800">
          {m.pushBlocked}
        </p>
      )}
    </section>
  );
}
