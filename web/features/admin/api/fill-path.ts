/** '/admin/stores/:id/tags/:tagId' + { id: 3, tagId: 9 } → '/admin/stores/3/tags/9'. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}
