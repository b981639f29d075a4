import { registrationSchema } from '../../../domain/accounts/registration';
import { createListingSchema } from '../../../domain/listings/listing-schemas';
import { kilosText, unitPlural, unitSingular } from '../../../domain/listings/units';
import { IMAGES } from '../../../domain/limits';
import { formatCop } from '../../../domain/money';
import { isColombianMobile } from '../../../domain/phone';
import { acceptsStatedWeight } from '../../../domain/prices/comparable-unit';
import { foldText } from '../../../domain/text';
import { CHAT_UNITS, chatUnitFromText } from '../../../domain/whatsapp/chat-units';
import {
  chatCommand,
  parseChatKilos,
  parseChatPrice,
  parseChatQuantity,
} from '../../../domain/whatsapp/chat-words';
import { matchPlaces, type NamedPlace } from '../../../domain/whatsapp/place-match';
import {
  priceQuestion,
  priceWords,
  type PriceQuestion,
} from '../../../domain/whatsapp/price-question';
import { priceReportText } from '../../../domain/whatsapp/price-report-text';
import type { PriceReference } from '../../../domain/api/prices';
import type { ChatChoice, ChatReply } from './cloud-api';
import type { ChatInput } from './webhook-payload';

// The conversation, step by step (decision 025). Each message moves it from one step to the
// next with what was answered kept in the draft; nothing is created until the last step of a
// flow (the account after the municipality, the listing after 'Publicar'), and that is created
// through the feature that owns it, with its rules and limits. "menu", "ayuda" and "cancelar"
// work at every step; a conversation untouched for 24 hours starts over.

export type Step =
  | 'start'
  | 'consent'
  | 'reg_name'
  | 'reg_document'
  | 'reg_department'
  | 'reg_municipality'
  | 'menu'
  | 'sell_product'
  | 'sell_pick'
  | 'sell_unit'
  | 'sell_weight'
  | 'sell_price'
  | 'sell_quantity'
  | 'sell_place'
  | 'sell_department'
  | 'sell_municipality'
  | 'sell_photos'
  | 'mine_actions'
  | 'mine_price'
  | 'mine_stock'
  | 'mine_sold'
  | 'price_product'
  | 'price_pick';

export interface Draft {
  consentAt?: string;
  name?: string;
  document?: string;
  departmentId?: number;
  municipalityId?: number;
  productId?: number;
  sizeId?: number;
  unitWeightKg?: number;
  price?: number;
  stock?: number;
  addressId?: number;
  photos?: { mediaId: string }[];
  /** Mis productos: the listing being changed. */
  listingId?: number;
}

/** One of the seller's listings as Mis productos shows it. */
export interface ChatListing {
  id: number;
  productName: string;
  price: number;
  stock: number;
  sizeId: number;
  unitWeightKg: number | null;
  status: 'active' | 'inactive' | 'sold' | 'hidden';
}

export interface ChatState {
  step: Step;
  draft: Draft;
}

/** What the flow needs from the rest of the server (wired in whatsapp.service.ts). */
export interface ChatPorts {
  publicUrl: string;
  departments: readonly NamedPlace[];
  municipalitiesOf(departmentId: number): readonly NamedPlace[];
  /** Catalogue products the words name, best first (accents and typos forgiven). */
  productsNamed(text: string): { id: number; name: string }[];
  productName(productId: number): string | null;
  unitName(sizeId: number): string;
  /** Creates the account (with the Ley 1581 consents); answers its id. */
  register(input: {
    phone: string;
    name: string;
    document: string;
    departmentId: number;
    municipalityId: number;
  }): Promise<number>;
  addresses(userId: number): Promise<{ id: number; label: string; departmentId: number }[]>;
  /** Saves the place a listing is sold from, for a person without any (the addresses feature). */
  createAddress(userId: number, departmentId: number, municipalityId: number): Promise<number>;
  priceHint(input: {
    productId: number;
    departmentId: number;
    price: number;
    sizeId: number;
    unitWeightKg: number | null;
  }): Promise<string | null>;
  /** The seller's newest listings (at most 10) and how many they have. */
  myListings(userId: number): Promise<{ total: number; listings: ChatListing[] }>;
  /** One of the seller's listings; null when it is not theirs or no longer exists. */
  myListing(userId: number, listingId: number): Promise<ChatListing | null>;
  /** Changes it through the listings feature; answers its refusal in Spanish, or null. */
  changeListing(
    userId: number,
    listingId: number,
    change: { price?: number; stock?: number; is_active?: boolean },
  ): Promise<string | null>;
  markSold(userId: number, listingId: number): Promise<void>;
  /** The Bolsa de precios' figures (the prices feature, as /precios shows them). */
  priceReference(productId: number, departmentId: number | null): Promise<PriceReference>;
  /** Creates the listing, its photos, and activates it when the seller may. */
  publish(
    userId: number,
    draft: Required<Pick<Draft, 'productId' | 'sizeId' | 'price' | 'stock' | 'addressId'>> & {
      unitWeightKg?: number;
      photos: { mediaId: string }[];
    },
    /** The WhatsApp message that said 'Publicar': the listing is created once for it. */
    messageId: string,
  ): Promise<{ listingId: number; active: boolean; photoProblem: string | null }>;
}

/** How long a conversation keeps its step and draft without a message. */
export const CONVERSATION_HOURS = 24;

