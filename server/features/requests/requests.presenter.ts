import type { BuyRequest, RequestAnswer } from '../../../domain/api/requests';
import { requestMatchText, requestStatus } from '../../../domain/requests/buy-request';
import type { ReferenceData } from '../../db/reference-data';
import type { AnswerRow, BuyRequestRow } from './requests.queries';

// How a request and its answers read in the API (decision 026): names from the reference data in
// memory; the buyer's name never, their phone only to a seller who answered.

export function unitView(reference: ReferenceData, sizeId: number) {
  const size = reference.sizes.get(sizeId);
  return { id: sizeId, name: size?.name ?? '', abbreviation: size?.abbreviation ?? '' };
}

export function placeView(reference: ReferenceData, municipalityId: number) {
  const municipality = reference.municipalities.get(municipalityId);
  const departmentId = municipality?.departmentId ?? 0;
  return {
    municipality: { id: municipalityId, name: municipality?.name ?? '' },
    department: { id: departmentId, name: reference.departments.get(departmentId)?.name ?? '' },
  };
}

export function answerFields(answer: AnswerRow, listing: RequestAnswer['listing']) {
  return {
    id: answer.id,
    listing,
    price: answer.price,
    quantity: answer.quantity,
    available_on: answer.availableOn,
    created_at: answer.createdAt.toISOString(),
    updated_at: answer.updatedAt.toISOString(),
  };
}

export interface RequestViewContext {
  viewerId: number;
  today: string;
  distanceKm?: number | null;
  answerCount?: number;
  myAnswer?: BuyRequest['my_answer'];
  buyerPhone?: string | null;
}

export function presentRequest(
  reference: ReferenceData,
  row: BuyRequestRow,
  context: RequestViewContext,
): BuyRequest {
  const isMine = row.userId === context.viewerId;
  const size = unitView(reference, row.sizeId);
  const place = placeView(reference, row.municipalityId);
  const productName = reference.products.get(row.productId)?.name ?? '';
  return {
    id: row.id,
    product: { id: row.productId, name: productName },
    quantity: row.quantity,
    size,
    unit_weight_kg: row.unitWeightKg,
    ...place,
    delivery: row.delivery as BuyRequest['delivery'],
    needed_by: row.neededBy,
    frequency: row.frequency as BuyRequest['frequency'],
    max_price: row.maxPrice,
    note: row.note,
    status: requestStatus(row.status as BuyRequest['status'], row.expiresOn, context.today),
    closed_reason: row.closedReason as BuyRequest['closed_reason'],
    hidden_reason: isMine ? row.hiddenReason : null,
    expires_on: row.expiresOn,
    text: requestMatchText({
      municipality: place.municipality.name,
      quantity: row.quantity,
      size,
      productName,
      neededBy: row.neededBy,
      today: context.today,
    }),
    distance_km:
      context.distanceKm === null || context.distanceKm === undefined
        ? null
        : Math.round(context.distanceKm),
    is_mine: isMine,
    answer_count: context.answerCount ?? 0,
    my_answer: context.myAnswer ?? null,
    buyer_phone: isMine ? null : (context.buyerPhone ?? null),
    created_at: row.createdAt.toISOString(),
    renewed_at: row.renewedAt.toISOString(),
  };
}
