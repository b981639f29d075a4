import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DrawnInItsTurn } from './drawn-in-its-turn';

// A list that grows by many items at once draws the new ones one per task (decision 027).

function List({ items, now }: { items: string[]; now: (item: string) => boolean }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <DrawnInItsTurn now={now(item)}>
            <span>{item}</span>
          </DrawnInItsTurn>
        </li>
      ))}
    </ul>
  );
}

const drawn = () => screen.queryAllByText(/^item/).map((element) => element.textContent);

describe('DrawnInItsTurn', () => {
  it('draws what is wanted now at once, and each other item later, in a task of its own', async () => {
    const first = ['item 1', 'item 2'];
    const { rerender } = render(<List items={first} now={() => true} />);
    expect(drawn()).toEqual(['item 1', 'item 2']);

    const grown = [...first, 'item 3', 'item 4', 'item 5'];
    await act(async () => {
      rerender(<List items={grown} now={(item) => first.includes(item)} />);
    });
    expect(drawn()).toEqual(['item 1', 'item 2']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(drawn()).toEqual(grown);
  });

  it('draws nothing once removed before its turn', async () => {
    const { rerender } = render(<List items={['item 1']} now={() => false} />);
    rerender(<List items={[]} now={() => false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(drawn()).toEqual([]);
  });
});
