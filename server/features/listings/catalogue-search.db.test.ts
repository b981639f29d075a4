import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { activate, createAddress, createListing, registerAndSignIn } from '../../test/factories';

// Words and place on GET /products (docs/product.md §16, decision 015). This file's database starts
// without listings, so every list below holds exactly what these tests published.

const ctx = useTestApp();

/** Catalogue products (server/db/reference) and DANE codes used here. */
const PRODUCT = {
  aguacateHass: 1002002,
  plantulasAguacate: 704007,
  platanoHarton: 1003036,
  cafePergamino: 106502,
  mangoTommy: 1002047,
  coco: 1002012,
  yucaCriolla: 1003043,
  cerdoDeLevante: 302002,
};
const PLACE = {
  huila: 41,
  antioquia: 5,
  garzon: 41298,
  pitalito: 41551,
  neiva: 41001,
  medellin: 5001,
  guajira: 44,
  riohacha: 44001,
};

type Card = { id: number; name: string; distance_km?: number; municipality: string };

const get = (url: string) => ctx.app.inject({ url });
const ids = async (query: string) => {
  const res = await get(`/api/v1/products?pagination=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Card[]).map((card) => card.id);
};

/** A seller in one municipality, and a helper that publishes and activates their listings. */
async function sellerIn(departmentId: number, municipalityId: number) {
  const seller = await registerAndSignIn(ctx.app);
  const addressId = await createAddress(ctx.app, seller.auth, {
    department_id: departmentId,
    municipalite_id: municipalityId,
  });
  return async (productId: number, price: number, description = '') => {
    const id = await createListing(ctx.app, seller.auth, {
      address_id: addressId,
      product_id: productId,
      price,
      description,
    });
    await activate(ctx.app, seller.auth, id);
    return id;
  };
}

const listed: Record<string, number> = {};

beforeAll(async () => {
  const garzon = await sellerIn(PLACE.huila, PLACE.garzon);
  const pitalito = await sellerIn(PLACE.huila, PLACE.pitalito);
  const neiva = await sellerIn(PLACE.huila, PLACE.neiva);
  const medellin = await sellerIn(PLACE.antioquia, PLACE.medellin);
  listed.cafeGarzon = await garzon(PRODUCT.cafePergamino, 14_000, 'Café de altura, lavado.');
  listed.platanoGarzon = await garzon(PRODUCT.platanoHarton, 2_000, 'Racimos grandes.');
  listed.cafePitalito = await pitalito(PRODUCT.cafePergamino, 13_000, 'Secado al sol.');
  listed.aguacatePitalito = await pitalito(PRODUCT.aguacateHass, 6_000, 'Exportación.');
  listed.mangoNeiva = await neiva(PRODUCT.mangoTommy, 3_000, 'Viene con aguacate de regalo.');
  listed.plantulasMedellin = await medellin(PRODUCT.plantulasAguacate, 9_000, 'Injertadas.');
  listed.platanoMedellin = await medellin(PRODUCT.platanoHarton, 2_500, 'Plátano de finca.');
  // False friends (decision 023): a pig "from La Plata" (a near miss of "platano" in a
  // description), a yuca (its subcategory is named after plátanos), a coconut "con bastante
  // agua" (a near miss of "aguacte").
  // Far from the places the other tests filter by.
  const riohacha = await sellerIn(PLACE.guajira, PLACE.riohacha);
  listed.cerdoLaPlata = await riohacha(PRODUCT.cerdoDeLevante, 400_000, 'Criado en La Plata.');
  listed.yucaRiohacha = await riohacha(PRODUCT.yucaCriolla, 1_500, 'Yuca recién sacada.');
  listed.cocoRiohacha = await riohacha(PRODUCT.coco, 2_500, 'Cocos con bastante agua.');
});

describe('words (q)', () => {
  it('ignores accents and case: "PLATANO" and "platano" find Plátano', async () => {
    const expected = [listed.platanoGarzon, listed.platanoMedellin].sort();
    expect((await ids('q=PLATANO')).sort()).toEqual(expected);
    expect((await ids('q=pl%C3%A1tano')).sort()).toEqual(expected);
  });

  it('forgives a small typo: "aguacte" finds Aguacate', async () => {
    const found = await ids('q=aguacte');
    expect(found).toEqual(
      expect.arrayContaining([listed.aguacatePitalito, listed.plantulasMedellin]),
    );
    expect(found).not.toContain(listed.cafeGarzon);
  });

  it('ranks by relevance: a name that starts with the word, then one that holds it; a word that names a product leaves descriptions out', async () => {
    // The mango's description holds "aguacate", but "aguacate" names products.
    expect(await ids('q=aguacate')).toEqual([listed.aguacatePitalito, listed.plantulasMedellin]);
  });

  it('finds only the products a word names: "platano" is no yuca (its subcategory), no pig "from La Plata"', async () => {
    const res = await get('/api/v1/products?pagination=100&q=platano');
    expect(
      res
        .json()
        .data.map((card: Card) => card.id)
        .sort(),
    ).toEqual([listed.platanoGarzon, listed.platanoMedellin].sort());
    expect(res.json().meta).not.toHaveProperty('suggestion');
  });

  it('matches typos against names only, and says which word it took: "aguacte" is Aguacate, not a coconut "con bastante agua"', async () => {
    const res = await get('/api/v1/products?pagination=100&q=aguacte');
    const found = res.json().data.map((card: Card) => card.id);
    expect(found).not.toContain(listed.cocoRiohacha);
    expect(found).not.toContain(listed.mangoNeiva);
    expect(res.json().meta.suggestion).toBe('aguacate');
  });

  it('matches subcategory and category names when no product is named, and a category named exactly', async () => {
    // 'Café' is the subcategory of Café pergamino seco; 'Despensa' its category.
    expect((await ids('q=despensa')).sort()).toEqual(
      [listed.cafeGarzon, listed.cafePitalito].sort(),
    );
    // "Jugo de frutas" is a product, yet "frutas" is the name of the Frutas subcategory.
    expect(await ids('q=frutas')).toEqual(
      expect.arrayContaining([listed.aguacatePitalito, listed.mangoNeiva, listed.cocoRiohacha]),
    );
  });

  it('matches words of descriptions', async () => {
    expect(await ids('q=exportacion')).toEqual([listed.aguacatePitalito]);
  });

  it('keeps a chosen order over relevance', async () => {
    expect(await ids('q=cafe&sort=price_desc')).toEqual([listed.cafeGarzon, listed.cafePitalito]);
    expect(await ids('q=cafe&sort=price_asc')).toEqual([listed.cafePitalito, listed.cafeGarzon]);
  });

  it('finds nothing, and reads no listing, for words that name nothing', async () => {
    const res = await get(`/api/v1/products?q=${encodeURIComponent('qzx vbw jkq pfz')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], meta: { total: 0, total_is_exact: true } });
  });

  it('treats a % or _ as text', async () => {
    expect(await ids('q=%25%25')).toEqual([]);
  });

  it.each([
    ['a', 'Escribe al menos 2 caracteres para buscar.'],
    ['a'.repeat(101), 'La búsqueda puede tener hasta 100 caracteres.'],
    ['a'.repeat(300), 'La búsqueda puede tener hasta 100 caracteres.'],
  ])('refuses q=%s… with a Spanish 422', async (q, message) => {
    const res = await get(`/api/v1/products?q=${q}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, errors: { q: [message] } });
  });

  it('refuses sort=relevance without words', async () => {
    const res = await get('/api/v1/products?sort=relevance');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.sort).toEqual(['Escribe qué buscas para ordenar por relevancia.']);
  });
});

describe('place (department_id, municipality_id)', () => {
  it('filters by department and by municipality, with the other filters', async () => {
    expect((await ids(`department_id=${PLACE.huila}`)).sort()).toEqual(
      [
        listed.cafeGarzon,
        listed.platanoGarzon,
        listed.cafePitalito,
        listed.aguacatePitalito,
        listed.mangoNeiva,
      ].sort(),
    );
    expect(await ids(`municipality_id=${PLACE.pitalito}&sort=price_asc`)).toEqual([
      listed.aguacatePitalito,
      listed.cafePitalito,
    ]);
    expect(await ids(`department_id=${PLACE.huila}&q=platano`)).toEqual([listed.platanoGarzon]);
    expect(
      await ids(`department_id=${PLACE.huila}&municipality_id=${PLACE.garzon}&max_price=5000`),
    ).toEqual([listed.platanoGarzon]);
  });

  it.each([
    ['department_id=98', 'department_id', 'No encontramos ese departamento.'],
    ['municipality_id=99999', 'municipality_id', 'No encontramos ese municipio.'],
    ['municipality_id=abc', 'municipality_id', 'No encontramos ese municipio.'],
    [
      `department_id=${PLACE.antioquia}&municipality_id=${PLACE.garzon}`,
      'municipality_id',
      'Ese municipio no es de ese departamento.',
    ],
  ])('refuses %s with a Spanish 422', async (query, field, message) => {
    const res = await get(`/api/v1/products?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, errors: { [field]: [message] } });
  });
});

