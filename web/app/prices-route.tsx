import { useHomeCategories } from '../features/home/api/get-home-categories';
import { PricesPage } from '../features/prices/prices-page';

/** /precios: the Bolsa de precios, with the catalogue's categories (the home's list) to pick. */
export function PricesRoute() {
  const categories = useHomeCategories();
  return <PricesPage categories={categories.data ?? []} />;
}
