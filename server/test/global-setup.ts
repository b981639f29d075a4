import { writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/migrate';
import { databaseUrlFor, type TestDatabaseTemplate } from './database';

// Migrates and seeds ONE database before the database tests run; every test file then starts
// from a copy of it (a PGlite dump, or a PostgreSQL database created from a template), which
// takes a fraction of the time of migrating and seeding again.

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TestDatabaseTemplate;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // Several projects (db, security) run this setup in the same process: one template each.
  const tag = `${process.pid}_${project.name.replace(/\W/g, '_')}`;
  if (!serverUrl) {
    const handle = await openDatabase({ engine: 'pglite' });
    await prepareDatabase(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const dumpFile = path.join(os.tmpdir(), `ectm-test-db-${tag}.tar`);
    writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    project.provide('dbTemplate', { engine: 'pglite', dumpFile });
    return () => rmSync(dumpFile, { force: true });
  }

  const templateName = `ectm_template_${tag}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${templateName}`);
  const handle = await openDatabase({
    engine: 'postgres',
    url: databaseUrlFor(serverUrl, templateName),
    poolSize: 2,
  });
  await prepareDatabase(handle);
  await handle.close();
  project.provide('dbTemplate', { engine: 'postgres', serverUrl, templateName });
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    await admin.end();
  };
}
