import { existsSync } from 'node:fs';

/** The Chromium the e2e tests drive: CHROMIUM_PATH, or Debian's /usr/bin/chromium. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

export const CHROMIUM_MISSING =
  'Pruebas e2e omitidas: no se encontró Chromium. Instálalo con `sudo apt-get install chromium` ' +
  '(Debian/Ubuntu) o indica su ruta en CHROMIUM_PATH. / e2e tests skipped: no Chromium found.';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
