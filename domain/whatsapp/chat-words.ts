import { foldText } from '../text';

// What farmers type in the WhatsApp chat, read the way they write it (decision 025): prices as
// "120 mil", "$120.000", "120000" or "120.000 pesos", quantities and weights with their unit
// after them, and the three words that work at every step.

/** Words that work at every step of the chat, whatever it asked. */
export type ChatCommand = 'menu' | 'ayuda' | 'cancelar';

const COMMANDS: Record<string, ChatCommand> = {
  menu: 'menu',
  inicio: 'menu',
  ayuda: 'ayuda',
  cancelar: 'cancelar',
  salir: 'cancelar',
};

/** 'Menú', 'menu.', ' AYUDA ' → the command; anything longer is not one. */
export function chatCommand(text: string): ChatCommand | null {
  const folded = foldText(text).replace(/[^a-z]/g, '');
  return COMMANDS[folded] ?? null;
}

/**
 * "120.000" → 120000 (dots or commas between groups of three are thousands), "1,5" → 1.5,
 * "120.000,50" → 120000.5 (the last separator is the decimal one when both are there).
 */
function readNumber(digits: string): number | null {
  const text = digits.replace(/\s+/g, '');
  if (/^\d+$/.test(text)) return Number(text);
  if (/^\d{1,3}([.,]\d{3})+$/.test(text)) return Number(text.replace(/[.,]/g, ''));
  const decimal = /^(\d{1,3}(?:([.,])\d{3})*|\d+)([.,])(\d{1,2})$/.exec(text);
  if (decimal && decimal[2] !== decimal[3]) {
    const whole = decimal[1]!.replace(/[.,]/g, '');
    return Number(`${whole}.${decimal[4]}`);
  }
  return null;
}

const MULTIPLIERS: Record<string, number> = {
  mil: 1_000,
  k: 1_000,
  millon: 1_000_000,
  millones: 1_000_000,
  // "un palo", "dos palos": a million in Colombian speech.
  palo: 1_000_000,
  palos: 1_000_000,
};

/** One number with what may follow it ("120 mil", "1,5 millones"), the first in the text. */
function firstAmount(text: string): { value: number; multiplier: number } | null {
  const folded = foldText(text);
  const match = /(\d[\d.,]*(?:\s\d{3})*)\s*(millones|millon|palos|palo|mil|k)?\b/.exec(folded);
  if (!match) {
    const words = /\b(un|una)\s+(millon|palo|mil)\b/.exec(folded);
    return words ? { value: 1, multiplier: MULTIPLIERS[words[2]!]! } : null;
  }
  const value = readNumber(match[1]!.replace(/[.,]$/, ''));
  if (value === null) return null;
  return { value, multiplier: match[2] ? MULTIPLIERS[match[2]]! : 1 };
}

/**
 * A price in whole pesos as people write it: "120 mil", "$120.000", "120000", "120.000 pesos",
 * "1,5 millones", "$ 9.500 el kilo". Null when there is no number or it is not a whole
 * number of pesos above zero.
 */
export function parseChatPrice(text: string): number | null {
  const amount = firstAmount(text);
  if (!amount) return null;
  const pesos = Math.round(amount.value * amount.multiplier);
  return Number.isSafeInteger(pesos) && pesos > 0 ? pesos : null;
}

/** A whole quantity: "20", "20 bultos", "1.000", "2 mil". Null for anything else. */
export function parseChatQuantity(text: string): number | null {
  const amount = firstAmount(text);
  if (!amount) return null;
  const value = amount.value * amount.multiplier;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Kilos of one bulto, carga…: "50", "50 kg", "62,5 kilos". Null for anything else. */
export function parseChatKilos(text: string): number | null {
  const amount = firstAmount(text);
  if (!amount || amount.multiplier !== 1) return null;
  return amount.value > 0 ? amount.value : null;
}