export const CHAT_TEXT = {
  welcome: (policyUrl: string) =>
    '¡Hola! Este es El campo en tus manos: aquí vendes tus productos del campo y los compradores te escriben directo.\n\n' +
    `Para crear tu cuenta guardamos tu nombre, cédula, lugar y este número (Ley 1581 de 2012). Lee cómo los cuidamos: ${policyUrl}\n\n` +
    '¿Aceptas?',
  noConsent:
    'Entendido: sin tu autorización no guardamos tus datos. Si cambias de opinión, escribe "hola".',
  askName: 'Gracias. ¿Cuál es tu nombre completo?',
  askDocument: 'Escribe tu número de cédula, solo los números.',
  askDepartment: '¿En qué departamento está tu finca? Escribe el nombre, por ejemplo: Boyacá.',
  askMunicipality: (department: string) => `¿En qué municipio de ${department}? Escribe el nombre.`,
  placeNotFound: 'No lo encontramos. Revisa cómo se escribe y envíalo otra vez.',
  pickPlace: 'Elige el tuyo de la lista, o escribe el nombre otra vez.',
  registered: (name: string) => `¡Listo, ${name}! Ya tienes tu cuenta. Este número es tu cuenta.`,
  menu: '¿Qué quieres hacer?',
  help: 'Escribe "vender" para publicar un producto, "mis productos" para ver y cambiar los tuyos, o "precio papa" para saber a cómo está. En cualquier momento: "menu" vuelve al inicio, "cancelar" borra lo que llevas.',
  noListings: 'Todavía no tienes productos. Escribe "vender" para publicar el primero.',
  myListings: 'Tus productos. Elige uno para cambiarlo:',
  someListings: (total: number, url: string) =>
    `Tus 10 productos más nuevos de ${total} (todos en ${url}). Elige uno para cambiarlo:`,
  listingsButton: 'Ver productos',
  listingGone: 'No encontramos ese producto entre los tuyos.',
  actionsButton: 'Ver opciones',
  whatNow: '¿Qué quieres hacer con este producto?',
  soldNoChanges: 'Ya se vendió: no se puede cambiar.',
  hiddenNote: 'Un moderador lo ocultó: no sale en el catálogo. Mira el motivo en la web.',
  askNewPrice: (now: string, unit: string) =>
    `¿A cómo lo vendes ahora? Hoy está a ${now} el ${unit}. Por ejemplo: 130 mil.`,
  askNewStock: (units: string) => `¿Cuántos ${units} tienes ahora?`,
  priceSaved: 'Listo, precio cambiado.',
  stockSaved: 'Listo, cantidad cambiada.',
  paused: 'Listo, pausado: ya no sale en el catálogo.',
  activated: 'Listo, activo: ya sale en el catálogo.',
  confirmSold: (product: string) =>
    `¿Ya vendiste ${product}? Sale del catálogo y no se puede volver a activar.`,
  soldYes: 'Sí, ya lo vendí',
  soldNo: 'No',
  markedSold: (product: string) => `Listo: ${product} quedó vendido. Ya no sale en el catálogo.`,
  link: (url: string) => `Este es el enlace de tu producto. Reenvíalo a tus grupos:\n${url}`,
  askPriceProduct: '¿De qué producto quieres saber el precio? Por ejemplo: papa en Boyacá.',
  pricePick: '¿De cuál quieres el precio?',
  placeUnknown: (place: string) =>
    `No reconocemos el departamento "${place}": te damos los precios de todo el país.`,
  cancelled: 'Listo, cancelado. No se guardó nada.',
  askProduct: '¿Qué vas a vender? Escribe el nombre, por ejemplo: papa pastusa.',
  productNotFound:
    'No encontramos ese producto en el catálogo. Escríbelo de otra forma, por ejemplo: café, plátano, leche.',
  pickProduct: '¿Cuál de estos es?',
  otherProduct: 'Otro',
  askUnit: '¿Cómo lo vendes?',
  unitButton: 'Ver unidades',
  askWeight: (unit: string) =>
    `¿Cuántos kilos trae cada ${unit}? Escribe el número, por ejemplo: 50.`,
  dontKnow: 'No sé',
  askPrice: (unit: string) => `¿A cómo vendes cada ${unit}? Por ejemplo: 120 mil.`,
  badPrice: 'No entendimos el precio. Escríbelo en pesos, por ejemplo: 120 mil o 120.000.',
  askQuantity: (units: string) => `¿Cuántos ${units} tienes para vender?`,
  badQuantity: 'Escribe la cantidad con números, por ejemplo: 20.',
  askPlace: '¿Desde dónde lo vendes?',
  placeButton: 'Ver lugares',
  askSellDepartment: '¿Desde qué departamento lo vendes? Escribe el nombre, por ejemplo: Boyacá.',
  askPhotos: 'Envía de 1 a 3 fotos del producto (como imagen).',
  notAPhoto: 'Esa foto no sirve: envíala como imagen JPG o PNG.',
  photosFull: 'Ya tienes 3 fotos, el máximo.',
  publish: 'Publicar',
  cancel: 'Cancelar',
  voice: 'Todavía no podemos escuchar notas de voz. Escribe tu respuesta o toca una opción.',
  unsupported: 'Por ahora entendemos texto, botones y fotos.',
  notUnderstood: 'No entendimos tu respuesta.',
  onlyColombia: 'Por ahora solo atendemos celulares de Colombia.',
  published: (url: string) =>
    `¡Publicado! Tu producto ya está en el catálogo:\n${url}\n\nReenvía este enlace a tus grupos.`,
  savedInactive: (url: string) =>
    `Tu producto quedó guardado pero pausado: ya tienes 5 productos activos, el máximo. Pausa uno en la web para activarlo:\n${url}`,
  failed: 'No pudimos publicar tu producto. Inténtalo de nuevo en unos minutos.',
} as const;

