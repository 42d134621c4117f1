/*
 * Readable text on a tenant's brand colour (WCAG 2.x contrast). A brand colour may be light (gold)
 * or dark (emerald), so text on a solid brand background takes whichever of black or white reads
 * better; one of the two always reaches 4.5:1.
 */

/** [r, g, b] 0-255 from '#rgb' or '#rrggbb' (case-insensitive), or null. */
export function parseHexColor(color: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two colours, 1 to 21; null if either is unreadable. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = parseHexColor(a);
  const cb = parseHexColor(b);
  if (!ca || !cb) return null;
  const [hi, lo] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export type TextTone = 'dark' | 'light';

/**
 * 'dark' (black text) or 'light' (white text), whichever contrasts more with `background`. An
 * unreadable colour reads as the default gold, which takes dark text.
 */
export function readableTextTone(background: string): TextTone {
  const color = parseHexColor(background);
  if (!color) return 'dark';
  const l = relativeLuminance(color);
  const onBlack = (l + 0.05) / 0.05;
  const onWhite = 1.05 / (l + 0.05);
  return onBlack >= onWhite ? 'dark' : 'light';
}
