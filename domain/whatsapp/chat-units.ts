import { foldText } from '../text';
import { acceptsStatedWeight } from '../prices/comparable-unit';
import { parseChatKilos } from './chat-words';

// The units the chat offers in its list (a WhatsApp list holds at most 10 rows), chosen for
// what farmers sell by chat: the weights, the bulto with its two usual weights (50 kg; 62,5 kg
// = 5 arrobas, Nariño's and Boyacá's papa) so the most common sale needs no extra question, and
// the counted units. Size ids are the permanent ids of server/db/reference/sizes.ts; the web
// offers every unit.

export interface ChatUnit {
  key: string;
  sizeId: number;
  /** As the list row shows it (at most 24 characters). */
  title: string;
  /** Kilos of one unit when the row says it (a bulto of 50 kg). */
  kilos?: number;
}

export const CHAT_UNITS: readonly ChatUnit[] = [
  { key: 'kilo', sizeId: 1, title: 'Kilo' },
  { key: 'libra', sizeId: 2, title: 'Libra' },
  { key: 'arroba', sizeId: 5, title: 'Arroba (12,5 kg)' },
  { key: 'bulto50', sizeId: 6, title: 'Bulto de 50 kg', kilos: 50 },
  { key: 'bulto62', sizeId: 6, title: 'Bulto de 62,5 kg', kilos: 62.5 },
  { key: 'bulto', sizeId: 6, title: 'Bulto de otro peso' },
  { key: 'carga', sizeId: 7, title: 'Carga' },
  { key: 'canastilla', sizeId: 8, title: 'Canastilla' },
  { key: 'unidad', sizeId: 4, title: 'Unidad' },
  { key: 'racimo', sizeId: 12, title: 'Racimo' },
];

/**
 * Words people write for each unit, folded, singular and plural. The kilo is looked for last:
 * "bulto de 50 kg" is a bulto.
 */
const UNIT_WORDS: Record<string, string[]> = {
  libra: ['libra', 'libras', 'lb'],
  arroba: ['arroba', 'arrobas', '@'],
  bulto: ['bulto', 'bultos'],
  carga: ['carga', 'cargas'],
  canastilla: ['canastilla', 'canastillas', 'canasta', 'canastas'],
  unidad: ['unidad', 'unidades', 'und'],
  racimo: ['racimo', 'racimos'],
  kilo: ['kilo', 'kilos', 'kg', 'kilogramo', 'kilogramos'],
};

/**
 * The unit of a typed answer instead of a tapped row: "bulto", "Bultos de 50", "por kilo".
 * A bulto with 50 or 62,5 is that row; with another weight, the generic bulto and the weight.
 */
export function chatUnitFromText(text: string): { unit: ChatUnit; kilos?: number } | null {
  const words = foldText(text)
    .split(/[^a-z0-9@,.]+/)
    .filter(Boolean);
  const key = Object.keys(UNIT_WORDS).find((k) => words.some((w) => UNIT_WORDS[k]!.includes(w)));
  if (!key) return null;
  const unit = CHAT_UNITS.find((u) => u.key === key)!;
  if (!acceptsStatedWeight(unit.sizeId)) return { unit };
  const kilos = parseChatKilos(text);
  const preset = CHAT_UNITS.find((u) => u.sizeId === unit.sizeId && u.kilos === kilos);
  if (preset) return { unit: preset };
  return kilos === null ? { unit } : { unit, kilos };
}