const t = CHAT_TEXT;
const MENU_CHOICES: ChatChoice[] = [
  { id: 'menu:sell', title: 'Vender' },
  { id: 'menu:mine', title: 'Mis productos' },
  { id: 'menu:prices', title: '¿A cómo está?' },
];

/** Typed words that start selling from any step. */
const SELL_WORDS = new Set(['vender', 'vendo', 'publicar']);
/** Typed words that show Mis productos from any step. */
const MINE_WORDS = new Set(['misproductos', 'productos']);
/** Steps that wait for a number: "precio 120 mil" there is the answer, not a question. */
const NUMBER_STEPS = new Set<Step>([
  'sell_weight',
  'sell_price',
  'sell_quantity',
  'mine_price',
  'mine_stock',
]);

const STATUS_WORDS: Record<ChatListing['status'], string> = {
  active: 'Activo',
  inactive: 'Inactivo',
  sold: 'Vendido',
  hidden: 'Oculto',
};

/** The actions of Mis productos, by the last part of their choice id (`listing:{id}:{action}`). */
const LISTING_ACTIONS = [
  'price',
  'stock',
  'pause',
  'activate',
  'sold',
  'sold-yes',
  'keep',
  'link',
] as const;
type ListingAction = (typeof LISTING_ACTIONS)[number];
const isListingAction = (word: string | undefined): word is ListingAction =>
  (LISTING_ACTIONS as readonly (string | undefined)[]).includes(word);

export interface Turn {
  replies: ChatReply[];
  state: ChatState;
}

export class ChatFlow {
  constructor(private readonly ports: ChatPorts) {}

  /** The phone's account (null: none yet) is looked up by the caller for each message. */
  async handle(
    { waId, messageId }: { waId: string; messageId: string },
    userId: number | null,
    current: ChatState | null,
    input: ChatInput,
  ): Promise<Turn> {
    const phone = waId.slice(-10);
    const state: ChatState = current ?? { step: 'start', draft: {} };
    if (!(waId.length === 12 && waId.startsWith('57') && isColombianMobile(phone))) {
      return { replies: [text(t.onlyColombia)], state: { step: 'start', draft: {} } };
    }
    if (input.kind === 'voice' || input.kind === 'unsupported') {
      const first = input.kind === 'voice' ? t.voice : t.unsupported;
      return this.reask(userId, state, first);
    }
    if (input.kind === 'text') {
      const command = chatCommand(input.text);
      if (command === 'cancelar') return this.home(userId, t.cancelled);
      if (command === 'menu') return this.home(userId);
      if (command === 'ayuda') return this.reask(userId, state, t.help);
      const word = foldText(input.text).replace(/[^a-z]/g, '');
      if (userId !== null && SELL_WORDS.has(word)) return this.startSelling();
      if (userId !== null && MINE_WORDS.has(word)) return this.showMine(userId);
      const asked = NUMBER_STEPS.has(state.step) ? null : priceQuestion(input.text);
      if (userId !== null && asked) return this.askedPrice(asked, state);
    }
    if (userId === null) return this.registration(phone, state, input);
    return this.registered(userId, state, input, messageId);
  }

  /** Back to the start: the menu for an account, the welcome for a new phone. */
  private home(userId: number | null, before?: string): Turn {
    const replies = before ? [text(before)] : [];
    if (userId === null) {
      replies.push(this.welcome());
      return { replies, state: { step: 'consent', draft: {} } };
    }
    replies.push(menu());
    return { replies, state: { step: 'menu', draft: {} } };
  }

  private welcome(): ChatReply {
    return buttons(t.welcome(`${this.ports.publicUrl}/privacidad`), [
      { id: 'consent:yes', title: 'Acepto' },
      { id: 'consent:no', title: 'No acepto' },
    ]);
  }

  /** Says `first`, then asks the current step's question again. */
  private async reask(userId: number | null, state: ChatState, first: string): Promise<Turn> {
    const question = await this.question(userId, state);
    if (!question) return this.home(userId, first);
    return { replies: [text(first), question], state };
  }

