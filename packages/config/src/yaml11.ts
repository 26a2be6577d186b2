/**
 * The implicit tags of a YAML 1.1 reader (PyYAML's resolver, which the Python LionAGI
 * implementation reads settings with): plain scalars matching one of these are not strings there,
 * though a YAML 1.2 reader reads `on`, `no`, `12:30`, `1_000` or `2024-01-01` as text.
 */
const YAML11_IMPLICIT = [
  /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/,
  /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
  /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/,
  /^(?:<<|=|~|null|Null|NULL|)$/,
  /^(?:[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)$/,
];

/**
 * True when a string written as a plain scalar would not read back as the same string in a YAML
 * 1.1 reader: it matches one of its implicit tags, or holds a TAB or another control character
 * (which PyYAML refuses in plain scalars, making the whole file unreadable there).
 */
export function needsQuotesForYaml11(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
  if (/[\u0000-\u001f\u007f]/.test(text)) return true;
  return YAML11_IMPLICIT.some((re) => re.test(text));
}
