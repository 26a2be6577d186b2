import { type Document, isAlias, isMap, isPair, isScalar, isSeq, type Node } from 'yaml';

/**
 * Nesting the cheap pre-parse scan tolerates. `yaml` parses nesting recursively and takes seconds
 * (or exhausts the stack) on a megabyte of `[[[[…` or `- - - …`, so absurd nesting is refused before
 * parsing; the exact limit is then checked on the parsed tree.
 */
export const PRESCAN_MAX_NESTING = 1000;

/** Where the pre-parse scan found nesting deeper than it tolerates. */
export interface NestingHit {
  offset: number;
  depth: number;
}

/**
 * Scans `text` for flow-bracket nesting and runs of compact block indicators (`- - - x`, `? ? x`)
 * deeper than `limit`, without parsing. Brackets inside quotes and comments are counted too, which
 * can only over-estimate; the bound is far above any real settings file.
 */
export function scanNesting(text: string, limit = PRESCAN_MAX_NESTING): NestingHit | undefined {
  let flow = 0;
  let lineStart = true;
  let compact = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x0a) {
      lineStart = true;
      compact = 0;
      continue;
    }
    if (lineStart) {
      if (ch === 0x20 || ch === 0x09) continue;
      const next = text.charCodeAt(i + 1);
      if ((ch === 0x2d || ch === 0x3f) && (next === 0x20 || next === 0x09)) {
        compact++;
        if (compact > limit) return { offset: i, depth: compact };
        i++;
        continue;
      }
      lineStart = false;
    }
    if (ch === 0x5b || ch === 0x7b) {
      flow++;
      if (flow > limit) return { offset: i, depth: flow };
    } else if ((ch === 0x5d || ch === 0x7d) && flow > 0) {
      flow--;
    }
  }
  return undefined;
}

/** What walking a parsed document found. */
export interface TreeFacts {
  /** The first node nested deeper than the limit, if any. */
  tooDeep: Node | undefined;
  /** The alias nearest the start of the file, if any (alias expansion then needs checking). */
  firstAlias: Node | undefined;
  /**
   * The first mapping key (in file order) that is an alias (`*src : imported:claude`) or a YAML
   * merge key (`<<: *base`). Lookups by key name never see such a key, so it would be validated
   * through its target and then dropped; settings files refuse both.
   */
  indirectKey: { node: Node; kind: 'alias' | 'merge' } | undefined;
}

function isMergeKey(key: unknown): boolean {
  return isScalar(key) && (key.value === '<<' || String(key.value) === 'Symbol(<<)');
}

const start = (node: Node | undefined) => node?.range?.[0] ?? Number.POSITIVE_INFINITY;

/** Walks the parsed tree (iteratively, aliases not followed) for depth, aliases and alias keys. */
export function inspectTree(doc: Document, maxDepth: number): TreeFacts {
  const facts: TreeFacts = { tooDeep: undefined, firstAlias: undefined, indirectKey: undefined };
  const stack: Array<[unknown, number]> = [[doc.contents, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (isAlias(node)) {
      const at = node.range?.[0] ?? 0;
      if (facts.firstAlias === undefined || at < (facts.firstAlias.range?.[0] ?? 0)) {
        facts.firstAlias = node;
      }
      continue;
    }
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth > maxDepth) {
      facts.tooDeep ??= node;
      continue;
    }
    for (const item of node.items) {
      if (isPair(item)) {
        const key = item.key as Node | null;
        const kind = isAlias(key) ? 'alias' : isMergeKey(key) ? 'merge' : undefined;
        if (kind !== undefined && key !== null && start(key) < start(facts.indirectKey?.node)) {
          facts.indirectKey = { node: key, kind };
        }
        stack.push([item.key, depth + 1], [item.value, depth + 1]);
      } else {
        stack.push([item, depth + 1]);
      }
    }
  }
  return facts;
}
