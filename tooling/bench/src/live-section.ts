// A section of docs/performance.md that a live run writes (it needs the real Claude Code, so
// `pnpm bench` cannot measure it) and `pnpm bench` keeps as it is: found by its two marker lines.

/** The first and last lines of one live section. */
export interface LiveMarkers {
  start: string;
  end: string;
}

/** The section as it stands in `doc` (markers included), if any. */
export function liveSection(doc: string | undefined, markers: LiveMarkers): string | undefined {
  if (doc === undefined) return undefined;
  const start = doc.indexOf(markers.start);
  const end = doc.indexOf(markers.end, start);
  if (start < 0 || end < 0) return undefined;
  return doc.slice(start, end + markers.end.length);
}

/** `doc` with its section replaced by `section`, or `section` appended when it has none. */
export function mergeLiveSection(
  doc: string | undefined,
  section: string,
  markers: LiveMarkers,
): string {
  const current = liveSection(doc, markers);
  if (doc === undefined) return `${section}\n`;
  if (current !== undefined) return doc.replace(current, () => section);
  return `${doc.trimEnd()}\n\n${section}\n`;
}

/** What a live section records for the goals table: per-run ratios, the harness, the date. */
export interface LiveFigures {
  ratios: number[];
  claudeCode: string;
  at: string;
}

/** The machine-readable line a live section tagged `tag` carries its figures in. */
export function liveFiguresLine(tag: string, figures: LiveFigures): string {
  return `<!-- ${tag} ratios: ${figures.ratios.map((r) => r.toFixed(3)).join(',')}; claude-code: ${figures.claudeCode}; at: ${figures.at} -->`;
}

/** The figures of a section tagged `tag`, read back from its {@link liveFiguresLine}. */
export function liveFigures(section: string | undefined, tag: string): LiveFigures | undefined {
  if (section === undefined) return undefined;
  const line = new RegExp(
    `^<!-- ${tag} ratios: ([0-9.,]+); claude-code: (\\S+); at: (\\S+) -->$`,
    'm',
  );
  const match = line.exec(section);
  if (match === null) return undefined;
  return {
    ratios: (match[1] as string).split(',').map(Number),
    claudeCode: match[2] as string,
    at: match[3] as string,
  };
}
