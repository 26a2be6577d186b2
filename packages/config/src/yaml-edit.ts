import { HookError } from '@lionagi/hooks-profile/core';
import {
  type Document,
  isAlias,
  isMap,
  isNode,
  isScalar,
  isSeq,
  type Node,
  Scalar,
  visit,
  YAMLMap,
  YAMLSeq,
} from 'yaml';
import { needsQuotesForYaml11 } from './yaml11.js';

/** A path of mapping keys and sequence indexes from the document root. */
export type YamlPath = readonly (string | number)[];

function show(path: YamlPath): string {
  return path.length === 0 ? '(document root)' : path.join('.');
}

function kindOf(node: unknown): string {
  if (node === undefined || node === null) return 'missing';
  if (isMap(node)) return 'a mapping';
  if (isSeq(node)) return 'a list';
  if (isAlias(node)) return 'an alias';
  if (isScalar(node)) return `the value ${JSON.stringify(node.value)}`;
  return typeof node;
}

function refuse(path: YamlPath, node: unknown, expected: string): HookError {
  return new HookError(
    'CONFIG_WRITE_REFUSED',
    `cannot edit ${show(path)}: it is ${kindOf(node)}, expected ${expected}; fix it by hand first`,
    { details: { path: [...path] } },
  );
}

function empty(node: unknown): boolean {
  return node === undefined || node === null || (isScalar(node) && node.value === null);
}

function ensure<T extends YAMLMap | YAMLSeq>(
  doc: Document,
  path: YamlPath,
  make: () => T,
  is: (node: unknown) => node is T,
  expected: string,
): T {
  if (path.length === 0) {
    if (empty(doc.contents)) doc.contents = make() as unknown as typeof doc.contents;
    if (is(doc.contents)) return doc.contents;
    throw refuse(path, doc.contents, expected);
  }
  const key = path[path.length - 1] as string | number;
  const parentPath = path.slice(0, -1);
  const parent =
    typeof key === 'number' ? (doc.getIn(parentPath, true) as unknown) : ensureMap(doc, parentPath);
  if (!isMap(parent) && !isSeq(parent)) throw refuse(parentPath, parent, 'a list');
  const current = parent.get(key, true) as unknown;
  if (empty(current)) {
    if (isSeq(parent) && (typeof key !== 'number' || key >= parent.items.length)) {
      throw refuse(path, current, expected);
    }
    const created = make();
    parent.set(key, created);
    return created;
  }
  if (is(current)) return current;
  throw refuse(path, current, expected);
}

/** The mapping at `path`, created (with any missing parent mappings) when absent or null. */
export function ensureMap(doc: Document, path: YamlPath): YAMLMap {
  return ensure(doc, path, () => new YAMLMap(), isMap, 'a mapping');
}

/** The list at `path`, created (with any missing parent mappings) when absent or null. */
export function ensureSeq(doc: Document, path: YamlPath): YAMLSeq {
  return ensure(doc, path, () => new YAMLSeq(), isSeq, 'a list');
}

/**
 * Turns a plain value into document nodes. Lists holding only scalars (argv vectors, arg lists)
 * are written in flow style, `["uv", "run", "check.py"]`; everything else in block style. A
 * string a YAML 1.1 reader would read differently (`on`, `12:30`, a TAB…) is double-quoted.
 */
export function toNode(doc: Document, value: unknown): Node {
  const node = doc.createNode(value);
  visit(node, {
    Seq(_, seq) {
      if (seq.items.length > 0 && seq.items.every((item) => isScalar(item))) seq.flow = true;
    },
    // The file must read the same in a YAML 1.1 reader (Python LionAGI uses PyYAML).
    Scalar(_, scalar) {
      if (typeof scalar.value === 'string' && needsQuotesForYaml11(scalar.value))
        scalar.type = Scalar.QUOTE_DOUBLE;
    },
  });
  return node;
}

/** Appends `value` (see {@link toNode}) to the list at `path`, creating the list when absent. */
export function appendToSeq(doc: Document, path: YamlPath, value: unknown): YAMLSeq {
  const seq = ensureSeq(doc, path);
  seq.items.push(toNode(doc, value));
  return seq;
}

/**
 * Removes the items of the list at `path` for which `predicate` (given each item's plain value)
 * is true; returns how many were removed. An absent list removes nothing.
 */
export function removeFromSeq(
  doc: Document,
  path: YamlPath,
  predicate: (value: unknown, index: number) => boolean,
): number {
  const node = doc.getIn(path, true) as unknown;
  if (empty(node)) return 0;
  if (!isSeq(node)) throw refuse(path, node, 'a list');
  const before = node.items.length;
  node.items = node.items.filter(
    (item, index) => !predicate(isNode(item) ? item.toJS(doc) : item, index),
  );
  return before - node.items.length;
}
