import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryIcon } from './category-icon';

describe('category icons', () => {
  it('each of the ten built-in categories has its own drawing', () => {
    const { container } = render(
      <>
        {Array.from({ length: 10 }, (_, i) => (
          <CategoryIcon key={i} categoryId={i + 1} />
        ))}
      </>,
    );
    const svgs = [...container.querySelectorAll('svg')];

    expect(svgs.map((svg) => svg.dataset.icon)).toEqual([
      'pantry',
      'machinery',
      'animals',
      'tourism',
      'wood',
      'derivatives',
      'implements',
      'house',
      'land',
      'groceries',
    ]);
    expect(new Set(svgs.map((svg) => svg.innerHTML)).size).toBe(10);
  });

  it('a category without a built-in icon still gets one', () => {
    const { container } = render(<CategoryIcon categoryId="99" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'generic');
  });

  it('is decorative unless given a title', () => {
    render(
      <>
        <CategoryIcon categoryId={3} />
        <CategoryIcon categoryId={2} title="Maquinaria" />
      </>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Maquinaria' })).toHaveAttribute(
      'data-icon',
      'machinery',
    );
  });
});