  /** The question of a step, as it was asked. */
  private async question(userId: number | null, state: ChatState): Promise<ChatReply | null> {
    const { draft } = state;
    switch (state.step) {
      case 'consent':
        return this.welcome();
      case 'reg_name':
        return text(t.askName);
      case 'reg_document':
        return text(t.askDocument);
      case 'reg_department':
        return text(t.askDepartment);
      case 'reg_municipality':
        return text(t.askMunicipality(this.departmentName(draft.departmentId)));
      case 'sell_product':
      case 'sell_pick':
        return text(t.askProduct);
      case 'sell_unit':
        return unitList();
      case 'sell_weight':
        return this.weightQuestion(draft.sizeId!);
      case 'sell_price':
        return text(t.askPrice(this.unitOne(draft.sizeId!)));
      case 'sell_quantity':
        return text(t.askQuantity(this.unitMany(draft.sizeId!)));
      case 'sell_place':
        return userId === null ? null : ((await this.placeQuestion(userId)) ?? null);
      case 'sell_department':
        return text(t.askSellDepartment);
      case 'sell_municipality':
        return text(t.askMunicipality(this.departmentName(draft.departmentId)));
      case 'sell_photos':
        return (draft.photos?.length ?? 0) > 0 ? this.summary(userId!, draft) : text(t.askPhotos);
      case 'mine_actions':
      case 'mine_price':
      case 'mine_stock':
      case 'mine_sold': {
        const listing = await this.ports.myListing(userId!, draft.listingId!);
        if (!listing) return null;
        if (state.step === 'mine_price') return this.newPriceQuestion(listing);
        if (state.step === 'mine_stock') return text(t.askNewStock(this.unitMany(listing.sizeId)));
        if (state.step === 'mine_sold') return soldQuestion(listing);
        return this.actions(listing);
      }
      case 'price_product':
      case 'price_pick':
        return text(t.askPriceProduct);
      default:
        return null;
    }
  }

  // ── Registration ────────────────────────────────────────────────────────────────────────

  private async registration(phone: string, state: ChatState, input: ChatInput): Promise<Turn> {
    const { draft } = state;
    const typed = input.kind === 'text' ? input.text.trim() : null;
    const chosen = input.kind === 'choice' ? input.id : null;
    switch (state.step) {
      case 'consent':
        if (chosen === 'consent:yes') {
          return {
            replies: [text(t.askName)],
            state: { step: 'reg_name', draft: { consentAt: new Date().toISOString() } },
          };
        }
        if (chosen === 'consent:no') {
          return { replies: [text(t.noConsent)], state: { step: 'start', draft: {} } };
        }
        return { replies: [this.welcome()], state: { step: 'consent', draft: {} } };
      case 'reg_name': {
        const problem = typed === null ? t.notUnderstood : fieldProblem({ name: typed }, 'name');
        if (problem) return { replies: [text(problem), text(t.askName)], state };
        return {
          replies: [text(t.askDocument)],
          state: { step: 'reg_document', draft: { ...draft, name: typed! } },
        };
      }
      case 'reg_document': {
        const digits = typed?.replace(/[\s.]/g, '') ?? null;
        const problem =
          digits === null ? t.notUnderstood : fieldProblem({ document: digits }, 'document');
        if (problem) return { replies: [text(problem), text(t.askDocument)], state };
        return {
          replies: [text(t.askDepartment)],
          state: { step: 'reg_department', draft: { ...draft, document: digits! } },
        };
      }
      case 'reg_department': {
        const picked = this.pickPlace(chosen, typed, 'department', this.ports.departments);
        if ('reply' in picked) return { replies: picked.reply, state };
        return {
          replies: [text(t.askMunicipality(picked.place.name))],
          state: { step: 'reg_municipality', draft: { ...draft, departmentId: picked.place.id } },
        };
      }
      case 'reg_municipality': {
        const places = this.ports.municipalitiesOf(draft.departmentId!);
        const picked = this.pickPlace(chosen, typed, 'municipality', places);
        if ('reply' in picked) return { replies: picked.reply, state };
        await this.ports.register({
          phone,
          name: draft.name!,
          document: draft.document!,
          departmentId: draft.departmentId!,
          municipalityId: picked.place.id,
        });
        const firstName = draft.name!.split(/\s+/)[0]!;
        return {
          replies: [text(t.registered(firstName)), menu()],
          state: { step: 'menu', draft: {} },
        };
      }
      default:
        return this.home(null);
    }
  }

  /** A place from a tapped row or a typed name; otherwise what to answer. */
  private pickPlace(
    chosen: string | null,
    typed: string | null,
    kind: 'department' | 'municipality',
    places: readonly NamedPlace[],
  ): { place: NamedPlace } | { reply: ChatReply[] } {
    if (chosen?.startsWith(`${kind}:`)) {
      const place = places.find((p) => `${kind}:${p.id}` === chosen);
      if (place) return { place };
    }
    if (typed === null) return { reply: [text(t.notUnderstood), text(t.placeNotFound)] };
    const found = matchPlaces(typed, places);
    if (found.length === 1) return { place: found[0]! };
    if (found.length === 0) return { reply: [text(t.placeNotFound)] };
    return {
      reply: [
        list(
          t.pickPlace,
          'Ver lista',
          found.map((p) => ({ id: `${kind}:${p.id}`, title: p.name })),
        ),
      ],
    };
  }

  private departmentName(id: number | undefined): string {
    return this.ports.departments.find((d) => d.id === id)?.name ?? '';
  }

  // ── With an account ─────────────────────────────────────────────────────────────────────

  private startSelling(): Turn {
    return { replies: [text(t.askProduct)], state: { step: 'sell_product', draft: {} } };
  }

