import {
  type Document,
  isAlias,
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  type Node,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';

/** A block or flow mapping or sequence. */
export type Collection = YAMLMap | YAMLSeq;

/** The state of a parsed document before an edit, used to keep the bytes of what the edit left alone. */
export interface FormatSnapshot {
  readonly contents: unknown;
  readonly docSig: string;
  /** Rendering signature of every pair and node (aliases not followed). */
  readonly sigs: Map<unknown, string>;
  /** Signature of each collection's own properties (tag, anchor, comments, style). */
  readonly shells: Map<unknown, string>;
  /** Each collection item's leading comment and blank line. */
  readonly leads: Map<unknown, string>;
  /** Original items of each block collection that has source positions. */
  readonly items: Map<unknown, readonly unknown[]>;
}

function meta(node: Node): unknown[] {
  return [
    node.tag ?? null,
    node.anchor ?? null,
    node.comment ?? null,
    node.commentBefore ?? null,
    node.spaceBefore ?? false,
  ];
}

/** Signature of a collection's own properties, without its items. */
export function shellSig(node: Collection): string {
  return JSON.stringify([...meta(node), node.flow ?? false]);
}

/** Signature of an item's leading comment and blank line. */
export function lead(item: unknown): string {
  const target = isPair(item) ? item.key : item;
  return isNode(target)
    ? JSON.stringify([target.commentBefore ?? null, target.spaceBefore ?? false])
    : '';
}

function plainText(value: unknown): unknown {
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  return typeof value === 'object' && value !== null ? String(value) : value;
}

/** Rendering signature of `x`, memoized per pair and node into `memo` (aliases not followed). */
export function sig(x: unknown, memo: Map<unknown, string>): string {
  let s: string;
  if (isPair(x)) {
    s = `P(${sig(x.key, memo)}|${sig(x.value, memo)})`;
  } else if (isScalar(x)) {
    const v = x.value;
    s = `S${JSON.stringify([...meta(x), typeof v, plainText(v), x.type ?? null, x.format ?? null, x.minFractionDigits ?? null])}`;
  } else if (isAlias(x)) {
    s = `A${JSON.stringify([...meta(x), x.source])}`;
  } else if (isMap(x) || isSeq(x)) {
    s = `${isMap(x) ? 'M' : 'Q'}${shellSig(x)}[${x.items.map((i) => sig(i, memo)).join(',')}]`;
  } else {
    try {
      s = `V${JSON.stringify(x)}`;
    } catch {
      s = `V${String(x)}`;
    }
  }
  if (typeof x === 'object' && x !== null) memo.set(x, s);
  return s;
}

/** Signature of the document-level comments. */
export function docSig(doc: Document): string {
  return JSON.stringify([doc.commentBefore ?? null, doc.comment ?? null]);
}

/** Records what `renderPreservingFormat` needs to know about `doc` before it is edited. */
export function snapshotFormat(doc: Document): FormatSnapshot {
  const snap: FormatSnapshot = {
    contents: doc.contents,
    docSig: docSig(doc),
    sigs: new Map(),
    shells: new Map(),
    leads: new Map(),
    items: new Map(),
  };
  sig(doc.contents, snap.sigs);
  const visit = (node: unknown): void => {
    if (isPair(node)) {
      visit(node.key);
      visit(node.value);
      return;
    }
    if (!isMap(node) && !isSeq(node)) return;
    snap.shells.set(node, shellSig(node));
    if (!node.flow && node.range) snap.items.set(node, [...node.items]);
    for (const item of node.items) {
      snap.leads.set(item, lead(item));
      visit(item);
    }
  };
  visit(doc.contents);
  return snap;
}
