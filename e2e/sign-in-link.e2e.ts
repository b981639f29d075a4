import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndSignIn, storedToken, type E2eSession } from './support/api';
import { noChromium, screenshot, useBrowser } from './support/browser';

// The sign-in link of a code message (docs/decisions/011, "The sign-in link"): on a phone that
// never signed in, opening the link shows 'Entrar'; tapping it signs in and opens /inicio. The
// same link a second time says it no longer works.

const ctx = useBrowser();
let person: E2eSession;

beforeAll(async () => {
  if (noChromium) return;
  person = await registerAndSignIn(ctx.baseUrl, 'Marleny Gutiérrez');
});

/** Asks a code as a new phone would, and answers the path of the link its message carries. */
async function linkPathOfNewMessage(phone: string): Promise<string> {
  const asked = await fetch(`${ctx.baseUrl}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.78.0.1' },
    body: JSON.stringify({ phone, type: 'sms' }),
  });
  expect(asked.status, await asked.clone().text()).toBe(200);
  const outbox = await fetch(`${ctx.baseUrl}/api/v1/dev/otp?phone=${phone}`);
  const { link } = (await outbox.json()) as { link: string };
  return new URL(link).pathname;
}

async function openAt(viewport: { width: number; height: number }, zoom = '100'): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(`localStorage.setItem('text_zoom', '${zoom}')`);
  return page;
}

const SCREENS = [
  { name: '320px-100', viewport: { width: 320, height: 640 }, zoom: '100' },
  { name: '360px-120', viewport: { width: 360, height: 740 }, zoom: '120' },
  { name: '390px-120', viewport: { width: 390, height: 844 }, zoom: '120' },
  { name: '1280px-120', viewport: { width: 1280, height: 800 }, zoom: '120' },
] as const;

describe.skipIf(noChromium)('the sign-in link of a code message', () => {
  it('opening it signs nobody in; "Entrar" does, on a phone never seen; a second time it is refused', async () => {
    const linkPath = await linkPathOfNewMessage(person.phone);
    expect(linkPath).toMatch(/^\/entrar\/[\w-]{32}$/);

    const page = await openAt({ width: 390, height: 844 });
    await page.goto(ctx.baseUrl + linkPath);
    await page.getByRole('heading', { name: 'Entrar con tu enlace' }).waitFor();
    await screenshot(page, 'sign-in-link-390px');
    expect(await storedToken(page)).toBeNull();

    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/inicio');
    expect(await storedToken(page)).toMatch(/^ey/);
    expect(await page.evaluate('localStorage.getItem("campo_dispositivo")')).toMatch(
      /^[\w-]{32,}$/,
    );
    await page.context().close();

    const again = await openAt({ width: 390, height: 844 });
    await again.goto(ctx.baseUrl + linkPath);
    await again.getByRole('button', { name: 'Entrar' }).click();
    await again.getByRole('alert').waitFor();
    expect(await again.getByRole('alert').textContent()).toContain(
      'Este enlace ya no sirve. Pide un código nuevo.',
    );
    await screenshot(again, 'sign-in-link-refused-390px');
    expect(await storedToken(again)).toBeNull();
    await again.context().close();
  }, 60_000);

  it.each(SCREENS)(
    'fits at $name: no sideways scroll, the button a big touch target, the header whole',
    async (screen) => {
      const page = await openAt(screen.viewport, screen.zoom);
      await page.goto(`${ctx.baseUrl}/entrar/${'x'.repeat(32)}`);
      await page.getByRole('heading', { name: 'Entrar con tu enlace' }).waitFor();
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByRole('alert').waitFor();
      await page.evaluate('document.fonts.ready');
      await screenshot(page, `sign-in-link-${screen.name}`);
      const { scrollWidth, width, button } = (await page.evaluate(`(() => {
        const box = [...document.querySelectorAll('button')]
          .find((b) => b.textContent.trim() === 'Entrar').getBoundingClientRect();
        return {
          scrollWidth: document.documentElement.scrollWidth,
          width: window.innerWidth,
          button: { height: box.height, width: box.width },
        };
      })()`)) as { scrollWidth: number; width: number; button: { height: number; width: number } };
      expect(scrollWidth).toBeLessThanOrEqual(width);
      expect(button.height).toBeGreaterThanOrEqual(48);
      // The account screens share the header: 'Atrás' stays whole beside the brand.
      await page.goto(`${ctx.baseUrl}/auth`);
      await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
      await screenshot(page, `sign-in-link-login-${screen.name}`);
      const overlap = (await page.evaluate(`(() => {
        const back = [...document.querySelectorAll('header a')]
          .find((a) => a.textContent.trim() === 'Atrás').getBoundingClientRect();
        const brand = document.querySelector('header a[href="/"]').getBoundingClientRect();
        return back.right > brand.left;
      })()`)) as boolean;
      expect(overlap).toBe(false);
      await page.context().close();
    },
    30_000,
  );
});
