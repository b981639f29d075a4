import type { RouteObject } from '../lib/router';
import { describe, expect, it } from 'vitest';
import { BROWSING_SCREENS } from '../../domain/browsing-screens';
import { appRoutes } from './router';

const screenModules = import.meta.glob<Record<string, unknown>>('./*.tsx');

function findRoute(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const child = findRoute(route.children ?? [], path);
    if (child) return child;
  }
  return undefined;
}

describe('the browsing screens of domain/browsing-screens.ts', () => {
  it.each(Object.values(BROWSING_SCREENS).map(({ route, module }) => [route, module]))(
    '%s is the screen of %s, so the hint fetches the code the router will ask for',
    async (path, module) => {
      const route = findRoute(appRoutes, path);
      expect(route?.lazy, path).toBeTypeOf('function');
      const { Component } = await (route!.lazy as () => Promise<{ Component: unknown }>)();

      const load = screenModules[`./${module.replace(/^app\//, '')}`];
      expect(load, module).toBeDefined();
      expect(Object.values(await load!())).toContain(Component);
    },
  );
});
