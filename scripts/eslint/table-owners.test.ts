import fs from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import tableOwners, { schemaTables, TABLE_OWNERS } from './table-owners.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

describe('table-owners', () => {
  it('names an owner for every table of server/db/schema.ts, and no table that is not there', () => {
    const tables = schemaTables(fs.readFileSync(at('server/db/schema.ts'), 'utf8'));
    expect(tables.size).toBeGreaterThan(40);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...tables.keys()].sort());
  });

  tester.run('table-owners', tableOwners, {
    valid: [
      {
        name: "a feature's queries use its own table",
        filename: at('server/features/listings/catalogue.queries.ts'),
        code: "import { listings } from '../../db/schema';\nexport const t = listings;",
      },
      {
        name: 'reference data is read by every feature',
        filename: at('server/features/sharing/sharing.queries.ts'),
        code: "import { municipalities } from '../../db/schema';\nexport const t = municipalities;",
      },
      {
        name: 'admin queries read every table (moderation logs its change in the same transaction)',
        filename: at('server/features/admin/admin.queries.ts'),
        code: "import { listings, reviews } from '../../db/schema';\nexport const t = [listings, reviews];",
      },
      {
        name: 'a type-only import queries nothing',
        filename: at('server/features/sharing/public-pages.ts'),
        code: "import type { listings } from '../../db/schema';\nexport type T = typeof listings;",
      },
      {
        name: 'tests set up any table',
        filename: at('server/features/sharing/sharing.db.test.ts'),
        code: "import { listings } from '../../db/schema';\nexport const t = listings;",
      },
      {
        name: "raw SQL on the feature's own table",
        filename: at('server/features/sharing/sharing.queries.ts'),
        code: 'const sql = String.raw;\nexport const q = sql`select 1 from share_opens`;',
      },
    ],
    invalid: [
      {
        // The session reads the viewer's marks through the sources features register (decision 019).
        name: "the session queries, a feature's table",
        filename: at('server/platform/auth/session.queries.ts'),
        code: "import { favourites } from '../../db/schema';\nexport const t = favourites;",
        errors: [
          {
            message:
              "'favourites' belongs to the favourites feature: call what server/features/favourites/index.ts exports instead of querying it here.",
          },
        ],
      },
      {
        name: "another feature's table, imported",
        filename: at('server/features/sharing/sharing.queries.ts'),
        code: "import { listings } from '../../db/schema';\nexport const t = listings;",
        errors: [
          {
            message:
              "'listings' belongs to the listings feature: call what server/features/listings/index.ts exports instead of querying it here.",
          },
        ],
      },
      {
        name: "another feature's table, named in raw SQL",
        filename: at('server/features/notifications/notification-matching.queries.ts'),
        code: 'const sql = String.raw;\nexport const q = sql`select l.id from listings l join addresses a on a.id = l.address_id`;',
        errors: [
          { message: /'listings' belongs to the listings feature/ },
          { message: /'addresses' belongs to the addresses feature/ },
        ],
      },
      {
        name: 'a table queried outside *.queries.ts',
        filename: at('server/features/favourites/favourites.routes.ts'),
        code: "import { favourites } from '../../db/schema';\nexport const t = favourites;",
        errors: [{ message: /SQL lives in \*\.queries\.ts files/ }],
      },
      {
        name: 'another platform file reading a feature table',
        filename: at('server/platform/auth/viewer-marks.queries.ts'),
        code: "import { favourites } from '../../db/schema';\nexport const t = favourites;",
        errors: [{ message: /'favourites' belongs to the favourites feature/ }],
      },
    ],
  });
});
