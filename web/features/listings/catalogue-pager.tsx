import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { withCatalogueFilters } from './catalogue-search-params';

type CataloguePagerProps = {
  page: number;
  lastPage: number;
  /** False when the server counted only a few pages ahead: the last page is "at least". */
  lastPageKnown?: boolean;
  disabled?: boolean;
};

const disabledClass = buttonClass('secondary', 'pointer-events-none opacity-40');

/** 'Anterior' / 'Página n de m' / 'Siguiente'. Real links: they can be opened in a new tab. */
export function CataloguePager({
  page,
  lastPage,
  lastPageKnown = true,
  disabled = false,
}: CataloguePagerProps) {
  const [search] = useSearchParams();
  const link = (target: number) => `?${withCatalogueFilters(search, { page: target })}`;
  const previous = page > 1 && !disabled;
  const next = page < lastPage && !disabled;

  return (
    <nav aria-label="Paginación" className="mt-8 flex items-center justify-between gap-3">
      {previous ? (
        <Link to={link(page - 1)} className={buttonClass('secondary')}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          Anterior
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          Anterior
        </span>
      )}
      <p className="text-center font-semibold text-tierra-700">
        {lastPageKnown ? `Página ${page} de ${lastPage}` : `Página ${page}`}
      </p>
      {next ? (
        <Link to={link(page + 1)} className={buttonClass('secondary')}>
          Siguiente
          <ChevronRight aria-hidden="true" className="size-5" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Siguiente
          <ChevronRight aria-hidden="true" className="size-5" />
        </span>
      )}
    </nav>
  );
}