describe('distance (near, radius_km, sort=distance)', () => {
  it('keeps listings within the radius, nearest first, each card saying how far', async () => {
    const res = await get(`/api/v1/products?near=${PLACE.garzon}&radius_km=100&sort=distance`);
    const cards = res.json().data as Card[];
    // Same distance: oldest listing first.
    expect(cards.map((card) => card.id)).toEqual([
      listed.cafeGarzon,
      listed.platanoGarzon,
      listed.cafePitalito,
      listed.aguacatePitalito,
      listed.mangoNeiva,
    ]);
    expect(cards.map((card) => card.distance_km)).toEqual([0, 0, 61, 61, 91]);
    expect(res.json().meta).toMatchObject({ total: 5, total_is_exact: true });
  });

  it('narrows with a smaller radius and pages in distance order', async () => {
    expect(await ids(`near=${PLACE.garzon}&radius_km=25&sort=distance`)).toEqual([
      listed.cafeGarzon,
      listed.platanoGarzon,
    ]);
    const second = await get(
      `/api/v1/products?near=${PLACE.garzon}&radius_km=100&sort=distance&pagination=2&page=2`,
    );
    expect(second.json().data.map((card: Card) => card.id)).toEqual([
      listed.cafePitalito,
      listed.aguacatePitalito,
    ]);
    expect(second.json().meta).toMatchObject({ total: 5, last_page: 3 });
  });

  it('combines with words and the other orders; 50 km when no radius is given', async () => {
    expect(await ids(`near=${PLACE.pitalito}&radius_km=200&q=cafe&sort=distance`)).toEqual([
      listed.cafePitalito,
      listed.cafeGarzon,
    ]);
    expect(await ids(`near=${PLACE.garzon}&radius_km=100&sort=price_desc`)).toEqual([
      listed.cafeGarzon,
      listed.cafePitalito,
      listed.aguacatePitalito,
      listed.mangoNeiva,
      listed.platanoGarzon,
    ]);
    expect((await ids(`near=${PLACE.garzon}&sort=distance`)).length).toBe(2);
  });

  it('adds no distance without near', async () => {
    const [card] = (await get(`/api/v1/products?municipality_id=${PLACE.garzon}`)).json().data;
    expect(card).not.toHaveProperty('distance_km');
  });

  it.each([
    [
      `near=${PLACE.garzon}&radius_km=30`,
      'radius_km',
      'Elige una distancia de 25, 50, 100 o 200 km.',
    ],
    [
      `near=${PLACE.garzon}&radius_km=lejos`,
      'radius_km',
      'Elige una distancia de 25, 50, 100 o 200 km.',
    ],
    ['radius_km=50', 'near', 'Elige el municipio desde el que medimos la distancia.'],
    ['sort=distance', 'sort', 'Elige el municipio desde el que medimos la distancia.'],
    ['near=99999', 'near', 'No encontramos ese municipio.'],
  ])('refuses %s with a Spanish 422', async (query, field, message) => {
    const res = await get(`/api/v1/products?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });
});

describe('validation remembered per querystring (rememberingValidQueries)', () => {
  it('refuses a bad query the same way after good ones were answered, and answers them alike again', async () => {
    const good = `near=${PLACE.garzon}&radius_km=100&sort=distance&q=cafe`;
    const first = await get(`/api/v1/products?${good}`);
    expect(first.statusCode, first.body).toBe(200);
    for (const [query, field, message] of [
      [
        `near=${PLACE.garzon}&radius_km=30`,
        'radius_km',
        'Elige una distancia de 25, 50, 100 o 200 km.',
      ],
      ['sort=relevance', 'sort', 'Escribe qué buscas para ordenar por relevancia.'],
      ['near=99999', 'near', 'No encontramos ese municipio.'],
    ] as const) {
      // Twice each: a refusal is never remembered as an answer.
      for (let round = 0; round < 2; round++) {
        const res = await get(`/api/v1/products?${query}`);
        expect(res.statusCode, query).toBe(422);
        expect(res.json()).toMatchObject({ message, errors: { [field]: [message] } });
      }
    }
    const again = await get(`/api/v1/products?${good}`);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    // The same querystring spelt another way is the same query.
    const spelt = await get(`/api/v1/products?${good.replace('cafe', '%63afe')}`);
    expect(spelt.body).toBe(first.body);
  });
});
