import type { PriceFigures, PriceReference } from '../api/prices';
import { formatCop } from '../money';
import {
  PRICE_WORDS,
  inPlace,
  listingsText,
  priceRangeText,
  trendText,
  wholesaleLabel,
} from '../prices/price-words';

// '¿A cómo está?' answered in the chat (decision 025): the Bolsa de precios' figures for one
// product in a department (else the country), in the words of /precios, as one text message.

/** Units and SIPSA markets said in one message: more is for the web page the link opens. */
const MAX_UNITS = 3;
const MAX_WHOLESALE = 2;

type Unit = PriceReference['units'][number]['unit'];

function unitLine(unit: Unit, figures: PriceFigures, scope: string): string {
  const label = `${unit.per_kg ? 'Por kilo' : `Por ${unit.name.toLowerCase()}`}${scope}`;
  if (figures.median === null || figures.p25 === null || figures.p75 === null) {
    return `${label}: ${PRICE_WORDS.fewData} (${listingsText(figures.listing_count)}).`;
  }
  const trend = trendText(figures.change_30d);
  return [
    `${label}: ${PRICE_WORDS.median.toLowerCase()} ${formatCop(figures.median)}.`,
    `${PRICE_WORDS.range} ${priceRangeText(figures.p25, figures.p75, unit)} (${listingsText(figures.listing_count)}).`,
    ...(trend ? [`${trend}.`] : []),
  ].join(' ');
}

/** `link`: the product's page of the Bolsa de precios, with more units, markets and 90 days. */
export function priceReportText(reference: PriceReference, link: string): string {
  const { product, department } = reference;
  const lines = [`${product.name} ${inPlace(department?.name ?? null)}:`];
  const units = reference.units
    .map(({ unit, department: here, national }) =>
      here !== null
        ? { unit, figures: here, scope: '' }
        : national !== null
          ? { unit, figures: national, scope: department ? ' (todo el país)' : '' }
          : null,
    )
    .filter((line) => line !== null)
    .slice(0, MAX_UNITS);
  if (units.length === 0) lines.push('Todavía no hay precios publicados de este producto.');
  for (const { unit, figures, scope } of units) lines.push(unitLine(unit, figures, scope));
  for (const price of reference.wholesale.slice(0, MAX_WHOLESALE)) {
    lines.push(`${wholesaleLabel(price)}: ${formatCop(price.mean)} / kg.`);
  }
  lines.push('', `Más detalles: ${link}`);
  return lines.join('\n');
}
