import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema.ts with `npx drizzle-kit generate` and kept in
// the repo; the server applies them at start-up (server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
