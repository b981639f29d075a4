import { describe, expect, it } from 'vitest';
import { buildSipsaGroups, parseSipsaCsv, placeSipsaProduct, renderSipsaModule } from './sipsa';

const csv = (...rows: string[]) => ['group,product', ...rows, ''].join('\n');

const idsOf = (groups: ReturnType<typeof buildSipsaGroups>) =>
  Object.fromEntries(
    groups.flatMap((g) => g.products.map((p) => [p.name, p.retired ? `${p.id} retired` : p.id])),
  );

describe('parseSipsaCsv', () => {
  it('reads quoted fields and CRLF line ends', () => {
    const text =
      'group,product\r\n"Tubérculos, raíces y plátanos",Yuca ICA\r\nCarnes,"Carne de res, bota"\r\n';
    expect(parseSipsaCsv(text)).toEqual([
      { group: 'Tubérculos, raíces y plátanos', product: 'Yuca ICA' },
      { group: 'Carnes', product: 'Carne de res, bota' },
    ]);
  });

  it('rejects a wrong header, an unknown group and a duplicate product', () => {
    expect(() => parseSipsaCsv('grupo,producto\nFrutas,Lulo\n')).toThrow(/header/);
    expect(() => parseSipsaCsv(csv('Flores,Rosa'))).toThrow(/unknown group/);
    expect(() => parseSipsaCsv(csv('Frutas,Lulo', 'Frutas,Lulo'))).toThrow(/duplicate/);
  });
});

describe('placeSipsaProduct', () => {
  it('follows the group rules', () => {
    expect(placeSipsaProduct('Granos y cereales', 'Arroz excelso')).toBe(101);
    expect(placeSipsaProduct('Granos y cereales', 'Harina de arroz')).toBe(104);
    expect(placeSipsaProduct('Procesados', 'Maíz enlatado')).toBe(109);
    expect(placeSipsaProduct('Procesados', 'Chocolate instantáneo')).toBe(107);
    expect(placeSipsaProduct('Carnes', 'Pierna pernil con rabadilla')).toBe(606);
    expect(placeSipsaProduct('Pescados', 'Langostino U12')).toBe(609);
    expect(placeSipsaProduct('Pescados', 'Bocachico criollo fresco')).toBe(608);
  });

  it('refuses a product no rule places', () => {
    expect(() => placeSipsaProduct('Carnes', 'Carne de cordero')).toThrow(/No placement rule/);
  });
});

describe('buildSipsaGroups', () => {
  const first = buildSipsaGroups(
    parseSipsaCsv(csv('Frutas,Lulo', 'Frutas,Mora de Castilla', 'Granos y cereales,Arroz excelso')),
  );

  it('numbers a fresh list in CSV order within each subcategory', () => {
    expect(idsOf(first)).toEqual({
      Lulo: 1002001,
      'Mora de Castilla': 1002002,
      'Arroz excelso': 101001,
    });
    expect(first.map((g) => g.group)).toHaveLength(8);
  });

  it('keeps ids, appends new products and retires dropped ones', () => {
    const second = buildSipsaGroups(
      parseSipsaCsv(csv('Frutas,Feijoa', 'Frutas,Lulo', 'Granos y cereales,Arroz excelso')),
      first,
    );
    expect(idsOf(second)).toEqual({
      Feijoa: 1002003,
      Lulo: 1002001,
      'Mora de Castilla': '1002002 retired',
      'Arroz excelso': 101001,
    });
    const third = buildSipsaGroups(
      parseSipsaCsv(
        csv(
          'Frutas,Feijoa',
          'Frutas,Lulo',
          'Frutas,Mora de Castilla',
          'Granos y cereales,Arroz excelso',
        ),
      ),
      second,
    );
    expect(idsOf(third)['Mora de Castilla']).toBe(1002002);
  });

  it('gives an adopted product the id of our hand-written entry', () => {
    const adopted = buildSipsaGroups(
      parseSipsaCsv(csv('Frutas,Lulo', 'Frutas,Arándano', 'Frutas,Feijoa')),
      first,
      { Arándano: 1002502 },
    );
    expect(idsOf(adopted)).toMatchObject({ Arándano: 1002502, Feijoa: 1002003 });
    expect(() =>
      buildSipsaGroups(parseSipsaCsv(csv('Frutas,Lulo', 'Frutas,Arándano')), first, {
        Arándano: 1002001,
      }),
    ).toThrow(/given twice/);
  });

  it('keeps the id of a product that moves to another group', () => {
    const moved = buildSipsaGroups(
      parseSipsaCsv(csv('Frutas,Lulo', 'Frutas,Mora de Castilla', 'Procesados,Arroz excelso')),
      first,
    );
    expect(idsOf(moved)['Arroz excelso']).toBe(101001);
  });
});

describe('renderSipsaModule', () => {
  it('is deterministic and credits DANE – SIPSA', () => {
    const text = renderSipsaModule(first());
    expect(renderSipsaModule(first())).toBe(text);
    expect(text).toContain('Fuente: DANE – SIPSA');
    expect(text).toContain("      { id: 1002001, name: 'Lulo' },");
  });

  it('quotes names the way Prettier does', () => {
    const groups = buildSipsaGroups(parseSipsaCsv(csv("Frutas,Uva 'roja'", 'Frutas,Pera "x"')));
    const text = renderSipsaModule(groups);
    expect(text).toContain(`name: "Uva 'roja'"`);
    expect(text).toContain(`name: 'Pera "x"'`);
  });

  function first() {
    return buildSipsaGroups(parseSipsaCsv(csv('Frutas,Lulo')));
  }
});