  private async registered(
    userId: number,
    state: ChatState,
    input: ChatInput,
    messageId: string,
  ): Promise<Turn> {
    const { draft } = state;
    const typed = input.kind === 'text' ? input.text.trim() : null;
    const chosen = input.kind === 'choice' ? input.id : null;
    if (input.kind === 'image' && state.step !== 'sell_photos') {
      return this.reask(userId, state, 'Ahora no esperamos fotos.');
    }
    // A row or button of Mis productos or of a price list works whenever it is tapped: WhatsApp
    // keeps older messages' buttons, and each id says what it is about.
    const listingChoice = chosen ? /^listing:(\d+)(?::([a-z-]+))?$/.exec(chosen) : null;
    if (listingChoice) {
      // An id of another shape (made up) shows the listing's options.
      const action = isListingAction(listingChoice[2]) ? listingChoice[2] : null;
      return this.listingAction(userId, Number(listingChoice[1]), action);
    }
    const priceChoice = chosen ? /^price:(\d+):(\d+)$/.exec(chosen) : null;
    if (priceChoice) {
      return this.priceReport(Number(priceChoice[1]), Number(priceChoice[2]) || null, null);
    }
    switch (state.step) {
      case 'sell_product':
      case 'sell_pick': {
        if (chosen?.startsWith('product:') && chosen !== 'product:other') {
          const productId = Number(chosen.slice('product:'.length));
          if (this.ports.productName(productId) !== null) return this.afterProduct(productId);
        }
        if (chosen === 'product:other') {
          return { replies: [text(t.askProduct)], state: { step: 'sell_product', draft: {} } };
        }
        if (typed === null) return this.reask(userId, state, t.notUnderstood);
        const found = this.ports.productsNamed(typed).slice(0, 3);
        if (found.length === 0) return { replies: [text(t.productNotFound)], state };
        if (found.length === 1) return this.afterProduct(found[0]!.id);
        return {
          replies: [
            list(t.pickProduct, 'Ver productos', [
              ...found.map((p) => ({ id: `product:${p.id}`, title: p.name })),
              { id: 'product:other', title: t.otherProduct, description: 'Escribirlo otra vez' },
            ]),
          ],
          state: { step: 'sell_pick', draft },
        };
      }
      case 'sell_unit': {
        const fromRow = chosen?.startsWith('unit:')
          ? CHAT_UNITS.find((u) => `unit:${u.key}` === chosen)
          : undefined;
        const picked = fromRow ? { unit: fromRow } : typed ? chatUnitFromText(typed) : null;
        if (!picked) return this.reask(userId, state, t.notUnderstood);
        const kilos = picked.kilos ?? picked.unit.kilos;
        const next: Draft = { ...draft, sizeId: picked.unit.sizeId };
        if (kilos !== undefined) next.unitWeightKg = kilos;
        else delete next.unitWeightKg;
        if (acceptsStatedWeight(picked.unit.sizeId) && kilos === undefined) {
          return {
            replies: [this.weightQuestion(picked.unit.sizeId)],
            state: { step: 'sell_weight', draft: next },
          };
        }
        return {
          replies: [text(t.askPrice(this.unitOne(next.sizeId!)))],
          state: { step: 'sell_price', draft: next },
        };
      }
      case 'sell_weight': {
        const kilos = chosen === 'weight:unknown' ? null : typed ? parseChatKilos(typed) : null;
        if (chosen !== 'weight:unknown' && (kilos === null || fieldProblemOfWeight(kilos))) {
          const problem = kilos === null ? t.notUnderstood : fieldProblemOfWeight(kilos)!;
          return { replies: [text(problem), this.weightQuestion(draft.sizeId!)], state };
        }
        const next: Draft = { ...draft };
        if (kilos !== null) next.unitWeightKg = kilos;
        return {
          replies: [text(t.askPrice(this.unitOne(draft.sizeId!)))],
          state: { step: 'sell_price', draft: next },
        };
      }
      case 'sell_price': {
        const price = typed ? parseChatPrice(typed) : null;
        const problem = price === null ? t.badPrice : listingProblem({ price }, 'price');
        if (problem) {
          return { replies: [text(problem), text(t.askPrice(this.unitOne(draft.sizeId!)))], state };
        }
        return {
          replies: [text(t.askQuantity(this.unitMany(draft.sizeId!)))],
          state: { step: 'sell_quantity', draft: { ...draft, price: price! } },
        };
      }
      case 'sell_quantity': {
        const stock = typed ? parseChatQuantity(typed) : null;
        const problem = stock === null ? t.badQuantity : listingProblem({ stock }, 'stock');
        if (problem) {
          return {
            replies: [text(problem), text(t.askQuantity(this.unitMany(draft.sizeId!)))],
            state,
          };
        }
        return this.afterQuantity(userId, { ...draft, stock: stock! });
      }
      case 'sell_place': {
        const addresses = await this.ports.addresses(userId);
        const address = addresses.find((a) => chosen === `address:${a.id}`);
        if (!address) return this.reask(userId, state, t.notUnderstood);
        return {
          replies: [text(t.askPhotos)],
          state: { step: 'sell_photos', draft: { ...draft, addressId: address.id } },
        };
      }
      case 'sell_department': {
        const picked = this.pickPlace(chosen, typed, 'department', this.ports.departments);
        if ('reply' in picked) return { replies: picked.reply, state };
        return {
          replies: [text(t.askMunicipality(picked.place.name))],
          state: { step: 'sell_municipality', draft: { ...draft, departmentId: picked.place.id } },
        };
      }
      case 'sell_municipality': {
        const places = this.ports.municipalitiesOf(draft.departmentId!);
        const picked = this.pickPlace(chosen, typed, 'municipality', places);
        if ('reply' in picked) return { replies: picked.reply, state };
        const addressId = await this.ports.createAddress(
          userId,
          draft.departmentId!,
          picked.place.id,
        );
        const next: Draft = { ...draft, addressId };
        delete next.departmentId;
        return { replies: [text(t.askPhotos)], state: { step: 'sell_photos', draft: next } };
      }
      case 'sell_photos':
        return this.photosStep(userId, state, input, messageId);
      case 'mine_price':
      case 'mine_stock':
        return this.newNumber(userId, state, typed);
      case 'price_product':
      case 'price_pick': {
        const asked = typed ? priceWords(typed) : null;
        if (!asked) return this.reask(userId, state, t.notUnderstood);
        return this.askedPrice(asked, state);
      }
      default:
        if (chosen === 'menu:sell') return this.startSelling();
        if (chosen === 'menu:mine') return this.showMine(userId);
        if (chosen === 'menu:prices') {
          return {
            replies: [text(t.askPriceProduct)],
            state: { step: 'price_product', draft: {} },
          };
        }
        return this.home(userId);
    }
  }

