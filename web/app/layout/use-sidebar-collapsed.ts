import { useState } from 'react';
import { readItem, writeItem } from '../../lib/local-storage';
import { storageKeys } from '../../lib/storage-keys';

export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(() => readItem(storageKeys.sidebarCollapsed) === '1');

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    writeItem(storageKeys.sidebarCollapsed, next ? '1' : '0');
  };

  return { collapsed, toggle };
}
