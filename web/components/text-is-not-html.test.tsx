import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../lib/router';
import { describe, expect, it } from 'vitest';
import { listingSummary } from '../test/listing-test-data';
import { FoldedText } from './folded-text';
import { ListingCard } from './listing-card';

// What people typed is shown as text: markup in a listing's name or description never becomes
// elements. React escapes text; the guard below keeps anyone from turning that off.

const ATTACKS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg/onload=alert(1)>',
  "'; DROP TABLE users; --",
];

describe('text that looks like HTML', () => {
  it.each(ATTACKS)('is shown as text in a listing card and a description: %s', (attack) => {
    const { container } = render(
      <MemoryRouter>
        <ListingCard listing={listingSummary({ name: attack, image: null, image_srcset: null })} />
        <FoldedText text={`Descripción: ${attack}`} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: attack })).toBeVisible();
    expect(screen.getByText(`Descripción: ${attack}`)).toBeVisible();
    expect(container.querySelector('img, script, svg[onload], [onerror], [onload]')).toBeNull();
  });

  it('is never put in the page as HTML anywhere in the web app', () => {
    const root = path.resolve(__dirname, '..');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(tsx?|jsx?)$/.test(file) && !/\.test\.|[\\/]test[\\/]/.test(file),
    );
    expect(sources.length).toBeGreaterThan(50);
    const unsafe = sources.filter((file) =>
      /dangerouslySetInnerHTML|\.(inner|outer)HTML\s*=|insertAdjacentHTML|document\.write\(/.test(
        readFileSync(path.join(root, file), 'utf8'),
      ),
    );
    expect(unsafe).toEqual([]);
  });
});