  private afterProduct(productId: number): Turn {
    return { replies: [unitList()], state: { step: 'sell_unit', draft: { productId } } };
  }

  private async afterQuantity(userId: number, draft: Draft): Promise<Turn> {
    const addresses = await this.ports.addresses(userId);
    // An account made on the web without a place: the place is asked here and saved as the
    // person's address (the web's address book shows it).
    if (addresses.length === 0) {
      return { replies: [text(t.askSellDepartment)], state: { step: 'sell_department', draft } };
    }
    if (addresses.length === 1) {
      return {
        replies: [text(t.askPhotos)],
        state: { step: 'sell_photos', draft: { ...draft, addressId: addresses[0]!.id } },
      };
    }
    return {
      replies: [(await this.placeQuestion(userId))!],
      state: { step: 'sell_place', draft },
    };
  }

  private async placeQuestion(userId: number): Promise<ChatReply | undefined> {
    const addresses = await this.ports.addresses(userId);
    if (addresses.length === 0) return undefined;
    return list(
      t.askPlace,
      t.placeButton,
      addresses.slice(0, 10).map((a) => ({ id: `address:${a.id}`, title: a.label })),
    );
  }

  private async photosStep(
    userId: number,
    state: ChatState,
    input: ChatInput,
    messageId: string,
  ): Promise<Turn> {
    const { draft } = state;
    const photos = draft.photos ?? [];
    if (input.kind === 'image') {
      if (photos.length >= IMAGES.maxPerProduct) {
        return { replies: [text(t.photosFull), await this.summary(userId, draft)], state };
      }
      if (input.mimeType && !IMAGES.acceptedTypes.includes(input.mimeType as never)) {
        return { replies: [text(t.notAPhoto)], state };
      }
      const next = { ...draft, photos: [...photos, { mediaId: input.mediaId }] };
      return {
        replies: [await this.summary(userId, next)],
        state: { step: 'sell_photos', draft: next },
      };
    }
    if (input.kind === 'choice' && input.id === 'sell:publish' && photos.length > 0) {
      return this.publish(userId, draft, messageId);
    }
    if (input.kind === 'choice' && input.id === 'sell:cancel')
      return this.home(userId, t.cancelled);
    return this.reask(userId, state, photos.length > 0 ? t.notUnderstood : t.askPhotos);
  }

  /** What will be published, '¿Mi precio es justo?', and the buttons to publish or cancel. */
  private async summary(userId: number, draft: Draft): Promise<ChatReply> {
    const addresses = await this.ports.addresses(userId);
    const address = addresses.find((a) => a.id === draft.addressId);
    const unit = this.unitOne(draft.sizeId!);
    const weight = draft.unitWeightKg
      ? ` de ${String(draft.unitWeightKg).replace('.', ',')} kg`
      : '';
    const hint = address
      ? await this.ports.priceHint({
          productId: draft.productId!,
          departmentId: address.departmentId,
          price: draft.price!,
          sizeId: draft.sizeId!,
          unitWeightKg: draft.unitWeightKg ?? null,
        })
      : null;
    const photos = draft.photos?.length ?? 0;
    const lines = [
      `${this.ports.productName(draft.productId!)}: ${formatCop(draft.price!)} el ${unit}${weight}`,
      `Cantidad: ${draft.stock} ${draft.stock === 1 ? unit : this.unitMany(draft.sizeId!)}`,
      ...(address ? [`Lugar: ${address.label}`] : []),
      `Fotos: ${photos} de ${IMAGES.maxPerProduct}`,
      ...(hint ? ['', hint] : []),
      '',
      photos < IMAGES.maxPerProduct
        ? '¿Lo publicamos? También puedes enviar otra foto.'
        : '¿Lo publicamos?',
    ];
    return buttons(lines.join('\n'), [
      { id: 'sell:publish', title: t.publish },
      { id: 'sell:cancel', title: t.cancel },
    ]);
  }

