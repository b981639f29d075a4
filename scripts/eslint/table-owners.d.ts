import type { Rule } from 'eslint';

export const TABLE_OWNERS: Record<string, { owner: string; readBy?: '*' | string[] }>;
export function schemaTables(schemaSource: string): Map<string, string>;
declare const rule: Rule.RuleModule;
export default rule;
