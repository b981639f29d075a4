import { useEffect } from 'react';
import { useDeviceValue } from '../../../lib/device-value';
import { parsePriceDigits, priceTrend } from '../../../../domain/money';
import type { PriceTrend } from '../../../../domain/money';
import { readItem, writeItem } from '../../../lib/local-storage';
import { storageKeys } from '../../../lib/storage-keys';

export interface PreviousPrice {
  /** The price to compare with, or null when there is none. */
  value: number | null;
  /** True when it is the price this device saw last time, because the server had none. */
  fromMemory: boolean;
  trend: PriceTrend | null;
}

function rememberedPrice(id: number): number | null {
  return parsePriceDigits(readItem(storageKeys.lastSeenPrice(id)) ?? '');
}

/**
 * docs/product.md §3 "last seen price per product": the previous price comes from the server (price_last)
 * and, when the server has none, from what this device showed on the last visit. The price on
 * screen is remembered for the next visit. Read once per product, before it is overwritten.
 */
export function usePreviousPrice(
  id: number,
  price: number,
  serverPrevious: number | null,
): PreviousPrice {
  const remembered = useDeviceValue(() => rememberedPrice(id), null);

  useEffect(() => {
    writeItem(storageKeys.lastSeenPrice(id), String(price));
  }, [id, price]);

  const fromMemory = serverPrevious === null && remembered !== null;
  const value = serverPrevious ?? remembered;
  return { value, fromMemory, trend: priceTrend(price, value) };
}
