// Distances between places, from their coordinates (no outside service). The server's SQL
// (server/features/listings/catalogue-search.ts) uses the same formula and radius, so the "a 35 km"
// of a card and the radius filter agree.

/** Mean radius of the Earth, km. */
export const EARTH_RADIUS_KM = 6371;
/** Kilometres in one degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = 111.045;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in km. */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** What a card says: "a 35 km" (whole km; "a menos de 1 km" in the same municipality). */
export function distanceLabel(km: number): string {
  const whole = Math.round(km);
  return whole < 1 ? 'a menos de 1 km' : `a ${whole.toLocaleString('es-CO')} km`;
}
