import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

const tabClass =
  'flex min-h-12 flex-1 items-center justify-center rounded-xl px-4 font-semibold text-tierra-700 ' +
  'transition-colors hover:text-campo-900 data-[state=active]:bg-white data-[state=active]:text-campo-900 ' +
  'data-[state=active]:shadow-sm';

type PageTabsProps<V extends string> = {
  /** The tab list's name for screen readers (the page's title). */
  label: string;
  /** The tab shown; the page keeps it in the address, so the back button returns to it. */
  value: V;
  onValueChange: (value: V) => void;
  tabs: readonly { value: V; label: string; content: ReactNode }[];
};

/** A page's lists side by side under big tabs ('Pedidos cerca de ti' / 'Mis pedidos'…). */
export function PageTabs<V extends string>({
  label,
  value,
  onValueChange,
  tabs,
}: PageTabsProps<V>) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as V)} className="mt-6">
      <Tabs.List
        aria-label={label}
        className="flex gap-1 rounded-2xl bg-tierra-100 p-1 sm:max-w-md"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={tabClass}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="mt-5 focus:outline-none">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
