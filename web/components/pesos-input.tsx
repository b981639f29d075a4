import type { ComponentProps } from 'react';
import { formatCop } from '../../domain/money';
import { WholeNumberInput } from './whole-number-input';

/**
 * An amount in pesos as people read it while typing: '$ 60.000'. What the form keeps is the
 * digits alone, for the shared zod schema (the price of a listing, a job's pay, a maximum price).
 */
export function PesosInput({ value, ...props }: ComponentProps<typeof WholeNumberInput>) {
  return (
    <WholeNumberInput
      {...props}
      placeholder="$ 0"
      value={value === '' ? '' : formatCop(Number(value))}
    />
  );
}