  private async publish(userId: number, draft: Draft, messageId: string): Promise<Turn> {
    const done = await this.ports.publish(
      userId,
      {
        productId: draft.productId!,
        sizeId: draft.sizeId!,
        price: draft.price!,
        stock: draft.stock!,
        addressId: draft.addressId!,
        ...(draft.unitWeightKg ? { unitWeightKg: draft.unitWeightKg } : {}),
        photos: draft.photos ?? [],
      },
      messageId,
    );
    const url = `${this.ports.publicUrl}/p/${done.listingId}`;
    const replies: ChatReply[] = [];
    if (done.photoProblem) replies.push(text(done.photoProblem));
    replies.push(text(done.active ? t.published(url) : t.savedInactive(url)));
    replies.push(menu());
    return { replies, state: { step: 'menu', draft: {} } };
  }

  // ── Mis productos ───────────────────────────────────────────────────────────────────────

  private async showMine(userId: number): Promise<Turn> {
    const { total, listings } = await this.ports.myListings(userId);
    if (listings.length === 0) {
      return { replies: [text(t.noListings), menu()], state: { step: 'menu', draft: {} } };
    }
    const body =
      total > listings.length
        ? t.someListings(total, `${this.ports.publicUrl}/productos`)
        : t.myListings;
    const rows = listings.map((listing) => ({
      id: `listing:${listing.id}`,
      title: shorten(listing.productName, 24),
      description: shorten(
        `${formatCop(listing.price)} el ${this.unitOne(listing.sizeId)} · ${listing.stock} · ${STATUS_WORDS[listing.status]}`,
        72,
      ),
    }));
    return {
      replies: [list(body, t.listingsButton, rows)],
      state: { step: 'menu', draft: {} },
    };
  }

  /** A tapped listing (no action: its options) or one of its actions. */
  private async listingAction(
    userId: number,
    listingId: number,
    action: ListingAction | null,
  ): Promise<Turn> {
    const listing = await this.ports.myListing(userId, listingId);
    if (!listing) return this.home(userId, t.listingGone);
    const at = (step: Step): ChatState => ({ step, draft: { listingId } });
    const url = `${this.ports.publicUrl}/p/${listing.id}`;
    if (action === 'link') return { replies: [text(t.link(url))], state: at('mine_actions') };
    if (action === null || action === 'keep' || listing.status === 'sold') {
      return { replies: [this.actions(listing)], state: at('mine_actions') };
    }
    switch (action) {
      case 'price':
        return { replies: [this.newPriceQuestion(listing)], state: at('mine_price') };
      case 'stock':
        return {
          replies: [text(t.askNewStock(this.unitMany(listing.sizeId)))],
          state: at('mine_stock'),
        };
      case 'sold':
        return { replies: [soldQuestion(listing)], state: at('mine_sold') };
      case 'sold-yes':
        await this.ports.markSold(userId, listing.id);
        return this.home(userId, t.markedSold(listing.productName));
      case 'pause':
      case 'activate':
        return this.changed(userId, listing, { is_active: action === 'activate' });
    }
  }

  /** A new price or quantity typed for the listing being changed. */
  private async newNumber(userId: number, state: ChatState, typed: string | null): Promise<Turn> {
    const listing = await this.ports.myListing(userId, state.draft.listingId!);
    if (!listing) return this.home(userId, t.listingGone);
    if (state.step === 'mine_price') {
      const price = typed ? parseChatPrice(typed) : null;
      const problem = price === null ? t.badPrice : listingProblem({ price }, 'price');
      if (problem) return { replies: [text(problem), this.newPriceQuestion(listing)], state };
      return this.changed(userId, listing, { price: price! });
    }
    const stock = typed ? parseChatQuantity(typed) : null;
    const problem = stock === null ? t.badQuantity : listingProblem({ stock }, 'stock');
    if (problem) {
      return {
        replies: [text(problem), text(t.askNewStock(this.unitMany(listing.sizeId)))],
        state,
      };
    }
    return this.changed(userId, listing, { stock: stock! });
  }

  /** Makes the change through the listings feature, then shows the listing's options again. */
  private async changed(
    userId: number,
    listing: ChatListing,
    change: { price?: number; stock?: number; is_active?: boolean },
  ): Promise<Turn> {
    const refused = await this.ports.changeListing(userId, listing.id, change);
    const after = (await this.ports.myListing(userId, listing.id)) ?? listing;
    const done =
      change.price !== undefined
        ? t.priceSaved
        : change.stock !== undefined
          ? t.stockSaved
          : change.is_active
            ? t.activated
            : t.paused;
    return {
      replies: refused ? [text(refused), this.actions(after)] : [this.actions(after, done)],
      state: { step: 'mine_actions', draft: { listingId: listing.id } },
    };
  }

  /** The listing in one line and what can be done with it (a sold one: only its link). */
  private actions(listing: ChatListing, before?: string): ChatReply {
    const weight = listing.unitWeightKg ? ` de ${kilosText(listing.unitWeightKg)} kg` : '';
    const quantity = `${listing.stock} ${listing.stock === 1 ? this.unitOne(listing.sizeId) : this.unitMany(listing.sizeId)}`;
    const lines = [
      ...(before ? [before, ''] : []),
      `${listing.productName}: ${formatCop(listing.price)} el ${this.unitOne(listing.sizeId)}${weight}`,
      `Cantidad: ${quantity} · ${STATUS_WORDS[listing.status]}`,
      ...(listing.status === 'hidden' ? [t.hiddenNote] : []),
      '',
      listing.status === 'sold' ? t.soldNoChanges : t.whatNow,
    ];
    const row = (action: ListingAction, title: string) => ({
      id: `listing:${listing.id}:${action}`,
      title,
    });
    const rows =
      listing.status === 'sold'
        ? [row('link', 'Ver enlace')]
        : [
            row('price', 'Cambiar precio'),
            row('stock', 'Cambiar cantidad'),
            listing.status === 'active' ? row('pause', 'Pausar') : row('activate', 'Activar'),
            row('sold', 'Marcar vendido'),
            row('link', 'Ver enlace'),
          ];
    return list(lines.join('\n'), t.actionsButton, rows);
  }

