import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from '../../../lib/router';
import {
  pagerButtonClass,
  pagerCounterClass,
  pagerNavClass,
} from '../../../components/pager-styles';
import { withCatalogueFilters } from './catalogue-search-params';

type CataloguePagerProps = {
  page: number;
  lastPage: number;
  /** False when the server counted only a few pages ahead: the last page is "at least". */
  lastPageKnown?: boolean;
  disabled?: boolean;
};

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
    <nav aria-label="Paginación" className={`mt-8 ${pagerNavClass}`}>
      {previous ? (
        <Link to={link(page - 1)} className={pagerButtonClass}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          Anterior
        </Link>
      ) : (
        <span aria-disabled="true" className={pagerButtonClass}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          Anterior
        </span>
      )}
      <p className={pagerCounterClass}>Página {lastPageKnown ? `${page} de ${lastPage}` : page}</p>
      {next ? (
        <Link to={link(page + 1)} className={pagerButtonClass}>
          Siguiente
          <ChevronRight aria-hidden="true" className="size-5" />
        </Link>
      ) : (
        <span aria-disabled="true" className={pagerButtonClass}>
          Siguiente
          <ChevronRight aria-hidden="true" className="size-5" />
        </span>
      )}
    </nav>
  );
}
