import { MapPin, Sprout } from 'lucide-react';
import type { Organization } from '../../../domain/api/organizations';
import { ContactLinks } from '../../components/contact-links';
import { FoldedText } from '../../components/folded-text';
import { kindLabel, organizationContact } from './organization-contact';

/** Name, kind, place, what they gather, what they do, and how to reach them. */
export function OrganizationCard({ organization }: { organization: Organization }) {
  const contact = organizationContact(organization);
  const place = [organization.municipality, organization.department].filter(Boolean).join(', ');
  const products = organization.products.trim();
  const description = organization.description.trim();
  return (
    <article
      aria-label={organization.name}
      className="flex h-full flex-col gap-3 rounded-3xl border border-tierra-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 break-words text-lg font-bold leading-snug text-campo-900">
          {organization.name}
        </h2>
        <span className="inline-flex shrink-0 items-center rounded-full bg-maiz-100 px-2.5 py-0.5 text-sm font-bold leading-6 text-maiz-800">
          {kindLabel(organization.kind)}
        </span>
      </div>
      <p className="flex items-start gap-2 text-tierra-700">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-campo-700" />
        <span className="min-w-0 break-words">{place}</span>
      </p>
      {products && (
        <p className="flex items-start gap-2 rounded-xl bg-campo-50 px-3 py-2 text-campo-900">
          <Sprout aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-campo-700" />
          <span className="min-w-0 break-words">
            <strong className="font-semibold">Productos que acopian:</strong> {products}
          </span>
        </p>
      )}
      {description && <FoldedText text={description} />}
      <div className="mt-auto border-t border-tierra-100 pt-3">
        <ContactLinks
          whatsappUrl={contact.whatsappUrl}
          telUrl={contact.telUrl}
          subject={organization.name}
        />
      </div>
    </article>
  );
}
