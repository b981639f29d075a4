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

const pagerButtonClass = buttonClass('secondary', 'shrink-0 px-3 sm:px-5');
const disabledClass = `${pagerButtonClass} pointer-events-none opacity-40`;

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
    <nav aria-label="Paginación" className="mt-8 flex items-center justify-between gap-2">
      {previous ? (
        <Link to={link(page - 1)} className={pagerButtonClass}>
          <ChevronLeft aria-hidden="true" className="size-5 max-[379px]:hidden" />
          Anterior
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          <ChevronLeft aria-hidden="true" className="size-5 max-[379px]:hidden" />
          Anterior
        </span>
      )}
      <p className="min-w-0 whitespace-nowrap text-center text-sm font-semibold text-tierra-700 sm:text-base">
        {/* On phones the row only has room for '1 de 3'; 'Página' stays for screen readers. */}
        <span className="max-sm:sr-only">Página </span>
        {lastPageKnown ? `${page} de ${lastPage}` : page}
      </p>
      {next ? (
        <Link to={link(page + 1)} className={pagerButtonClass}>
          Siguiente
          <ChevronRight aria-hidden="true" className="size-5 max-[379px]:hidden" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Siguiente
          <ChevronRight aria-hidden="true" className="size-5 max-[379px]:hidden" />
        </span>
      )}
    </nav>
  );
}