  private newPriceQuestion(listing: ChatListing): ChatReply {
    return text(t.askNewPrice(formatCop(listing.price), this.unitOne(listing.sizeId)));
  }

  // ── ¿A cómo está? ───────────────────────────────────────────────────────────────────────

  /** A product (and maybe a department) asked for: its figures, or a list when several fit. */
  private async askedPrice(asked: PriceQuestion, state: ChatState): Promise<Turn> {
    const places = asked.place ? matchPlaces(asked.place, this.ports.departments) : [];
    const department = places.length === 1 ? places[0]! : null;
    const note = asked.place && !department ? t.placeUnknown(asked.place) : null;
    const named = this.ports.productsNamed(asked.product);
    // "lulo" is Lulo, not also Pulpa de lulo: a product called exactly what was typed goes alone.
    const exact = named.filter((p) => foldText(p.name) === asked.product);
    const found = (exact.length === 1 ? exact : named).slice(0, 5);
    if (found.length === 0) {
      return {
        replies: [text(t.productNotFound)],
        state: { step: 'price_product', draft: {} },
      };
    }
    if (found.length === 1) return this.priceReport(found[0]!.id, department?.id ?? null, note);
    const rows = found.map((p) => ({
      id: `price:${p.id}:${department?.id ?? 0}`,
      title: shorten(p.name, 24),
    }));
    return {
      replies: [...(note ? [text(note)] : []), list(t.pricePick, 'Ver productos', rows)],
      state: { step: 'price_pick', draft: state.step === 'price_pick' ? state.draft : {} },
    };
  }

  private async priceReport(
    productId: number,
    departmentId: number | null,
    note: string | null,
  ): Promise<Turn> {
    if (this.ports.productName(productId) === null) {
      return { replies: [text(t.productNotFound)], state: { step: 'price_product', draft: {} } };
    }
    const reference = await this.ports.priceReference(productId, departmentId);
    const link = `${this.ports.publicUrl}/precios/${productId}${departmentId ? `?departamento=${departmentId}` : ''}`;
    const report = priceReportText(reference, link);
    return {
      replies: [text(note ? `${note}\n\n${report}` : report)],
      state: { step: 'menu', draft: {} },
    };
  }

  private weightQuestion(sizeId: number): ChatReply {
    return buttons(t.askWeight(this.unitOne(sizeId)), [
      { id: 'weight:unknown', title: t.dontKnow },
    ]);
  }

  private unitOne(sizeId: number): string {
    return unitSingular(this.ports.unitName(sizeId));
  }

  private unitMany(sizeId: number): string {
    return unitPlural(this.ports.unitName(sizeId));
  }
}

const text = (body: string): ChatReply => ({ kind: 'text', text: body });
const buttons = (body: string, choices: ChatChoice[]): ChatReply => ({
  kind: 'buttons',
  text: body,
  buttons: choices,
});
const list = (body: string, button: string, rows: ChatChoice[]): ChatReply => ({
  kind: 'list',
  text: body,
  button,
  rows,
});
const menu = () => buttons(t.menu, MENU_CHOICES);
const soldQuestion = (listing: ChatListing) =>
  buttons(t.confirmSold(listing.productName), [
    { id: `listing:${listing.id}:sold-yes`, title: t.soldYes },
    { id: `listing:${listing.id}:keep`, title: t.soldNo },
  ]);
/** A title cut to WhatsApp's length, with '…' when cut. */
const shorten = (words: string, max: number) =>
  words.length <= max ? words : `${words.slice(0, max - 1).trimEnd()}…`;
const unitList = () =>
  list(
    t.askUnit,
    t.unitButton,
    CHAT_UNITS.map((u) => ({ id: `unit:${u.key}`, title: u.title })),
  );

/** The registration form's own message for one field, or null when it is fine. */
function fieldProblem(value: { name?: string; document?: string }, field: 'name' | 'document') {
  const sample = {
    name: 'Nombre Valido',
    document: '12345678',
    phone: '3001234567',
    terms: true,
    ...value,
  };
  const result = registrationSchema.safeParse(sample);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

/** The listing form's own message for a price or a quantity, or null when it is fine. */
function listingProblem(value: { price?: number; stock?: number }, field: 'price' | 'stock') {
  const sample = { product_id: 1, price: 1, stock: 1, size_id: 1, address_id: 1, ...value };
  const result = createListingSchema.safeParse(sample);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

function fieldProblemOfWeight(kilos: number): string | null {
  const result = createListingSchema.safeParse({
    product_id: 1,
    price: 1,
    stock: 1,
    size_id: 6,
    address_id: 1,
    unit_weight_kg: kilos,
  });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === 'unit_weight_kg')?.message ?? null;
}
