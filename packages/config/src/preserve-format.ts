import { isDeepStrictEqual } from 'node:util';
import {
  Document,
  isMap,
  isNode,
  isPair,
  isSeq,
  type Node,
  parseDocument,
  type ToStringOptions,
  YAMLMap,
  YAMLSeq,
} from 'yaml';
import {
  type Collection,
  docSig,
  type FormatSnapshot,
  lead,
  shellSig,
  sig,
} from './format-snapshot.js';
import { SETTINGS_LIMITS } from './limits.js';

/** How whole documents are rendered: no line folding, `[a, b]` flow collections. */
export const RENDER_OPTIONS: ToStringOptions = { lineWidth: 0, flowCollectionPadding: false };

// A fragment may hold an alias whose anchor lives elsewhere in the file.
const FRAGMENT_OPTIONS: ToStringOptions = { ...RENDER_OPTIONS, verifyAliasOrder: false };

interface Region {
  start: number;
  end: number;
  column: number;
  midLine: boolean;
}

interface Spliced {
  start: number;
  end: number;
  text: string;
}

/**
 * Splits an item's source into its content and the trailing comment (and blank) lines indented at
 * or left of `column`: those introduce whatever follows the item, so new siblings go before them.
 */
function splitTrailer(body: string, column: number): [string, string] {
  const lines = body.split(/(?<=\n)/);
  let cut = lines.length;
  while (cut > 1 && /^\s*(?:#.*)?\r?\n?$/.test(lines[cut - 1] ?? '')) cut--;
  while (cut < lines.length) {
    const line = lines[cut] ?? '';
    const indent = line.length - line.trimStart().length;
    if (!line.trimStart().startsWith('#') || indent <= column) break;
    cut++;
  }
  return [lines.slice(0, cut).join(''), lines.slice(cut).join('')];
}

class Splicer {
  constructor(
    private readonly text: string,
    private readonly snap: FormatSnapshot,
    private readonly now: Map<unknown, string>,
    private readonly version: '1.1' | '1.2',
    private readonly eol: string,
  ) {}

  private unchanged(x: unknown): boolean {
    const before = this.snap.sigs.get(x);
    return before !== undefined && before === this.now.get(x);
  }

  private lineEnd(pos: number): number {
    if (pos > 0 && this.text[pos - 1] === '\n') return pos;
    const i = this.text.indexOf('\n', pos);
    return i < 0 ? this.text.length : i + 1;
  }

  /** The source lines an item occupies (from its key or `-`), or undefined when it cannot be located. */
  private region(item: unknown): Region | undefined {
    const text = this.text;
    let anchor: number;
    let endNode: Node;
    if (isPair(item)) {
      if (!isNode(item.key) || !item.key.range) return undefined;
      anchor = item.key.range[0];
      endNode = isNode(item.value) && item.value.range ? item.value : item.key;
    } else {
      if (!isNode(item) || !item.range) return undefined;
      let p = item.range[0] - 1;
      while (p >= 0 && /[ \t\r\n]/.test(text[p] ?? '')) p--;
      if (text[p] !== '-') return undefined;
      anchor = p;
      endNode = item;
    }
    const lineStart = text.lastIndexOf('\n', anchor - 1) + 1;
    const prefix = text.slice(lineStart, anchor);
    // Only plain indentation, or the `- ` indicators of enclosing compact sequence items.
    if (!/^ *(?:- +)*$/.test(prefix)) return undefined;
    const midLine = prefix.trim().length > 0;
    const end = this.lineEnd(Math.max(endNode.range?.[2] ?? anchor + 1, anchor + 1));
    return { start: midLine ? anchor : lineStart, end, column: anchor - lineStart, midLine };
  }

  collection(coll: Collection): Spliced | undefined {
    const orig = this.snap.items.get(coll);
    if (!orig || orig.length === 0 || coll.items.length === 0) return undefined;
    const regions: Region[] = [];
    for (const item of orig) {
      const r = this.region(item);
      const previous = regions.at(-1);
      if (!r || (previous && r.start < previous.end)) return undefined;
      regions.push(r);
    }
    const first = regions[0] as Region;
    const last = regions.at(-1) as Region;
    const index = new Map(orig.map((item, i) => [item, i]));
    let out = '';
    // Comment lines trailing a kept item that belong to what follows it; new items go before them.
    let trailer = '';
    const emit = (piece: string) => {
      if (out.length > 0 && !out.endsWith('\n')) out += this.eol;
      out += piece;
    };
    for (let k = 0; k < coll.items.length; k++) {
      const item = coll.items[k];
      const j = index.get(item);
      if (j === undefined) {
        const piece = this.fresh(item, coll, first.column, k === 0 && first.midLine, false);
        if (piece === undefined) return undefined;
        emit(piece);
        continue;
      }
      const r = regions[j] as Region;
      if (first.midLine && (k === 0) !== (j === 0)) return undefined;
      if (this.snap.leads.get(item) !== lead(item)) return undefined;
      emit(trailer);
      trailer = '';
      const gap = j === 0 ? '' : this.text.slice((regions[j - 1] as Region).end, r.start);
      if (this.unchanged(item)) {
        const [content, rest] = splitTrailer(this.text.slice(r.start, r.end), first.column);
        emit(gap + content);
        trailer = rest;
      } else {
        const body = this.existing(item, r, coll);
        if (body === undefined) return undefined;
        emit(gap + body);
      }
    }
    emit(trailer);
    return { start: first.start, end: last.end, text: out };
  }

  private existing(item: unknown, r: Region, coll: Collection): string | undefined {
    const value = isPair(item) ? item.value : item;
    const keyKept = !isPair(item) || this.unchanged(item.key);
    if (
      keyKept &&
      (isMap(value) || isSeq(value)) &&
      this.snap.items.has(value) &&
      this.snap.shells.get(value) === shellSig(value)
    ) {
      const inner = this.collection(value);
      if (inner && inner.start >= r.start && inner.end <= r.end) {
        return (
          this.text.slice(r.start, inner.start) + inner.text + this.text.slice(inner.end, r.end)
        );
      }
    }
    return this.fresh(item, coll, r.column, r.midLine, true);
  }

  /** Renders one item alone at `column`; an existing item's leading comment stays in the source gap. */
  private fresh(
    item: unknown,
    coll: Collection,
    column: number,
    midLine: boolean,
    stripLead: boolean,
  ): string | undefined {
    if (isMap(coll) && !isPair(item)) return undefined;
    const holder = isMap(coll) ? new YAMLMap() : new YAMLSeq();
    (holder.items as unknown[]).push(item);
    const target = isPair(item) ? item.key : item;
    const saved = isNode(target)
      ? ([target.commentBefore, target.spaceBefore] as const)
      : undefined;
    if (stripLead && isNode(target)) {
      target.commentBefore = undefined;
      target.spaceBefore = undefined;
    }
    let rendered: string;
    try {
      rendered = new Document(holder, { version: this.version }).toString(FRAGMENT_OPTIONS);
    } catch {
      return undefined;
    } finally {
      if (saved && isNode(target)) [target.commentBefore, target.spaceBefore] = saved;
    }
    const pad = ' '.repeat(column);
    return rendered
      .split('\n')
      .map((line, i) => (line.length === 0 || (i === 0 && midLine) ? line : pad + line))
      .join(this.eol);
  }
}

function yamlVersion(doc: Document): '1.1' | '1.2' {
  return doc.directives?.yaml.version === '1.1' ? '1.1' : '1.2';
}

function sameData(text: string, doc: Document): boolean {
  try {
    const check = parseDocument(text, { uniqueKeys: true, version: yamlVersion(doc) });
    if (check.errors.length > 0) return false;
    const maxAliasCount = SETTINGS_LIMITS.maxAliasCount;
    return isDeepStrictEqual(check.toJS({ maxAliasCount }), doc.toJS({ maxAliasCount }));
  } catch {
    return false;
  }
}

/**
 * Renders `doc` after an edit so that every part the edit did not touch keeps its original bytes
 * (comments, quoting, spacing): unchanged items are copied from `text`, changed block collections
 * are spliced item by item, and only changed or new items are rendered by `yaml`. When that is not
 * possible (the root was replaced, flow or unusual layout) or the result would not read back as
 * the same data, the whole document is rendered with `String(doc)` semantics instead. Files with
 * CRLF line ends keep them.
 */
export function renderPreservingFormat(doc: Document, text: string, snap: FormatSnapshot): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const whole = () => doc.toString(RENDER_OPTIONS).replaceAll('\n', eol);
  if (text.length === 0) {
    return doc.contents === null && !doc.commentBefore && !doc.comment ? '' : whole();
  }
  if (doc.contents !== snap.contents || docSig(doc) !== snap.docSig) return whole();
  const now = new Map<unknown, string>();
  sig(doc.contents, now);
  if (snap.sigs.get(doc.contents) === now.get(doc.contents)) return text;
  const root = doc.contents;
  if (!isMap(root) && !isSeq(root)) return whole();
  const splicer = new Splicer(text, snap, now, yamlVersion(doc), eol);
  const spliced = splicer.collection(root);
  if (!spliced) return whole();
  const out = text.slice(0, spliced.start) + spliced.text + text.slice(spliced.end);
  return sameData(out, doc) ? out : whole();
}
