import { useState } from 'react';
import { useDeviceValue } from '../../lib/device-value';
import { readItem, writeItem } from '../../lib/local-storage';
import { storageKeys } from '../../lib/storage-keys';

export function useSidebarCollapsed() {
  const stored = useDeviceValue(() => readItem(storageKeys.sidebarCollapsed) === '1', false);
  const [chosen, setCollapsed] = useState<boolean | null>(null);
  const collapsed = chosen ?? stored;

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    writeItem(storageKeys.sidebarCollapsed, next ? '1' : '0');
  };

  return { collapsed, toggle };
}
