import type { z } from 'zod';
import {
  LISTING_PERSONAL_FIELDS,
  LISTING_PERSONAL_NAMES,
  LISTING_PERSONAL_NAMES_ON,
  UNKNOWN_VIEWER,
  type listingsApi,
  type ListingMarkName,
  type ListingPersonal,
} from '../../../domain/api/listings';
import { ViewerMarks } from '../../platform/auth/viewer-marks';
import type { Hole } from '../../platform/http/json-template';

// The signed-in catalogue page and detail are prepared once with a hole per personal field
// (decision 019); everything here derives from the one table, LISTING_PERSONAL_FIELDS
// (domain/api/listings.ts): where the holes are and the values each viewer fills them with.

/** What a viewer did to one listing: the personal fields that are their marks. */
export type ListingMarks = Pick<ListingPersonal, ListingMarkName>;

/** A viewer who did nothing to the listing. */
export const NO_MARKS: ListingMarks = UNKNOWN_VIEWER;

const FIELDS = LISTING_PERSONAL_FIELDS;
const CARD_NAMES = LISTING_PERSONAL_NAMES_ON.card;
// A card only knows what the viewer did (its answer has no owner): every card field is a mark.
type CardMarkName = {
  [N in ListingMarkName]: (typeof FIELDS)[N]['on'] extends 'card' ? N : never;
}[ListingMarkName];
const CARD_MARKS = CARD_NAMES.filter((name): name is CardMarkName => FIELDS[name].from === 'mark');
if (CARD_MARKS.length !== CARD_NAMES.length) throw new Error('Card personal fields are marks');

/** Per card, the holes of its personal fields (in the table's order). */
export function cardHoles(encoded: z.input<typeof listingsApi.catalogue.response>): Hole[] {
  return encoded.data.flatMap((card) =>
    CARD_MARKS.map((name) => ({ in: card, key: FIELDS[name].key })),
  );
}

/**
 * The values of cardHoles: from the viewer's kept marks, or (a person with too many to keep)
 * from the listing ids of each mark read now.
 */
export function cardValues(
  cards: readonly { id: number }[],
  marks: ViewerMarks | { [N in CardMarkName]: ReadonlySet<number> },
): boolean[] {
  const values = new Array<boolean>(cards.length * CARD_MARKS.length);
  let at = 0;
  if (marks instanceof ViewerMarks) {
    for (const card of cards)
      for (const name of CARD_MARKS) values[at++] = marks.has(name, card.id);
  } else {
    for (const card of cards)
      for (const name of CARD_MARKS) values[at++] = marks[name].has(card.id);
  }
  return values;
}

/** Where the signed-in detail's personal values go (in the table's order). */
export function detailHoles({ data }: z.input<typeof listingsApi.detail.response>): Hole[] {
  const { viewer } = data;
  if (!viewer) throw new Error('The signed-in detail has a viewer');
  return LISTING_PERSONAL_NAMES.map((name) => {
    const field = FIELDS[name];
    return { in: field.on === 'viewer' ? viewer : data, key: field.key };
  });
}

/**
 * The values of detailHoles: what the viewer did, from their kept marks or (a person with too
 * many to keep) read now, and whether the listing is theirs.
 */
export function detailValues(
  marks: ViewerMarks | ListingMarks,
  listingId: number,
  isOwner: boolean,
): boolean[] {
  const values = new Array<boolean>(LISTING_PERSONAL_NAMES.length);
  const kept = marks instanceof ViewerMarks ? marks : null;
  for (let at = 0; at < values.length; at++) {
    const name = LISTING_PERSONAL_NAMES[at]!;
    values[at] =
      FIELDS[name].from === 'owner'
        ? isOwner
        : kept
          ? kept.has(name, listingId)
          : (marks as ListingMarks)[name as ListingMarkName];
  }
  return values;
}
