import type { CatalogueSearchItem } from '../../../domain/api/catalogue';
import { FormField } from '../form-field';
import { QuickSearchField } from './quick-search-field';

type CatalogueProductFieldProps = {
  id: string;
  label: string;
  text: string;
  picked: CatalogueSearchItem | null;
  /** Typing changes the text and forgets the picked product (it must be picked again). */
  onTextChange: (text: string) => void;
  onPick: (item: CatalogueSearchItem) => void;
  error?: string;
  disabled?: boolean;
};

/** A form's catalogue product: its label and hint over the search, its message under it. */
export function CatalogueProductField({ id, label, error, ...search }: CatalogueProductFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      hint="Escribe el nombre y escógelo de la lista."
      error={error}
      className="min-w-0"
    >
      <QuickSearchField id={id} {...search} hint error={error} />
    </FormField>
  );
}
