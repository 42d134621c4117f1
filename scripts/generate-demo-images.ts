/*
 * Generates the demo images under apps/server/demo-assets/images/<tenant>/ (flat SVG illustrations
 * rendered by sharp to .jpg and .webp, plus logo.png). The catalogue lives in
 * apps/server/src/db/seed/images.ts. Deterministic: every image is drawn from a PRNG seeded with
 * tenant + name, so reruns write identical files.
 *
 *   node --import tsx scripts/generate-demo-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  DEMO_IMAGE_SETS,
  GALLERY_SIZE,
  GIFT_CARD_SIZE,
  ITEM_PHOTO_SIZE,
  PROMOTION_SIZE,
  imageNames,
  type FoodKind,
  type ImageSize as Size,
} from '../apps/server/src/db/seed/images';

const root = path.resolve(import.meta.dirname, '..');
const outRoot = path.join(root, 'apps/server/demo-assets/images');

// ---------------------------------------------------------------------------------------------
// Randomness, numbers and colours

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

class Rng {
  private state: number;
  constructor(seed: string) {
    this.state = hash(seed) || 1;
  }
  next(): number {
    // mulberry32
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

const fmt = (n: number) => String(Math.round(n * 10) / 10);
const TAU = Math.PI * 2;
const rad = (deg: number) => (deg * Math.PI) / 180;
/** Picks from a list by variant number, so consecutive variants always differ. */
const nth = <T>(items: readonly T[], i: number): T =>
  items[((i % items.length) + items.length) % items.length]!;

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}
function toHex(c: [number, number, number]): string {
  return `#${c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
/** Lightens (t > 0) or darkens (t < 0) a colour. */
const shade = (c: string, t: number) => (t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t));
const vary = (r: Rng, c: string, amount = 0.08) => shade(c, r.range(-amount, amount));
function luminance(c: string): number {
  const [r, g, b] = rgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

// ---------------------------------------------------------------------------------------------
// SVG building blocks

type Attrs = Record<string, string | number | undefined | false>;
type Pt = [number, number];
type Stop = [number, string, number?];
/** A colour lit towards the centre and darkened towards the edge: `lighten` at 0, itself at `mid`, `darken` at 1. */
const shadeStops = (c: string, lighten: number, mid: number, darken: number): Stop[] => [
  [0, shade(c, lighten)],
  [mid, c],
  [1, shade(c, darken)],
];

function el(tag: string, attrs: Attrs, inner?: string): string {
  let s = `<${tag}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    s += ` ${k}="${typeof v === 'number' ? fmt(v) : v}"`;
  }
  return inner === undefined ? `${s}/>` : `${s}>${inner}</${tag}>`;
}
const circle = (cx: number, cy: number, r: number, fill = '#000', a: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...a });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a });
const rect = (x: number, y: number, width: number, height: number, fill = '#000', a: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...a });
const pathEl = (d: string, fill: string, a: Attrs = {}) => el('path', { d, fill, ...a });
const group = (inner: string, a: Attrs = {}) => el('g', a, inner);
const line = (pts: Pt[], stroke: string, width: number, a: Attrs = {}) =>
  pathEl(polyD(pts), 'none', {
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...a,
  });
const text = (x: number, y: number, content: string, size: number, fill: string, a: Attrs = {}) =>
  el(
    'text',
    {
      x,
      y,
      'font-size': size,
      fill,
      'font-family': 'DejaVu Sans, sans-serif',
      'text-anchor': 'middle',
      ...a,
    },
    content,
  );
const SERIF = 'DejaVu Serif, serif';

function tr(x: number, y: number, rot = 0, scale = 1): string {
  let t = `translate(${fmt(x)} ${fmt(y)})`;
  if (rot) t += ` rotate(${fmt(rot)})`;
  if (scale !== 1) t += ` scale(${Math.round(scale * 1000) / 1000})`;
  return t;
}
const at = (x: number, y: number, inner: string, rot = 0, scale = 1) =>
  group(inner, { transform: tr(x, y, rot, scale) });

function polyD(pts: Pt[], closed = false): string {
  return pts.map((p, i) => `${i ? 'L' : 'M'}${fmt(p[0])} ${fmt(p[1])}`).join('') + (closed ? 'Z' : '');
}
/** A smooth Catmull-Rom curve through the points. */
function smooth(pts: Pt[], closed = true): string {
  const n = pts.length;
  const get = (i: number): Pt => (closed ? pts[((i % n) + n) % n]! : pts[Math.max(0, Math.min(n - 1, i))]!);
  let d = `M${fmt(pts[0]![0])} ${fmt(pts[0]![1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    d += `C${fmt(p1[0] + (p2[0] - p0[0]) / 6)} ${fmt(p1[1] + (p2[1] - p0[1]) / 6)} ${fmt(p2[0] - (p3[0] - p1[0]) / 6)} ${fmt(
      p2[1] - (p3[1] - p1[1]) / 6,
    )} ${fmt(p2[0])} ${fmt(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}
function blobPts(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n = 9,
  jitter = 0.12,
  rot = 0,
): Pt[] {
  const a0 = r.range(0, TAU);
  const c = Math.cos(rad(rot));
  const s = Math.sin(rad(rot));
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = a0 + (i * TAU) / n + r.range(-0.15, 0.15) * (TAU / n);
    const k = 1 + r.range(-jitter, jitter);
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    pts.push([cx + x * c - y * s, cy + x * s + y * c]);
  }
  return pts;
}
const blob = (r: Rng, cx: number, cy: number, rx: number, ry: number, n = 9, jitter = 0.12, rot = 0) =>
  smooth(blobPts(r, cx, cy, rx, ry, n, jitter, rot));
function arcD(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const x0 = cx + Math.cos(rad(a0)) * r;
  const y0 = cy + Math.sin(rad(a0)) * r;
  const x1 = cx + Math.cos(rad(a1)) * r;
  const y1 = cy + Math.sin(rad(a1)) * r;
  return `M${fmt(x0)} ${fmt(y0)}A${fmt(r)} ${fmt(r)} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${fmt(x1)} ${fmt(y1)}`;
}
function wedgeD(cx: number, cy: number, r: number, a0: number, a1: number): string {
  return `M${fmt(cx)} ${fmt(cy)}L${arcD(cx, cy, r, a0, a1).slice(1)}Z`;
}
/** Point at a random spot inside a circle (uniform by area). */
function inCircle(r: Rng, cx: number, cy: number, radius: number): Pt {
  const a = r.range(0, TAU);
  const d = Math.sqrt(r.next()) * radius;
  return [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
}
/** Spread points inside a circle that keep some distance from each other. */
function scatter(
  r: Rng,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  minDist: number,
  avoid: Pt[] = [],
): Pt[] {
  const pts: Pt[] = [];
  for (let tries = 0; pts.length < count && tries < count * 60; tries++) {
    const p = inCircle(r, cx, cy, radius);
    if ([...pts, ...avoid].every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) >= minDist)) pts.push(p);
  }
  return pts;
}

/** Gradient vectors (x1, y1, x2, y2) in the shape's bounding box. */
const FADE_WAYS = {
  down: [0, 0, 0, 1],
  across: [0, 0, 1, 0],
  diagonal: [0, 0, 1, 1],
} as const;

class Svg {
  private defs: string[] = [];
  private n = 0;
  private blurs = new Map<number, string>();
  constructor(
    readonly w: number,
    readonly h: number,
  ) {}
  id(): string {
    return `d${(this.n++).toString(36)}`;
  }
  def(content: string): void {
    this.defs.push(content);
  }
  private stops(stops: Stop[]): string {
    return stops
      .map(([o, c, op]) =>
        el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op === undefined ? undefined : op }),
      )
      .join('');
  }
  /** A two-colour linear gradient, by the way it runs across the shape. */
  fade(from: string, to: string, way: keyof typeof FADE_WAYS = 'down'): string {
    return this.lin(
      [
        [0, from],
        [1, to],
      ],
      ...FADE_WAYS[way],
    );
  }
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.def(el('linearGradient', { id, x1, y1, x2, y2 }, this.stops(stops)));
    return `url(#${id})`;
  }
  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id();
    this.def(el('radialGradient', { id, cx, cy, r, fx, fy }, this.stops(stops)));
    return `url(#${id})`;
  }
  blur(sd: number): string {
    const key = Math.round(sd * 10) / 10;
    let id = this.blurs.get(key);
    if (!id) {
      id = this.id();
      this.blurs.set(key, id);
      this.def(
        el(
          'filter',
          { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
          el('feGaussianBlur', { stdDeviation: key }),
        ),
      );
    }
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.id();
    this.def(el('clipPath', { id }, shape));
    return `url(#${id})`;
  }
  pattern(w: number, h: number, inner: string, transform?: string): string {
    const id = this.id();
    this.def(
      el(
        'pattern',
        { id, width: w, height: h, patternUnits: 'userSpaceOnUse', patternTransform: transform },
        inner,
      ),
    );
    return `url(#${id})`;
  }
  symbol(inner: string): string {
    const id = this.id();
    this.def(el('g', { id }, inner));
    return id;
  }
  render(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}
const use = (id: string, a: Attrs = {}) => el('use', { href: `#${id}`, 'xlink:href': `#${id}`, ...a });

function shadow(
  s: Svg,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 0.3,
  blur = 10,
  dx = 7,
  dy = 11,
): string {
  return ellipse(cx + dx, cy + dy, rx, ry, '#1a0f08', { opacity, filter: s.blur(blur) });
}
function shadowPath(s: Svg, d: string, opacity = 0.3, blur = 8, dx = 6, dy = 10): string {
  return group(pathEl(d, '#1a0f08', { opacity }), {
    transform: `translate(${dx} ${dy})`,
    filter: s.blur(blur),
  });
}
/** A highlight arc along the upper-left edge of a round thing. */
function gloss(cx: number, cy: number, r: number, width: number, opacity = 0.5, a0 = 200, a1 = 250): string {
  return pathEl(arcD(cx, cy, r, a0, a1), 'none', {
    stroke: '#ffffff',
    'stroke-width': width,
    'stroke-linecap': 'round',
    opacity,
  });
}
function leafD(len: number, w: number): string {
  return `M0 0C${fmt(len * 0.25)} ${fmt(-w)} ${fmt(len * 0.7)} ${fmt(-w * 0.9)} ${fmt(len)} 0C${fmt(len * 0.7)} ${fmt(w * 0.9)} ${fmt(
    len * 0.25,
  )} ${fmt(w)} 0 0Z`;
}
function leaf(
  x: number,
  y: number,
  len: number,
  w: number,
  rot: number,
  fill: string,
  vein?: string,
): string {
  let inner = pathEl(leafD(len, w), fill);
  if (vein) {
    inner += pathEl(`M${fmt(len * 0.06)} 0Q${fmt(len * 0.5)} ${fmt(w * 0.2)} ${fmt(len * 0.9)} 0`, 'none', {
      stroke: vein,
      'stroke-width': Math.max(0.8, w * 0.14),
      'stroke-linecap': 'round',
      opacity: 0.7,
    });
  }
  return at(x, y, inner, rot);
}
/** A scatter of small herb leaves. */
function herbs(
  r: Rng,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  colors: string[] = ['#3f8f2f', '#5aa83a', '#2f7a2a'],
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = inCircle(r, cx, cy, radius);
    const len = r.range(7, 13);
    out += leaf(x, y, len, len * 0.38, r.range(0, 360), r.pick(colors), '#1f4f18');
  }
  return out;
}
/** A paper cup's half widths at the top and bottom, its height, and its ellipses' radii (and blur). */
interface KetchupCupSize {
  top: number;
  bottom: number;
  height: number;
  shadow: [rx: number, ry: number, blur: number];
  rim: [rx: number, ry: number];
  sauce: [rx: number, ry: number];
}
/** The cups beside the fries: a small one by a burger, a large one by a cone of fries. */
const KETCHUP_CUPS = {
  small: { top: 32, bottom: 26, height: 34, shadow: [34, 8, 3], rim: [32, 9], sauce: [27, 7] },
  large: { top: 50, bottom: 40, height: 40, shadow: [52, 12, 4], rim: [50, 12], sauce: [43, 9] },
} satisfies Record<string, KetchupCupSize>;
/** A paper cup of ketchup standing on `y`. */
function ketchupCup(s: Svg, x: number, y: number, cup: KetchupCupSize): string {
  const rimY = y - cup.height;
  return (
    ellipse(x, y + 2, cup.shadow[0], cup.shadow[1], '#000', { opacity: 0.3, filter: s.blur(cup.shadow[2]) }) +
    pathEl(
      `M${x - cup.top} ${rimY}L${x + cup.top} ${rimY}L${x + cup.bottom} ${y}L${x - cup.bottom} ${y}Z`,
      s.fade('#ffffff', '#d8d8d8', 'across'),
    ) +
    ellipse(x, rimY, cup.rim[0], cup.rim[1], '#f5f5f5') +
    ellipse(
      x,
      rimY,
      cup.sauce[0],
      cup.sauce[1],
      s.rad([
        [0, '#e23a24'],
        [1, '#a8180c'],
      ]),
    )
  );
}

/** A glossy berry with its shadow and highlight. */
function berry(s: Svg, x: number, y: number, color: string): string {
  return (
    circle(x + 1.5, y + 2, 10, '#000', { opacity: 0.25 }) +
    circle(
      x,
      y,
      10,
      s.rad(
        [
          [0, shade(color, 0.35)],
          [1, color],
        ],
        0.35,
        0.35,
      ),
    ) +
    circle(x - 3, y - 3, 2.5, '#ffffff', { opacity: 0.6 })
  );
}

/** A curled shrimp around the origin, with its dashed shell lines. */
function shrimp(radius: number, width: number, color: string): string {
  return (
    pathEl(arcD(0, 0, radius, 30, 320), 'none', {
      stroke: color,
      'stroke-width': width,
      'stroke-linecap': 'round',
    }) +
    pathEl(arcD(0, 0, radius, 40, 310), 'none', {
      stroke: '#fde2d4',
      'stroke-width': 2.5,
      'stroke-dasharray': '4 6',
    })
  );
}
/**
 * The shine on something round and wet of radius R at (x, y): a white ellipse up and to the left
 * (`[left, up, width, height]`, as shares of R), turned `deg`.
 */
const shine = (
  x: number,
  y: number,
  R: number,
  [left, up, rx, ry]: readonly [number, number, number, number],
  opacity: number,
  deg: number,
) =>
  ellipse(x - R * left, y - R * up, R * rx, R * ry, '#ffffff', {
    opacity,
    transform: `rotate(${deg} ${fmt(x)} ${fmt(y)})`,
  });
function specks(
  r: Rng,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  color: string,
  size = 1.4,
  opacity = 0.8,
): string {
  return sprinkle(r, cx, cy, radius, count, (x, y) =>
    circle(x, y, size * r.range(0.6, 1.2), color, { opacity }),
  );
}
/** `count` things drawn at random points of a circle. */
function sprinkle(
  r: Rng,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  draw: (x: number, y: number) => string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = inCircle(r, cx, cy, radius);
    out += draw(x, y);
  }
  return out;
}
/** `count` copies of one piece at random points of a circle, each turned at random. */
const strew = (r: Rng, cx: number, cy: number, radius: number, count: number, piece: string) =>
  sprinkle(r, cx, cy, radius, count, (x, y) => at(x, y, piece, r.range(0, 360)));
/** A sauce drizzled over a dish: a wave of `count` points `step` apart from (x, y), swinging `amp` by `freq` a point. */
function drizzle(
  x: number,
  y: number,
  wave: { count: number; step: number; freq: number; amp: number },
  color: string,
  width: number,
  opacity: number,
): string {
  const pts = Array.from(
    { length: wave.count },
    (_, i) => [x + i * wave.step, y + Math.sin(i * wave.freq) * wave.amp] as Pt,
  );
  return pathEl(smooth(pts, false), 'none', {
    stroke: color,
    'stroke-width': width,
    opacity,
    'stroke-linecap': 'round',
  });
}
/** A toasted bread cube seen from above, centred on the origin, lit from `light` to `dark`, with its shadow. */
function crouton(
  s: Svg,
  size: number,
  rx: number,
  shadowOpacity: number,
  light: string,
  dark: string,
): string {
  return (
    rect(-size / 2 + 2, -size / 2 + 3, size, size, '#000', { opacity: shadowOpacity, rx }) +
    rect(
      -size / 2,
      -size / 2,
      size,
      size,
      s.rad([
        [0, light],
        [1, dark],
      ]),
      { rx },
    )
  );
}
/**
 * Six toppings in sections around a bowl of radius `bowl`, in a random order from a random start:
 * `draw` gets each one's centre, `reach` of the radius out, and its angle.
 */
function aroundBowl<K extends string>(
  r: Rng,
  kinds: readonly K[],
  cx: number,
  cy: number,
  bowl: number,
  reach: number,
  draw: (kind: K, x: number, y: number, angle: number) => void,
): void {
  const sections = r.shuffle(kinds);
  const a0 = r.range(0, 60);
  sections.forEach((kind, i) => {
    const a = rad(a0 + i * 60);
    draw(kind, cx + Math.cos(a) * bowl * reach, cy + Math.sin(a) * bowl * reach, a);
  });
}
function scallions(r: Rng, cx: number, cy: number, radius: number, count: number, size = 5): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = inCircle(r, cx, cy, radius);
    const rr = size * r.range(0.7, 1.2);
    out += circle(x, y, rr, r.chance(0.5) ? '#dff2b0' : '#c9e88f', {
      stroke: r.chance(0.6) ? '#4f9f2a' : '#6dbb3a',
      'stroke-width': rr * 0.45,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Table tops, tableware and cutlery

type TableStyle = 'oak' | 'walnut' | 'pine' | 'linen' | 'slate' | 'marble' | 'gingham' | 'concrete';

function wood(s: Svg, r: Rng, w: number, h: number, base: string, vertical: boolean): string {
  const grain = shade(base, -0.45);
  let out = rect(0, 0, w, h, base);
  const span = vertical ? w : h;
  const along = vertical ? h : w;
  let pos = -r.range(0, 60);
  while (pos < span) {
    const size = r.range(95, 150);
    const c = vary(r, base, 0.07);
    let plank = vertical ? rect(pos, 0, size, h, c) : rect(0, pos, w, size, c);
    const lines = r.int(5, 8);
    for (let i = 0; i < lines; i++) {
      const off = pos + r.range(6, size - 6);
      const amp = r.range(1, 5);
      const wl = r.range(180, 420);
      const ph = r.range(0, TAU);
      const pts: Pt[] = [];
      for (let t = -20; t <= along + 20; t += 24) {
        const o = off + Math.sin((t / wl) * TAU + ph) * amp;
        pts.push(vertical ? [o, t] : [t, o]);
      }
      plank += pathEl(smooth(pts, false), 'none', {
        stroke: grain,
        'stroke-width': r.range(0.8, 2.2),
        opacity: r.range(0.1, 0.22),
      });
    }
    if (r.chance(0.35)) {
      const k = r.range(40, along - 40);
      const o = pos + r.range(25, size - 25);
      const [kx, ky] = vertical ? [o, k] : [k, o];
      for (let i = 3; i >= 1; i--) {
        plank += ellipse(kx, ky, vertical ? 4 * i : 9 * i, vertical ? 9 * i : 4 * i, 'none', {
          stroke: grain,
          'stroke-width': 1.4,
          opacity: 0.18,
        });
      }
      plank += ellipse(kx, ky, vertical ? 3 : 6, vertical ? 6 : 3, grain, { opacity: 0.35 });
    }
    out += plank;
    out += vertical
      ? rect(pos - 1, 0, 2.2, h, shade(base, -0.55), { opacity: 0.55 })
      : rect(0, pos - 1, w, 2.2, shade(base, -0.55), { opacity: 0.55 });
    pos += size;
  }
  return out;
}

interface Blotches {
  count: number;
  rx: [number, number];
  ry: [number, number];
  dark: string;
  opacity: [number, number];
  blur: number;
  tilt?: number;
}

/** The blotches of the stone table tops. */
const STONE: Record<'slate' | 'concrete', Blotches> = {
  slate: {
    count: 14,
    rx: [40, 160],
    ry: [20, 70],
    dark: '#000000',
    opacity: [0.03, 0.07],
    blur: 20,
    tilt: 20,
  },
  concrete: { count: 18, rx: [30, 120], ry: [20, 80], dark: '#5a554d', opacity: [0.04, 0.09], blur: 16 },
};

/**
 * Soft blotches over a w × h surface, as stone and concrete have: `count` blurred ellipses, each white
 * or `dark` at random, turned up to `tilt` degrees either way where given.
 */
function blotches(s: Svg, r: Rng, w: number, h: number, o: Blotches): string {
  let out = '';
  for (let i = 0; i < o.count; i++) {
    out += ellipse(
      r.range(0, w),
      r.range(0, h),
      r.range(...o.rx),
      r.range(...o.ry),
      r.chance(0.5) ? '#ffffff' : o.dark,
      {
        opacity: r.range(...o.opacity),
        filter: s.blur(o.blur),
        ...(o.tilt ? { transform: `rotate(${fmt(r.range(-o.tilt, o.tilt))})` } : {}),
      },
    );
  }
  return out;
}

function table(s: Svg, r: Rng, w: number, h: number, style: TableStyle, accent: string): string {
  let out = '';
  switch (style) {
    case 'oak':
      out = wood(s, r, w, h, r.pick(['#c89a63', '#c1935c', '#cfa46c']), r.chance(0.5));
      break;
    case 'walnut':
      out = wood(s, r, w, h, r.pick(['#6e4a2f', '#7a5234', '#5f3f28']), r.chance(0.5));
      break;
    case 'pine':
      out = wood(s, r, w, h, r.pick(['#e2c194', '#dcb888', '#e6c9a0']), r.chance(0.5));
      break;
    case 'linen': {
      const base = r.pick(['#ece4d6', '#e4ddd0', '#dfe3e1', '#eadfd3', '#e1e6dc']);
      out = rect(0, 0, w, h, base);
      const weave = s.pattern(
        6,
        6,
        rect(0, 0, 6, 2, '#000', { opacity: 0.035 }) + rect(0, 0, 2, 6, '#fff', { opacity: 0.08 }),
      );
      out += rect(0, 0, w, h, weave);
      for (let i = 0; i < 4; i++) {
        const x = r.range(0, w);
        out += pathEl(`M${fmt(x)} -50L${fmt(x + r.range(-200, 200))} ${fmt(h + 50)}`, 'none', {
          stroke: i % 2 ? '#ffffff' : '#6b5a48',
          'stroke-width': r.range(20, 60),
          opacity: i % 2 ? 0.18 : 0.07,
          filter: s.blur(18),
        });
      }
      if (r.chance(0.7)) {
        // A woven stripe, like a tea towel's.
        const y = r.chance(0.5) ? r.range(20, 60) : h - r.range(40, 80);
        out +=
          rect(0, y, w, 10, accent, { opacity: 0.55 }) + rect(0, y + 16, w, 4, accent, { opacity: 0.45 });
      }
      break;
    }
    case 'slate': {
      const base = r.pick(['#3b4047', '#33383e', '#40444a']);
      out = rect(0, 0, w, h, s.fade(shade(base, 0.08), shade(base, -0.1), 'diagonal'));
      out += blotches(s, r, w, h, STONE.slate);
      for (let i = 0; i < 8; i++) {
        const x = r.range(0, w);
        const y = r.range(0, h);
        out += line(
          [
            [x, y],
            [x + r.range(-120, 120), y + r.range(-30, 30)],
          ],
          '#ffffff',
          0.8,
          { opacity: 0.08 },
        );
      }
      break;
    }
    case 'marble': {
      const base = r.pick(['#efece7', '#f1efeb', '#ebe8e3']);
      out = rect(0, 0, w, h, base);
      for (let i = 0; i < 6; i++) {
        const pts: Pt[] = [];
        let x = r.range(-100, w);
        let y = r.range(-50, h * 0.3);
        const dx = r.range(40, 90);
        const dy = r.range(30, 80);
        for (let k = 0; k < 12; k++) {
          pts.push([x, y]);
          x += dx + r.range(-30, 30);
          y += dy + r.range(-40, 40);
        }
        out += pathEl(smooth(pts, false), 'none', {
          stroke: r.pick(['#b8b1a8', '#a9a39b', '#c9c1b5']),
          'stroke-width': r.range(1, 3.5),
          opacity: r.range(0.35, 0.6),
          filter: s.blur(1.2),
        });
      }
      const light: Stop[] = [
        [0, '#ffffff', 0.25],
        [1, '#ffffff', 0],
      ];
      out += wash(s, w, h, light, 0.3, 0.3, 0.8);
      break;
    }
    case 'gingham': {
      const c = r.pick([accent, '#c8373a', '#3b6fb6', '#2f8a57']);
      const size = r.pick([36, 44, 52]);
      const pat = s.pattern(
        size * 2,
        size * 2,
        rect(0, 0, size * 2, size * 2, '#fbf8f2') +
          rect(0, 0, size, size * 2, c, { opacity: 0.42 }) +
          rect(0, 0, size * 2, size, c, { opacity: 0.42 }),
        `rotate(${fmt(r.range(-8, 8))})`,
      );
      out = rect(0, 0, w, h, pat);
      for (let i = 0; i < 3; i++) {
        out += pathEl(`M${fmt(r.range(0, w))} -40l${fmt(r.range(-150, 150))} ${fmt(h + 80)}`, 'none', {
          stroke: '#000',
          'stroke-width': r.range(30, 70),
          opacity: 0.06,
          filter: s.blur(22),
        });
      }
      break;
    }
    case 'concrete': {
      const base = r.pick(['#bdb9b2', '#c4c0b8', '#b3b0ab']);
      out = rect(0, 0, w, h, base);
      out += blotches(s, r, w, h, STONE.concrete);
      break;
    }
  }
  return out;
}
/** A radial light (or shadow) laid over the whole w × h picture. */
function wash(s: Svg, w: number, h: number, stops: Stop[], cx: number, cy: number, r: number): string {
  return rect(0, 0, w, h, s.rad(stops, cx, cy, r));
}
function vignette(s: Svg, w: number, h: number, strength = 0.32): string {
  const stops: Stop[] = [
    [0, '#ffffff', 0.1],
    [0.5, '#ffffff', 0],
    [0.75, '#000000', 0],
    [1, '#000000', strength],
  ];
  return wash(s, w, h, stops, 0.45, 0.42, 0.75);
}

interface PlateStyle {
  base: string;
  edge: string;
  rim?: string;
}
const PLATES: PlateStyle[] = [
  { base: '#fbfaf7', edge: '#e4dfd6' },
  { base: '#f4ecdc', edge: '#dccbaa' },
  { base: '#3b3b3f', edge: '#27272a' },
  { base: '#f8f8f6', edge: '#e0e2e6', rim: '#2f5f9e' },
  { base: '#d9906a', edge: '#b86e48' },
  { base: '#d4dccb', edge: '#b4c1a7' },
  { base: '#f6f3ee', edge: '#ddd6cb', rim: '#b5452f' },
];
function plate(s: Svg, cx: number, cy: number, R: number, p: PlateStyle): string {
  let out = shadow(s, cx, cy, R * 1.0, R * 0.98, 0.32, R * 0.06, R * 0.04, R * 0.07);
  out += circle(
    cx,
    cy,
    R,
    s.rad([
      [0, p.base],
      [0.82, p.base],
      [1, p.edge],
    ]),
  );
  if (p.rim)
    out += circle(cx, cy, R * 0.92, 'none', { stroke: p.rim, 'stroke-width': R * 0.025, opacity: 0.85 });
  out += circle(cx, cy, R * 0.7, 'none', { stroke: p.edge, 'stroke-width': R * 0.03, opacity: 0.55 });
  out += circle(
    cx,
    cy,
    R * 0.69,
    s.rad(
      [
        [0, shade(p.base, 0.03)],
        [0.85, p.base],
        [1, shade(p.edge, -0.05)],
      ],
      0.52,
      0.55,
    ),
  );
  out += gloss(cx, cy, R * 0.86, R * 0.035, luminance(p.base) > 0.5 ? 0.7 : 0.18, 195, 250);
  return out;
}

interface BowlStyle {
  outer: string;
  lip: string;
  inner: string;
  pattern?: string;
}
const BOWLS: BowlStyle[] = [
  { outer: '#f1ede6', lip: '#fbf9f5', inner: '#f3f0ea' },
  { outer: '#232327', lip: '#38383d', inner: '#2b2b30' },
  { outer: '#2c5b8f', lip: '#f6f4ef', inner: '#f1efe9', pattern: '#2c5b8f' },
  { outer: '#b9633a', lip: '#d88a5e', inner: '#c7764c' },
  { outer: '#93bba6', lip: '#c4dccd', inner: '#b3d0bf' },
  { outer: '#a3262a', lip: '#1f1f22', inner: '#2a2326' },
  { outer: '#e7dcc8', lip: '#f4ecdf', inner: '#efe6d6', pattern: '#8a5a3a' },
];
/** A round bowl seen from above; returns the markup and the radius of its inside. */
function bowl(s: Svg, cx: number, cy: number, R: number, b: BowlStyle): { svg: string; inner: number } {
  let out = shadow(s, cx, cy, R * 1.02, R, 0.38, R * 0.07, R * 0.05, R * 0.09);
  out += circle(cx, cy, R, s.rad(shadeStops(b.outer, 0.12, 0.7, -0.25), 0.4, 0.38, 0.65));
  out += circle(cx, cy, R * 0.95, b.lip);
  if (b.pattern) {
    out += circle(cx, cy, R * 0.925, 'none', {
      stroke: b.pattern,
      'stroke-width': R * 0.03,
      'stroke-dasharray': `${fmt(R * 0.05)} ${fmt(R * 0.035)}`,
      opacity: 0.9,
    });
  }
  out += circle(cx, cy, R * 0.89, s.rad(shadeStops(b.inner, 0.05, 0.75, -0.28), 0.55, 0.58));
  out += gloss(cx, cy, R * 0.97, R * 0.03, luminance(b.lip) > 0.5 ? 0.8 : 0.25, 190, 260);
  return { svg: out, inner: R * 0.89 };
}
/** A liquid surface (broth, sauce, soup) inside a bowl. */
function liquid(s: Svg, cx: number, cy: number, R: number, color: string): string {
  return circle(cx, cy, R, s.rad(shadeStops(color, 0.14, 0.7, -0.22), 0.42, 0.4, 0.65));
}
/** Depth: a soft shadow along the inner edge of a bowl, drawn over its contents. */
function innerShade(s: Svg, cx: number, cy: number, R: number, strength = 0.3): string {
  return circle(
    cx,
    cy,
    R,
    s.rad(
      [
        [0.72, '#000', 0],
        [1, '#000', strength],
      ],
      0.56,
      0.6,
      0.55,
    ),
  );
}
function droplets(
  r: Rng,
  cx: number,
  cy: number,
  R: number,
  count: number,
  color: string,
  opacity = 0.5,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = inCircle(r, cx, cy, R);
    const rr = r.range(2, 7);
    out +=
      circle(x, y, rr, color, { opacity }) +
      circle(x - rr * 0.3, y - rr * 0.3, rr * 0.35, '#ffffff', { opacity: 0.5 });
  }
  return out;
}

function chopsticks(
  s: Svg,
  x: number,
  y: number,
  rot: number,
  len: number,
  color: string,
  tip?: string,
): string {
  const body = `M0 -5L${fmt(len)} -2.6Q${fmt(len + 3)} 0 ${fmt(len)} 2.6L0 5Q-3 0 0 -5Z`;
  const band = `M${fmt(len * 0.02)} -5L${fmt(len * 0.3)} -4.2L${fmt(len * 0.3)} 4.2L${fmt(len * 0.02)} 5Z`;
  const fill = s.lin(shadeStops(color, 0.3, 0.5, -0.3));
  const pair = (paint: (d: string, isBand: boolean) => string) =>
    group(paint(body, false) + (tip ? paint(band, true) : ''), { transform: 'translate(0 -9) rotate(1.2)' }) +
    group(paint(body, false) + (tip ? paint(band, true) : ''), { transform: 'translate(0 9) rotate(-1.2)' });
  const shadowed = group(
    pair((d) => pathEl(d, '#1a0f08')),
    { transform: 'translate(6 11)', filter: s.blur(4), opacity: 0.35 },
  );
  return at(x, y, shadowed + pair((d, isBand) => pathEl(d, isBand ? tip! : fill)), rot);
}
function spoon(s: Svg, x: number, y: number, rot: number, scale = 1, metal = '#c9ccd1'): string {
  const d =
    'M0 -24C22 -24 36 -12 36 0C36 12 22 24 0 24C-14 24 -22 12 -22 0C-22 -12 -14 -24 0 -24ZM34 -3L170 -7Q178 0 170 7L34 3Z';
  const fill = s.lin(shadeStops(metal, 0.4, 0.5, -0.35));
  return at(
    x,
    y,
    shadowPath(s, d, 0.3, 5, 5, 8) + pathEl(d, fill) + ellipse(4, -4, 16, 9, '#ffffff', { opacity: 0.35 }),
    rot,
    scale,
  );
}
function fork(s: Svg, x: number, y: number, rot: number, scale = 1, metal = '#c9ccd1'): string {
  const d =
    'M-60 -14L-8 -14Q4 -14 8 -4L14 -3L180 -6Q188 0 180 6L14 3L8 4Q4 14 -8 14L-60 14L-60 8L-14 8L-14 4L-60 4L-60 -4L-14 -4L-14 -8L-60 -8Z';
  const fill = s.lin(shadeStops(metal, 0.4, 0.5, -0.35));
  return at(x, y, shadowPath(s, d, 0.3, 4, 5, 8) + pathEl(d, fill), rot, scale);
}
function knife(
  s: Svg,
  x: number,
  y: number,
  rot: number,
  scale = 1,
  metal = '#c9ccd1',
  handle?: string,
): string {
  const blade = 'M-80 -2Q-70 -14 -20 -12L10 -8L10 6L-78 6Z';
  const grip = 'M10 -8L150 -9Q160 -1 150 8L10 6Z';
  const fill = s.lin(shadeStops(metal, 0.45, 0.5, -0.35));
  const inner =
    shadowPath(s, blade + grip, 0.3, 4, 5, 8) +
    pathEl(blade, fill) +
    pathEl(grip, handle ? s.fade(shade(handle, 0.2), shade(handle, -0.3)) : fill);
  return at(
    x,
    y,
    inner + (handle ? circle(50, -1, 2.5, '#d8d8d8') + circle(110, -1, 2.5, '#d8d8d8') : ''),
    rot,
    scale,
  );
}
function napkin(s: Svg, x: number, y: number, rot: number, w: number, h: number, color: string): string {
  const inner =
    shadowPath(s, `M0 0H${w}V${h}H0Z`, 0.22, 6, 4, 6) +
    rect(0, 0, w, h, s.fade(shade(color, 0.1), shade(color, -0.08), 'diagonal'), { rx: 3 }) +
    line(
      [
        [w * 0.5, 0],
        [w * 0.5, h],
      ],
      shade(color, -0.2),
      1.5,
      { opacity: 0.5 },
    ) +
    rect(w * 0.5, 0, w * 0.5, h, '#000', { opacity: 0.05 }) +
    rect(6, 6, w - 12, h - 12, 'none', {
      stroke: shade(color, -0.25),
      'stroke-width': 1,
      'stroke-dasharray': '3 3',
      opacity: 0.5,
    });
  return at(x, y, inner, rot);
}
/** A little dish of dipping sauce. */
function ramekin(s: Svg, r: Rng, cx: number, cy: number, R: number, sauce: string, cup = '#f5f2ec'): string {
  let out = shadow(s, cx, cy, R, R, 0.32, 6, 4, 7);
  out += circle(cx, cy, R, s.rad(shadeStops(cup, 0.05, 0.8, -0.2)));
  out += circle(cx, cy, R * 0.8, s.rad(shadeStops(sauce, 0.15, 0.75, -0.35), 0.45, 0.45));
  out += shine(cx, cy, R, [0.25, 0.3, 0.28, 0.14], 0.45, -30);
  if (r.chance(0.3)) out += specks(r, cx, cy, R * 0.6, 6, '#2a1a10', 1.2);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Food. Each dish is drawn in a 640×480 frame; top-down dishes sit on a table, side views in a scene.

interface Theme {
  tenant: string;
  color: string;
  initials: string;
  kinds: FoodKind[];
}
interface Dish {
  side: boolean;
  svg: string;
}
type FoodFn = (s: Svg, r: Rng, v: number, t: Theme) => Dish;

const GREENS = ['#4f9a2f', '#63ad3a', '#7fbf45', '#3f8329', '#95c95a', '#5c9e34'];

function eggHalf(s: Svg, x: number, y: number, rot: number, scale = 1, yolk = '#f59a1b'): string {
  const inner =
    ellipse(2, 3, 30, 24, '#000', { opacity: 0.2, filter: s.blur(3) }) +
    ellipse(
      0,
      0,
      30,
      24,
      s.rad([
        [0, '#ffffff'],
        [0.8, '#f7f3ea'],
        [1, '#e6dfd0'],
      ]),
    ) +
    ellipse(-4, 1, 16, 14, s.rad(shadeStops(yolk, 0.25, 0.6, -0.15))) +
    ellipse(-9, -4, 5, 3, '#ffffff', { opacity: 0.5 });
  return at(x, y, inner, rot, scale);
}
function chashu(s: Svg, r: Rng, x: number, y: number, R: number): string {
  const d = blob(r, 0, 0, R, R * 0.9, 10, 0.07);
  return at(
    x,
    y,
    shadowPath(s, d, 0.25, 3, 2, 3) +
      pathEl(d, '#8b4a2b') +
      pathEl(
        blob(r, 0, 0, R * 0.82, R * 0.74, 9, 0.08),
        s.rad([
          [0, '#e7b295'],
          [1, '#c98463'],
        ]),
      ) +
      pathEl(
        `M${fmt(-R * 0.5)} ${fmt(R * 0.1)}C${fmt(-R * 0.3)} ${fmt(-R * 0.5)} ${fmt(R * 0.4)} ${fmt(-R * 0.4)} ${fmt(R * 0.3)} ${fmt(R * 0.2)}`,
        'none',
        {
          stroke: '#f6dcc8',
          'stroke-width': R * 0.12,
          opacity: 0.8,
          'stroke-linecap': 'round',
        },
      ),
    r.range(0, 360),
  );
}
function naruto(x: number, y: number, R: number): string {
  return at(
    x,
    y,
    circle(0, 0, R, '#fbf7f2', { stroke: '#f0c7cf', 'stroke-width': 2.5, 'stroke-dasharray': '3 3' }) +
      pathEl(
        `M0 0C${fmt(R * 0.3)} -4 ${fmt(R * 0.35)} ${fmt(R * 0.4)} 0 ${fmt(R * 0.45)}C${fmt(-R * 0.6)} ${fmt(R * 0.5)} ${fmt(-R * 0.6)} ${fmt(-R * 0.6)} 0 ${fmt(-R * 0.62)}C${fmt(R * 0.7)} ${fmt(-R * 0.65)} ${fmt(R * 0.75)} ${fmt(R * 0.3)} ${fmt(R * 0.45)} ${fmt(R * 0.55)}`,
        'none',
        {
          stroke: '#e0607a',
          'stroke-width': R * 0.16,
          'stroke-linecap': 'round',
        },
      ),
  );
}
function strands(
  r: Rng,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  color: string,
  width: number,
  wave = 5,
): string {
  const dark = shade(color, -0.3);
  let out = '';
  for (let i = 0; i < count; i++) {
    const [x0, y0] = inCircle(r, cx, cy, radius * 0.85);
    const ang = r.range(0, TAU);
    const len = r.range(radius * 0.7, radius * 1.5);
    const amp = r.range(wave * 0.5, wave);
    const wl = r.range(18, 28);
    const ph = r.range(0, TAU);
    const bend = r.range(-0.006, 0.006);
    const pts: Pt[] = [];
    for (let d = -len / 2; d <= len / 2; d += 4) {
      const a = ang + d * bend;
      const off = Math.sin((d / wl) * TAU + ph) * amp;
      pts.push([x0 + Math.cos(a) * d - Math.sin(a) * off, y0 + Math.sin(a) * d + Math.cos(a) * off]);
    }
    const dd = polyD(pts);
    out += pathEl(dd, 'none', {
      stroke: dark,
      'stroke-width': width + 2.4,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
    out += pathEl(dd, 'none', {
      stroke: color,
      'stroke-width': width,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
    out += pathEl(dd, 'none', {
      stroke: shade(color, 0.45),
      'stroke-width': width * 0.3,
      'stroke-linecap': 'round',
      opacity: 0.55,
      transform: `translate(${fmt(-width * 0.2)} ${fmt(-width * 0.2)})`,
    });
  }
  return out;
}
function bokChoy(s: Svg, r: Rng, x: number, y: number, rot: number): string {
  const inner =
    shadowPath(s, leafD(95, 30), 0.22, 3, 2, 3) +
    pathEl(
      leafD(95, 30),
      s.lin(
        [
          [0, '#e9f3cf'],
          [0.45, '#b9dc7a'],
          [0.55, '#4f9a2f'],
          [1, '#2f7424'],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    line(
      [
        [6, 0],
        [88, 0],
      ],
      '#eaf5d2',
      3,
      { opacity: 0.8 },
    ) +
    line(
      [
        [55, 0],
        [75, -14],
      ],
      '#d7ecb0',
      1.5,
      { opacity: 0.6 },
    ) +
    line(
      [
        [55, 0],
        [75, 14],
      ],
      '#d7ecb0',
      1.5,
      { opacity: 0.6 },
    );
  return at(x, y, inner, rot + r.range(-10, 10));
}

const noodles: FoodFn = (s, r, v) => {
  const cx = 300 + r.range(-12, 12);
  const cy = 240 + r.range(-8, 8);
  const R = 185;
  const b = bowl(s, cx, cy, R, nth([BOWLS[1]!, BOWLS[0]!, BOWLS[5]!, BOWLS[2]!, BOWLS[3]!], v));
  const broths = ['#c98a3b', '#ecd9b2', '#cc5428', '#d59c55', '#b9702e'];
  const broth = nth(broths, v);
  const Rb = b.inner * 0.97;
  const clip = s.clip(circle(cx, cy, Rb));
  let inside = liquid(s, cx, cy, Rb, broth);
  inside += droplets(r, cx, cy, Rb * 0.9, 24, shade(broth, 0.35), 0.35);
  const noodleColor = nth(['#f2d584', '#f6e9bf', '#efcf74', '#f3dc97', '#f5e4b0'], v);
  const thick = v % 3 === 2 ? 9 : 6;
  const nx = cx - Rb * 0.18;
  const ny = cy + Rb * 0.15;
  inside += pathEl(
    blob(r, nx, ny, Rb * 0.6, Rb * 0.56, 10, 0.1),
    mix(shade(noodleColor, -0.2), broth, 0.45),
    { filter: s.blur(4) },
  );
  inside += strands(r, nx, ny, Rb * 0.62, thick > 6 ? 30 : 46, noodleColor, thick, 5);
  // Toppings along an arc on the far side of the noodles.
  const toppings = r
    .shuffle(['egg', 'chashu', 'naruto', 'bokchoy', 'menma', 'corn', 'shiitake', 'shrimp'])
    .slice(0, 3);
  if (!toppings.includes('egg') && v % 2 === 1) toppings[0] = 'egg';
  let top = '';
  const a0 = r.range(-100, -40);
  toppings.forEach((kind, i) => {
    const a = rad(a0 + i * 62);
    const x = cx + Math.cos(a) * Rb * 0.55;
    const y = cy + Math.sin(a) * Rb * 0.55;
    const rot = (a * 180) / Math.PI + 90;
    if (kind === 'egg') top += eggHalf(s, x - 22, y, rot, 1.3) + eggHalf(s, x + 26, y + 12, rot + 25, 1.3);
    else if (kind === 'chashu') top += chashu(s, r, x - 18, y + 8, 37) + chashu(s, r, x + 22, y - 10, 37);
    else if (kind === 'naruto') top += naruto(x - 14, y, 23) + naruto(x + 22, y + 18, 23);
    else if (kind === 'bokchoy')
      top += bokChoy(s, r, x - 30, y, rot - 90) + bokChoy(s, r, x - 24, y + 22, rot - 70);
    else if (kind === 'menma') {
      for (let k = 0; k < 6; k++)
        top += rect(x - 30 + k * 10, y - 22 + r.range(-5, 5), 9, 44, '#c99a4f', {
          rx: 2,
          stroke: '#a8793a',
          'stroke-width': 1,
          transform: `rotate(${fmt(rot + r.range(-12, 12))} ${fmt(x)} ${fmt(y)})`,
        });
    } else if (kind === 'corn') {
      for (let k = 0; k < 22; k++) {
        const [px, py] = inCircle(r, x, y, 32);
        top += rect(px - 5, py - 4, 10, 8, '#f7cb35', { rx: 2.5, stroke: '#d9a421', 'stroke-width': 1 });
      }
    } else if (kind === 'shiitake') {
      for (let k = 0; k < 3; k++) {
        const px = x + (k - 1) * 30;
        const py = y + r.range(-8, 8);
        top +=
          circle(
            px,
            py,
            18,
            s.rad([
              [0, '#8a5a36'],
              [1, '#4e2f1a'],
            ]),
          ) +
          line(
            [
              [px - 7, py - 7],
              [px + 7, py + 7],
            ],
            '#e5c9a8',
            2,
          ) +
          line(
            [
              [px - 7, py + 7],
              [px + 7, py - 7],
            ],
            '#e5c9a8',
            2,
          );
      }
    } else {
      for (let k = 0; k < 2; k++) {
        const px = x + (k ? 20 : -16);
        const py = y + (k ? 10 : -6);
        top += at(px, py, shrimp(17, 13, '#f08a62'), r.range(0, 360));
      }
    }
  });
  inside += top;
  inside += scallions(r, cx, cy, Rb * 0.9, 26, 4.5);
  if (v % 2 === 0) inside += specks(r, cx, cy, Rb * 0.8, 40, '#f7efdc', 1.6, 0.9);
  if (broth === '#cc5428') inside += droplets(r, cx, cy, Rb * 0.8, 14, '#b12a12', 0.6);
  inside += innerShade(s, cx, cy, Rb, 0.32);
  let out = b.svg + group(inside, { 'clip-path': clip });
  if (v % 2 === 1) {
    // A sheet of nori leaning on the rim.
    const a = rad(r.range(200, 240));
    const x = cx + Math.cos(a) * Rb * 0.72;
    const y = cy + Math.sin(a) * Rb * 0.72;
    out += at(
      x,
      y,
      rect(-30, -40, 60, 80, '#1c2a20', { rx: 3 }) +
        rect(
          -30,
          -40,
          60,
          80,
          s.lin(
            [
              [0, '#ffffff', 0.1],
              [1, '#000', 0.2],
            ],
            0,
            0,
            1,
            1,
          ),
          { rx: 3 },
        ),
      (a * 180) / Math.PI + 90,
    );
  }
  out += chopsticks(
    s,
    cx + R * 0.75,
    cy + R * 0.35,
    nth([-68, -60, -74], v),
    360,
    nth(['#c8955a', '#2a2a2a', '#a8322a', '#d8b27a'], v),
    nth([undefined, '#b3261e', '#1f1f1f', undefined], v),
  );
  return { side: false, svg: out };
};

function dumpling(
  s: Svg,
  r: Rng,
  x: number,
  y: number,
  rot: number,
  style: 'steamed' | 'crystal' | 'fried',
  scale = 1,
): string {
  const body = 'M-46 6C-48 -16 -24 -30 0 -30C24 -30 48 -16 46 6C40 30 -40 30 -46 6Z';
  const fills = {
    steamed: s.rad(
      [
        [0, '#fffdf8'],
        [0.7, '#f5efe2'],
        [1, '#dccfb6'],
      ],
      0.45,
      0.6,
    ),
    crystal: s.rad(
      [
        [0, '#fbf6ef'],
        [0.6, '#f1e3d6'],
        [1, '#d9c0ae'],
      ],
      0.45,
      0.6,
    ),
    fried: s.rad(
      [
        [0, '#f5e2b8'],
        [0.55, '#e4b468'],
        [1, '#a8692b'],
      ],
      0.45,
      0.55,
    ),
  };
  let inner = shadowPath(s, body, 0.3, 4, 3, 6) + pathEl(body, fills[style]);
  if (style === 'crystal') inner += ellipse(0, 4, 26, 14, '#f29a8a', { opacity: 0.35, filter: s.blur(4) });
  // Pleats along the top seam.
  inner += pathEl('M-40 -6C-24 -22 24 -22 40 -6', 'none', {
    stroke: shade('#d8c6a6', -0.1),
    'stroke-width': 3,
    opacity: 0.6,
    'stroke-linecap': 'round',
  });
  for (let i = 0; i < 7; i++) {
    const px = -30 + i * 10;
    const py = -14 - Math.sin(((i + 0.5) / 7) * Math.PI) * 6;
    inner += pathEl(`M${px} ${fmt(py)}q${fmt(3 + r.range(-1, 1))} 8 ${fmt(-1)} 16`, 'none', {
      stroke: style === 'fried' ? '#8d5622' : '#cbb894',
      'stroke-width': 2,
      'stroke-linecap': 'round',
      opacity: 0.7,
    });
  }
  inner += ellipse(-14, 8, 14, 6, '#ffffff', {
    opacity: style === 'fried' ? 0.25 : 0.55,
    transform: 'rotate(-12)',
  });
  return at(x, y, inner, rot, scale);
}
function shumai(s: Svg, r: Rng, x: number, y: number, scale = 1): string {
  const outer = blob(r, 0, 0, 36, 36, 14, 0.08);
  const inner =
    shadowPath(s, outer, 0.3, 4, 3, 6) +
    pathEl(
      outer,
      s.rad([
        [0, '#fff2b8'],
        [0.8, '#f3d774'],
        [1, '#d9b24a'],
      ]),
    ) +
    pathEl(
      blob(r, 0, 0, 24, 24, 10, 0.1),
      s.rad([
        [0, '#f7b9a0'],
        [1, '#d98068'],
      ]),
    ) +
    specks(r, 0, 0, 18, 10, '#c05f45', 1.6, 0.6) +
    circle(r.range(-3, 3), r.range(-3, 3), 6, '#f06b1c') +
    circle(-1, -2, 2, '#ffd2a8', { opacity: 0.8 });
  return at(x, y, inner, 0, scale);
}
function steamer(s: Svg, cx: number, cy: number, R: number): string {
  let out = shadow(s, cx, cy, R, R, 0.4, 12, 8, 14);
  out += circle(
    cx,
    cy,
    R,
    s.rad([
      [0, '#e6c27f'],
      [0.85, '#d2a55d'],
      [1, '#9c7136'],
    ]),
  );
  for (let i = 0; i < 3; i++)
    out += circle(cx, cy, R - 4 - i * 7, 'none', { stroke: '#a77b3d', 'stroke-width': 1.6, opacity: 0.7 });
  out += circle(cx, cy, R * 0.86, '#e3c489');
  const slats = s.clip(circle(cx, cy, R * 0.86));
  let sl = '';
  for (let x = cx - R; x < cx + R; x += 16) sl += rect(x, cy - R, 3, R * 2, '#b98d4b', { opacity: 0.5 });
  out += group(sl, { 'clip-path': slats });
  out += circle(cx, cy, R * 0.8, '#f4ecd7', { opacity: 0.92 });
  for (let i = 0; i < 20; i++) {
    const a = (i / 20) * TAU;
    out += circle(cx + Math.cos(a) * R * 0.55, cy + Math.sin(a) * R * 0.55, 3, '#d8cbb0');
    if (i % 2) out += circle(cx + Math.cos(a) * R * 0.3, cy + Math.sin(a) * R * 0.3, 3, '#d8cbb0');
  }
  out += gloss(cx, cy, R * 0.96, 4, 0.35, 200, 250);
  return out;
}

const dumplings: FoodFn = (s, r, v) => {
  const cx = 290 + r.range(-10, 10);
  const cy = 235 + r.range(-8, 8);
  const R = 190;
  let out = steamer(s, cx, cy, R);
  const style = nth(['fried', 'steamed', 'crystal', 'shumai'] as const, v);
  const n = style === 'shumai' ? 7 : 6;
  const ring = style === 'shumai' ? 100 : 102;
  const a0 = r.range(0, 60);
  const items: string[] = [];
  for (let i = 0; i < n - 1; i++) {
    const a = rad(a0 + (i * 360) / (n - 1));
    const x = cx + Math.cos(a) * ring;
    const y = cy + Math.sin(a) * ring;
    items.push(
      style === 'shumai'
        ? shumai(s, r, x, y, 1.3)
        : dumpling(s, r, x, y, (a * 180) / Math.PI + 90 + r.range(-15, 15), style, 1.22),
    );
  }
  items.push(
    style === 'shumai' ? shumai(s, r, cx, cy, 1.3) : dumpling(s, r, cx, cy, r.range(-30, 30), style, 1.22),
  );
  out += items.join('');
  if (style === 'fried')
    out += scallions(r, cx, cy, R * 0.7, 14, 3.5) + specks(r, cx, cy, R * 0.7, 30, '#f8f0de', 1.5);
  const sx = cx + R + 62;
  const sy = cy + R * 0.55;
  out += ramekin(s, r, sx, sy, 48, '#3a2010', nth(['#f5f2ec', '#2a2a2e', '#d8e6ef'], v));
  out += droplets(r, sx, sy, 26, 6, '#d9421b', 0.8);
  out += chopsticks(
    s,
    cx + R + 40,
    cy - R * 0.2,
    -100 + r.range(-8, 8),
    300,
    nth(['#2a2a2a', '#c8955a', '#a8322a'], v),
    nth(['#b3261e', undefined, '#1f1f1f'], v),
  );
  return { side: false, svg: out };
};

const SOUPS = [
  { name: 'tomato', color: '#cf4a2a', garnish: 'cream' },
  { name: 'pumpkin', color: '#e88a2c', garnish: 'seeds' },
  { name: 'pea', color: '#8ab83e', garnish: 'cream' },
  { name: 'mushroom', color: '#c7a77c', garnish: 'herbs' },
  { name: 'chicken', color: '#e7c05a', garnish: 'veg' },
  { name: 'miso', color: '#c99556', garnish: 'tofu' },
  { name: 'hotsour', color: '#a8562a', garnish: 'egg' },
];
const soup: FoodFn = (s, r, v, t) => {
  const cx = 300 + r.range(-10, 10);
  const cy = 240 + r.range(-8, 8);
  const R = 170;
  const asian = t.kinds.includes('noodles');
  const list = asian
    ? [SOUPS[5]!, SOUPS[6]!, SOUPS[4]!]
    : [SOUPS[0]!, SOUPS[1]!, SOUPS[3]!, SOUPS[2]!, SOUPS[4]!];
  const sp = nth(list, v - 1);
  const b = bowl(
    s,
    cx,
    cy,
    R,
    nth(asian ? [BOWLS[1]!, BOWLS[6]!, BOWLS[0]!] : [BOWLS[0]!, BOWLS[3]!, BOWLS[4]!, BOWLS[6]!], v),
  );
  const Rb = b.inner * 0.96;
  let inside = liquid(s, cx, cy, Rb, sp.color);
  if (sp.garnish === 'cream') {
    const pts: Pt[] = [];
    for (let a = 0; a < 3.2 * TAU; a += 0.35) pts.push([cx + Math.cos(a) * a * 6, cy + Math.sin(a) * a * 6]);
    inside += pathEl(smooth(pts, false), 'none', {
      stroke: '#fbf4e6',
      'stroke-width': 6,
      'stroke-linecap': 'round',
      opacity: 0.9,
    });
    inside += herbs(r, cx, cy, 40, 10);
    for (let i = 0; i < 9; i++) {
      const [x, y] = inCircle(r, cx, cy, Rb * 0.75);
      if (Math.hypot(x - cx, y - cy) < 70) continue;
      const size = r.range(11, 16);
      inside += at(x, y, crouton(s, size, 3, 0.2, '#f1cf8a', '#c98d3f'), r.range(0, 90));
    }
    inside += specks(r, cx, cy, Rb * 0.8, 30, '#3a2a1a', 1.2);
  } else if (sp.garnish === 'seeds') {
    inside += pathEl(
      `M${fmt(cx - 70)} ${fmt(cy - 10)}C${fmt(cx - 20)} ${fmt(cy - 60)} ${fmt(cx + 20)} ${fmt(cy + 40)} ${fmt(cx + 80)} ${fmt(cy - 10)}`,
      'none',
      { stroke: '#fbf1e0', 'stroke-width': 7, 'stroke-linecap': 'round', opacity: 0.85 },
    );
    for (let i = 0; i < 16; i++) {
      const [x, y] = inCircle(r, cx + 10, cy + 20, 60);
      inside += ellipse(x, y, 7, 3.5, '#5f8a3a', {
        stroke: '#3d6224',
        'stroke-width': 1,
        transform: `rotate(${fmt(r.range(0, 180))} ${fmt(x)} ${fmt(y)})`,
      });
    }
    inside +=
      droplets(r, cx, cy, Rb * 0.7, 8, '#6b8a1e', 0.5) + specks(r, cx, cy, Rb * 0.8, 30, '#5a2a10', 1.3);
  } else if (sp.garnish === 'herbs') {
    inside += droplets(r, cx, cy, Rb * 0.8, 10, '#8a6a2a', 0.35);
    for (let i = 0; i < 6; i++) {
      const [x, y] = inCircle(r, cx, cy, Rb * 0.6);
      inside += at(
        x,
        y,
        pathEl('M-16 0A16 16 0 0 1 16 0L5 0L5 10L-5 10L-5 0Z', '#a07a52', {
          stroke: '#6e4c2e',
          'stroke-width': 1.5,
        }) + pathEl('M-12 -2A12 12 0 0 1 12 -2', 'none', { stroke: '#d8c1a0', 'stroke-width': 2 }),
        r.range(0, 360),
      );
    }
    inside += herbs(r, cx, cy, Rb * 0.6, 26) + specks(r, cx, cy, Rb * 0.8, 30, '#2a1a10', 1.2);
  } else if (sp.garnish === 'veg') {
    inside += droplets(r, cx, cy, Rb * 0.8, 20, '#f3d884', 0.5);
    inside += strands(r, cx, cy, Rb * 0.7, 10, '#f4e3b0', 4, 2);
    for (let i = 0; i < 12; i++) {
      const [x, y] = inCircle(r, cx, cy, Rb * 0.8);
      inside +=
        circle(x, y, 10, '#ee8a2a', { stroke: '#d86f17', 'stroke-width': 2 }) + circle(x, y, 4, '#f6b25c');
    }
    for (let i = 0; i < 10; i++) {
      const [x, y] = inCircle(r, cx, cy, Rb * 0.8);
      inside += at(
        x,
        y,
        pathEl('M-9 -4Q0 -9 9 -4L8 4Q0 0 -8 4Z', '#9cc75a', { stroke: '#6fa03a', 'stroke-width': 1.5 }),
        r.range(0, 360),
      );
    }
    for (let i = 0; i < 8; i++) {
      const [x, y] = inCircle(r, cx, cy, Rb * 0.7);
      inside += pathEl(blob(r, x, y, 13, 10, 7, 0.2), '#f3e6cc', { stroke: '#d8c39b', 'stroke-width': 1.5 });
    }
    inside += herbs(r, cx, cy, Rb * 0.7, 12);
  } else if (sp.garnish === 'tofu') {
    inside += droplets(r, cx, cy, Rb * 0.8, 16, '#e3b77a', 0.5);
    for (let i = 0; i < 10; i++) {
      const [x, y] = inCircle(r, cx, cy, Rb * 0.7);
      inside += at(
        x,
        y,
        rect(-10, -8, 22, 22, '#000', { opacity: 0.15, rx: 3 }) +
          rect(-11, -11, 22, 22, s.fade('#fffdf6', '#ede3cd', 'diagonal'), { rx: 3 }),
        r.range(0, 90),
      );
    }
    for (let i = 0; i < 7; i++) {
      const [x, y] = inCircle(r, cx, cy, Rb * 0.75);
      inside += pathEl(blob(r, x, y, 16, 9, 8, 0.3, r.range(0, 180)), '#1f3a22', { opacity: 0.9 });
    }
    inside += scallions(r, cx, cy, Rb * 0.8, 24, 4.5);
  } else {
    inside += droplets(r, cx, cy, Rb * 0.8, 16, '#8a3a12', 0.5);
    for (let i = 0; i < 9; i++) {
      const [x, y] = inCircle(r, cx, cy, Rb * 0.7);
      inside += pathEl(blob(r, x, y, 18, 8, 8, 0.35, r.range(0, 180)), '#f6d56a', { opacity: 0.9 });
    }
    for (let i = 0; i < 12; i++) {
      const [x, y] = inCircle(r, cx, cy, Rb * 0.75);
      inside += rect(x, y, 26, 4, '#6e4426', {
        transform: `rotate(${fmt(r.range(0, 180))} ${fmt(x)} ${fmt(y)})`,
        rx: 2,
      });
    }
    inside += scallions(r, cx, cy, Rb * 0.8, 20, 4) + droplets(r, cx, cy, Rb * 0.8, 10, '#c8241a', 0.7);
  }
  inside += innerShade(s, cx, cy, Rb);
  let out = b.svg + group(inside, { 'clip-path': s.clip(circle(cx, cy, Rb)) });
  if (asian) out += chopsticks(s, cx + R + 20, cy - 60, -95, 290, '#c8955a');
  else out += spoon(s, cx + R + 30, cy + 40, -80 + r.range(-10, 10), 1, '#c9ccd1');
  if (!asian && v % 2 === 1) out += bread(s, r, cx - R - 10, cy + R * 0.6);
  return { side: false, svg: out };
};
function bread(s: Svg, r: Rng, x: number, y: number): string {
  let out = '';
  for (let i = 0; i < 2; i++) {
    const d = blob(r, 0, 0, 42, 30, 9, 0.08);
    out += at(
      x + i * 30,
      y + i * 26,
      shadowPath(s, d, 0.3, 5, 4, 7) +
        pathEl(d, '#b87434') +
        pathEl(
          blob(r, 0, 0, 35, 23, 9, 0.08),
          s.rad([
            [0, '#f6e2b8'],
            [1, '#e3c58d'],
          ]),
        ) +
        specks(r, 0, 0, 25, 18, '#c8a065', 1.5, 0.6),
      r.range(-30, 30),
    );
  }
  return out;
}

function tomatoHalf(s: Svg, r: Rng, x: number, y: number, R: number): string {
  const inner =
    circle(1.5, 2.5, R, '#000', { opacity: 0.22, filter: s.blur(2) }) +
    circle(
      0,
      0,
      R,
      s.rad([
        [0, '#f26a4f'],
        [1, '#c8261b'],
      ]),
    ) +
    circle(0, 0, R * 0.72, '#f5765c') +
    [0, 120, 240]
      .map((a) =>
        ellipse(Math.cos(rad(a)) * R * 0.36, Math.sin(rad(a)) * R * 0.36, R * 0.22, R * 0.3, '#f9b48f', {
          transform: `rotate(${a + 90} ${fmt(Math.cos(rad(a)) * R * 0.36)} ${fmt(Math.sin(rad(a)) * R * 0.36)})`,
        }),
      )
      .join('') +
    circle(0, 0, R * 0.14, '#e04a36');
  return at(x, y, inner, r.range(0, 120));
}
function cherryTomato(s: Svg, x: number, y: number, R: number): string {
  return (
    circle(x + 2, y + 3, R, '#000', { opacity: 0.25, filter: s.blur(2.5) }) +
    circle(
      x,
      y,
      R,
      s.rad(
        [
          [0, '#ff7a5c'],
          [0.7, '#e0321f'],
          [1, '#a81c12'],
        ],
        0.4,
        0.4,
      ),
    ) +
    shine(x, y, R, [0.35, 0.4, 0.3, 0.18], 0.6, -35) +
    pathEl(`M${fmt(x)} ${fmt(y - R * 0.2)}l-5 -4m5 4l5 -4m-5 4l0 -6m0 6l-4 4m4 -4l4 4`, 'none', {
      stroke: '#3f7d2a',
      'stroke-width': 2,
      'stroke-linecap': 'round',
      transform: `translate(0 ${fmt(R * 0.2)})`,
    })
  );
}
function cucumber(s: Svg, x: number, y: number, R: number): string {
  let inner =
    circle(1.5, 2.5, R, '#000', { opacity: 0.2, filter: s.blur(2) }) +
    circle(0, 0, R, '#3f7a2a') +
    circle(0, 0, R * 0.86, '#cfe7a3') +
    circle(0, 0, R * 0.5, '#e6f2c8');
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * TAU;
    inner += ellipse(Math.cos(a) * R * 0.3, Math.sin(a) * R * 0.3, 2.2, 3.5, '#f7fbe9', {
      transform: `rotate(${fmt((a * 180) / Math.PI + 90)} ${fmt(Math.cos(a) * R * 0.3)} ${fmt(Math.sin(a) * R * 0.3)})`,
    });
  }
  return at(x, y, inner);
}
function olive(x: number, y: number, R: number, color = '#2b2230'): string {
  return (
    circle(x, y, R, color) +
    circle(x, y, R * 0.35, shade(color, -0.5)) +
    ellipse(x - R * 0.4, y - R * 0.4, R * 0.25, R * 0.15, '#ffffff', { opacity: 0.4 })
  );
}
function leafPile(
  s: Svg,
  r: Rng,
  cx: number,
  cy: number,
  R: number,
  count: number,
  palette: string[],
): string {
  let out = circle(cx, cy, R, shade(palette[0]!, -0.35));
  for (let i = 0; i < count; i++) {
    const [x, y] = inCircle(r, cx, cy, R * 0.95);
    const len = r.range(60, 95);
    const w = len * r.range(0.38, 0.5);
    const c = r.pick(palette);
    const d = leafD(len, w);
    const rot = r.range(0, 360);
    out += at(
      x,
      y,
      pathEl(d, '#0d2a08', { opacity: 0.25, transform: 'translate(3 4)', filter: s.blur(3) }) +
        pathEl(d, s.fade(shade(c, 0.25), shade(c, -0.15), 'across')) +
        pathEl(d, 'none', {
          stroke: shade(c, 0.35),
          'stroke-width': 2,
          'stroke-dasharray': '5 4',
          opacity: 0.5,
        }) +
        pathEl(`M4 0Q${fmt(len / 2)} ${fmt(w * 0.15)} ${fmt(len * 0.92)} 0`, 'none', {
          stroke: shade(c, 0.5),
          'stroke-width': 2.5,
          opacity: 0.8,
          'stroke-linecap': 'round',
        }),
      rot,
    );
  }
  return out;
}

const salad: FoodFn = (s, r, v, t) => {
  const cx = 300 + r.range(-10, 10);
  const cy = 240 + r.range(-8, 8);
  const R = 185;
  const style = nth(t.kinds.includes('noodles') ? ['asian', 'garden'] : ['greek', 'caesar', 'garden'], v - 1);
  const b = bowl(
    s,
    cx,
    cy,
    R,
    nth(
      [BOWLS[0]!, { outer: '#9a6335', lip: '#b87a45', inner: '#a86e3c' }, BOWLS[4]!, BOWLS[6]!],
      v + hash(t.tenant),
    ),
  );
  const Rb = b.inner * 0.98;
  const palette =
    style === 'caesar'
      ? ['#7fb744', '#9ccb5a', '#6aa83a', '#b4d874']
      : style === 'greek'
        ? GREENS
        : [...GREENS, '#7a2748', '#8f3357'];
  let inside = leafPile(s, r, cx, cy, Rb, 48, palette);
  const avoid: Pt[] = [];
  const place = (n: number, minD: number) => {
    const pts = scatter(r, cx, cy, Rb * 0.75, n, minD, avoid);
    avoid.push(...pts);
    return pts;
  };
  if (style === 'greek') {
    for (const [x, y] of place(6, 40)) inside += tomatoHalf(s, r, x, y, 20);
    for (const [x, y] of place(6, 36)) inside += cucumber(s, x, y, 20);
    for (const [x, y] of place(7, 26)) inside += olive(x, y, 9);
    for (const [x, y] of place(6, 26))
      inside += at(
        x,
        y,
        rect(-12, -10, 24, 24, '#000', { opacity: 0.18, rx: 3 }) +
          rect(-13, -13, 26, 24, s.fade('#ffffff', '#ece6d8', 'diagonal'), { rx: 3 }) +
          specks(r, 0, 0, 10, 4, '#d5ccb8', 1.2),
        r.range(0, 90),
      );
    for (let i = 0; i < 5; i++) {
      const [x, y] = inCircle(r, cx, cy, Rb * 0.7);
      inside += pathEl(arcD(x, y, r.range(14, 22), r.range(0, 90), r.range(200, 300)), 'none', {
        stroke: '#9a3a7a',
        'stroke-width': 3.5,
        'stroke-linecap': 'round',
        opacity: 0.9,
      });
    }
    inside += specks(r, cx, cy, Rb * 0.8, 30, '#5a6a2a', 1.5);
  } else if (style === 'caesar') {
    for (const [x, y] of place(10, 32)) {
      const sz = r.range(16, 22);
      inside += at(
        x,
        y,
        crouton(s, sz, 4, 0.22, '#f4d58f', '#c58a3a') + specks(r, 0, 0, sz * 0.35, 4, '#8a5a1f', 1),
        r.range(0, 90),
      );
    }
    for (let i = 0; i < 12; i++) {
      const [x, y] = inCircle(r, cx, cy, Rb * 0.75);
      inside += pathEl(blob(r, x, y, r.range(12, 20), r.range(5, 8), 6, 0.2, r.range(0, 180)), '#f6edcf', {
        stroke: '#e0d3a8',
        'stroke-width': 1,
      });
    }
    inside += drizzle(cx - 110, cy - 30, { count: 9, step: 28, freq: 1.3, amp: 40 }, '#f7f0dc', 6, 0.85);
    inside += specks(r, cx, cy, Rb * 0.8, 40, '#2a2218', 1.3);
  } else if (style === 'asian') {
    for (let i = 0; i < 26; i++) {
      const [x, y] = inCircle(r, cx, cy, Rb * 0.7);
      inside += line(
        [
          [x, y],
          [x + r.range(-30, 30), y + r.range(-30, 30)],
        ],
        '#f08a2a',
        4,
      );
    }
    for (const [x, y] of place(9, 28))
      inside += at(
        x,
        y,
        ellipse(0, 0, 12, 8, '#7cc04a', { stroke: '#4f8f2a', 'stroke-width': 1.5 }) +
          ellipse(-3, -2, 4, 2.5, '#c4e89a', { opacity: 0.7 }),
        r.range(0, 180),
      );
    for (const [x, y] of place(6, 34))
      inside += at(
        x,
        y,
        pathEl('M-16 4C-14 -12 14 -12 16 4Q0 10 -16 4Z', s.fade('#ffb347', '#f28a1a'), {
          stroke: '#e07a12',
          'stroke-width': 1,
        }),
        r.range(0, 360),
      );
    inside +=
      specks(r, cx, cy, Rb * 0.8, 50, '#f8f1dc', 1.7, 0.95) + specks(r, cx, cy, Rb * 0.8, 20, '#222', 1.4);
  } else {
    for (const [x, y] of place(8, 38)) inside += cherryTomato(s, x, y, 15);
    for (const [x, y] of place(5, 36)) inside += cucumber(s, x, y, 19);
    for (let i = 0; i < 3; i++) {
      const [x, y] = place(1, 50)[0] ?? [cx, cy];
      inside += at(
        x,
        y,
        pathEl(
          'M-34 0C-30 -18 30 -18 34 0C24 8 -24 8 -34 0Z',
          s.lin([
            [0, '#e6eb9a'],
            [0.6, '#b5cf4f'],
            [1, '#3f6a22'],
          ]),
        ),
        r.range(0, 360),
      );
    }
    for (let i = 0; i < 30; i++) {
      const [x, y] = inCircle(r, cx, cy, Rb * 0.7);
      inside += circle(x, y, 4, '#f6c531', { stroke: '#dba41a', 'stroke-width': 1 });
    }
    inside += specks(r, cx, cy, Rb * 0.8, 30, '#3a2a1a', 1.3);
  }
  inside += innerShade(s, cx, cy, Rb, 0.3);
  let out = b.svg + group(inside, { 'clip-path': s.clip(circle(cx, cy, Rb)) });
  out += fork(s, cx + R + 40, cy + 20, -88 + r.range(-6, 6), 1);
  return { side: false, svg: out };
};

const pizza: FoodFn = (s, r, v) => {
  const cx = 310 + r.range(-10, 10);
  const cy = 240 + r.range(-6, 6);
  const R = 168;
  const board = nth(['wood', 'slate', 'tray'] as const, v);
  let out = '';
  if (board === 'wood') {
    out +=
      shadow(s, cx, cy, R + 30, R + 30, 0.38, 12, 8, 14) +
      rect(cx - 300, cy - 22, 120, 44, '#a8743f', { rx: 22 });
    out += circle(
      cx,
      cy,
      R + 30,
      s.rad([
        [0, '#d6a86b'],
        [0.9, '#c4925a'],
        [1, '#9c6c3a'],
      ]),
    );
    for (let i = 1; i < 5; i++)
      out += circle(cx, cy, R + 30 - i * 12, 'none', { stroke: '#8a5a2a', 'stroke-width': 1, opacity: 0.2 });
  } else if (board === 'slate') {
    out +=
      shadow(s, cx, cy, R + 28, R + 28, 0.4, 12) +
      circle(cx, cy, R + 28, '#2f3338') +
      circle(cx, cy, R + 22, 'none', { stroke: '#4a4f55', 'stroke-width': 2 });
  } else {
    out +=
      shadow(s, cx, cy, R + 26, R + 26, 0.4, 12) +
      circle(
        cx,
        cy,
        R + 26,
        s.rad([
          [0, '#d8dadc'],
          [0.95, '#b8bbbf'],
          [1, '#8a8d91'],
        ]),
      ) +
      circle(cx, cy, R + 20, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.6 });
  }
  const type = nth(['pepperoni', 'margherita', 'veggie'], v - 1);
  let p = circle(
    0,
    0,
    R,
    s.rad([
      [0, '#f4cf88'],
      [0.82, '#e3a95e'],
      [0.93, '#c97d35'],
      [1, '#a55e24'],
    ]),
  );
  for (let i = 0; i < 26; i++) {
    const a = r.range(0, TAU);
    p += ellipse(Math.cos(a) * R * 0.93, Math.sin(a) * R * 0.93, r.range(5, 12), r.range(3, 6), '#7a3d14', {
      opacity: r.range(0.2, 0.45),
      transform: `rotate(${fmt((a * 180) / Math.PI + 90)} ${fmt(Math.cos(a) * R * 0.93)} ${fmt(Math.sin(a) * R * 0.93)})`,
    });
  }
  p += circle(
    0,
    0,
    R * 0.85,
    s.rad([
      [0, '#d8452c'],
      [1, '#b52d1c'],
    ]),
  );
  if (type === 'margherita') {
    for (const [x, y] of scatter(r, 0, 0, R * 0.62, 8, 52))
      p += pathEl(
        blob(r, x, y, 26, 24, 8, 0.15),
        s.rad([
          [0, '#fffdf4'],
          [0.8, '#f8edd0'],
          [1, '#e8cf94'],
        ]),
      );
    for (const [x, y] of scatter(r, 0, 0, R * 0.7, 8, 30))
      p += leaf(x, y, 30, 12, r.range(0, 360), r.pick(['#2f8a2f', '#3a9a36']), '#1f5a1a');
    p += droplets(r, 0, 0, R * 0.7, 12, '#9aa822', 0.35);
  } else {
    p += pathEl(
      blob(r, 0, 0, R * 0.82, R * 0.82, 14, 0.05),
      s.rad([
        [0, '#fbe6a2'],
        [0.85, '#f3cf6c'],
        [1, '#e2ad48'],
      ]),
    );
    for (let i = 0; i < 24; i++) {
      const [x, y] = inCircle(r, 0, 0, R * 0.75);
      p += ellipse(x, y, r.range(5, 14), r.range(4, 9), '#d88a2e', {
        opacity: r.range(0.25, 0.5),
        filter: s.blur(2),
      });
    }
    if (type === 'pepperoni') {
      for (const [x, y] of scatter(r, 0, 0, R * 0.68, 14, 40)) {
        p +=
          circle(x + 1.5, y + 2.5, 17, '#5a1a0a', { opacity: 0.3, filter: s.blur(2) }) +
          circle(
            x,
            y,
            17,
            s.rad([
              [0, '#c8402a'],
              [0.8, '#a8281a'],
              [1, '#7a1a10'],
            ]),
          ) +
          specks(r, x, y, 11, 5, '#e07a5a', 1.6, 0.7);
      }
      p += herbs(r, 0, 0, R * 0.7, 16);
    } else {
      for (const [x, y] of scatter(r, 0, 0, R * 0.7, 10, 34))
        p += at(
          x,
          y,
          pathEl('M-14 0A14 12 0 0 1 14 0L5 0L5 12L-5 12L-5 0Z', '#c9a77f', {
            stroke: '#8a6a45',
            'stroke-width': 2,
          }),
          r.range(0, 360),
        );
      for (let i = 0; i < 12; i++) {
        const [x, y] = inCircle(r, 0, 0, R * 0.72);
        p += pathEl(arcD(x, y, 16, r.range(0, 180), r.range(220, 300)), 'none', {
          stroke: r.pick(['#3f9a2f', '#e0402a', '#f2b41c']),
          'stroke-width': 5,
          'stroke-linecap': 'round',
        });
      }
      for (const [x, y] of scatter(r, 0, 0, R * 0.7, 10, 24)) p += olive(x, y, 8);
      p += herbs(r, 0, 0, R * 0.7, 10);
    }
  }
  const cuts = r.range(0, 45);
  for (let i = 0; i < 8; i++) {
    const a = rad(cuts + i * 45);
    p += line(
      [
        [Math.cos(a) * 6, Math.sin(a) * 6],
        [Math.cos(a) * R, Math.sin(a) * R],
      ],
      '#8a3a14',
      2,
      { opacity: 0.35 },
    );
  }
  const id = s.symbol(p);
  const w0 = cuts + 45 * r.int(0, 7);
  const mid = rad(w0 + 22.5);
  const dx = Math.cos(mid) * 44;
  const dy = Math.sin(mid) * 44;
  const rest = s.clip(pathEl(`${wedgeD(0, 0, R + 2, w0 + 45, w0 + 360)}`, '#000'));
  const slice = s.clip(pathEl(wedgeD(0, 0, R + 2, w0, w0 + 45), '#000'));
  out += at(cx, cy, use(id, { 'clip-path': rest }));
  let strings = '';
  for (let i = 0; i < 3; i++) {
    const a = rad(w0 + (i % 2 ? 45 : 0) + (i % 2 ? -3 : 3));
    const d = R * (0.3 + i * 0.18);
    const x = Math.cos(a) * d;
    const y = Math.sin(a) * d;
    strings += pathEl(
      `M${fmt(x)} ${fmt(y)}q${fmt(dx / 2 + dy * 0.15)} ${fmt(dy / 2 - dx * 0.15)} ${fmt(dx)} ${fmt(dy)}`,
      'none',
      { stroke: '#fbe9b0', 'stroke-width': 2.2, opacity: 0.85, 'stroke-linecap': 'round' },
    );
  }
  out += at(
    cx,
    cy,
    shadowPath(s, wedgeD(dx, dy, R, w0, w0 + 45), 0.35, 6, 5, 8) +
      use(id, { 'clip-path': slice, transform: `translate(${fmt(dx)} ${fmt(dy)})` }) +
      strings,
  );
  return { side: false, svg: out };
};

function riceMound(
  s: Svg,
  r: Rng,
  cx: number,
  cy: number,
  R: number,
  tint = '#fbf8f1',
  grains = 120,
): string {
  let out = pathEl(
    blob(r, cx, cy, R, R * 0.92, 12, 0.06),
    s.rad(shadeStops(tint, 0.4, 0.8, -0.12), 0.42, 0.4),
  );
  for (let i = 0; i < grains; i++) {
    const [x, y] = inCircle(r, cx, cy, R * 0.92);
    out += ellipse(x, y, 4.5, 2.2, shade(tint, 0.5), {
      stroke: shade(tint, -0.15),
      'stroke-width': 0.8,
      transform: `rotate(${fmt(r.range(0, 180))} ${fmt(x)} ${fmt(y)})`,
    });
  }
  return out;
}

const CURRIES = [
  { sauce: '#d8802e', chunks: ['#f1d19a', '#e9b44c', '#ee8a2a'], cream: true },
  { sauce: '#a9b84c', chunks: ['#f3e2c2', '#6d9e34', '#e0412a'], cream: false },
  { sauce: '#c8461e', chunks: ['#f1d19a', '#f0c55a', '#e0412a'], cream: true },
  { sauce: '#8a5a2a', chunks: ['#e8c58a', '#f0cf6a', '#ee8a2a'], cream: false },
];
const curry: FoodFn = (s, r, v) => {
  const c = nth(CURRIES, v - 1);
  const cx = 425 + r.range(-6, 6);
  const cy = 240 + r.range(-8, 8);
  const R = 158;
  let out = plate(s, 195, 250, 150, nth(PLATES, v + 1)) + riceMound(s, r, 175, 250, 95, '#fbf8f1', 130);
  if (v % 2 === 1) out += specks(r, 175, 250, 60, 10, '#2a2a2a', 1.5);
  else
    out +=
      leaf(150, 215, 34, 12, -30, '#3a8a2a', '#1f5a1a') + leaf(150, 215, 30, 11, 30, '#4a9a36', '#1f5a1a');
  const b = bowl(s, cx, cy, R, nth([BOWLS[1]!, BOWLS[6]!, BOWLS[3]!, BOWLS[0]!], v));
  const Rb = b.inner * 0.97;
  let inside = liquid(s, cx, cy, Rb, c.sauce);
  inside += droplets(r, cx, cy, Rb * 0.85, 14, shade(c.sauce, 0.3), 0.45);
  for (const [x, y] of scatter(r, cx, cy, Rb * 0.7, 9, 44)) {
    const col = r.pick(c.chunks);
    const d = blob(r, x, y, r.range(20, 27), r.range(17, 22), 7, 0.18, r.range(0, 180));
    inside +=
      pathEl(d, shade(c.sauce, -0.35), { opacity: 0.4, transform: 'translate(2 3)', filter: s.blur(2) }) +
      pathEl(
        d,
        s.rad(
          [
            [0, shade(col, 0.25)],
            [0.7, col],
            [1, mix(col, c.sauce, 0.5)],
          ],
          0.4,
          0.4,
        ),
      ) +
      pathEl(d, 'none', { stroke: shade(c.sauce, -0.3), 'stroke-width': 1.2, opacity: 0.5 });
  }
  if (c.cream)
    inside += pathEl(
      smooth(
        Array.from(
          { length: 16 },
          (_, i) => [cx + Math.cos(i * 0.8) * (8 + i * 3.5), cy + Math.sin(i * 0.8) * (8 + i * 3.5)] as Pt,
        ),
        false,
      ),
      'none',
      { stroke: '#fbf4e6', 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.85 },
    );
  inside += herbs(r, cx, cy, Rb * 0.7, 22);
  for (let i = 0; i < 6; i++) {
    const [x, y] = inCircle(r, cx, cy, Rb * 0.7);
    inside += circle(x, y, 5, '#f7d8c8', { stroke: '#d8231a', 'stroke-width': 3 });
  }
  inside += innerShade(s, cx, cy, Rb, 0.32);
  out += b.svg + group(inside, { 'clip-path': s.clip(circle(cx, cy, Rb)) });
  out += spoon(s, cx + R - 10, cy + R - 10, -40 + r.range(-8, 8), 0.85);
  return { side: false, svg: out };
};

/** Bibimbap's chopped toppings: pieces of this size in these colours, with this edge. */
const CHOPPED = {
  beef: { rx: 20, ry: 9, colors: ['#7a4024', '#6b3a22', '#8a4a2a'], edge: '#3a1a0a' },
  kimchi: { rx: 16, ry: 10, colors: ['#e0502a', '#ec6a3a', '#f3d9b0'], edge: '#a8240f' },
};

const rice: FoodFn = (s, r, v) => {
  const cx = 310 + r.range(-10, 10);
  const cy = 240 + r.range(-8, 8);
  const type = nth(['fried', 'bibimbap', 'poke', 'chicken'], v - 1);
  let out = '';
  if (type === 'fried') {
    out += plate(s, cx, cy, 200, nth(PLATES, v + 2));
    out += riceMound(s, r, cx, cy, 130, '#f0d48a', 160);
    for (let i = 0; i < 30; i++) {
      const [x, y] = inCircle(r, cx, cy, 118);
      out += circle(
        x,
        y,
        5.5,
        s.rad([
          [0, '#9ad45a'],
          [1, '#4f9a2a'],
        ]),
      );
    }
    for (let i = 0; i < 24; i++) {
      const [x, y] = inCircle(r, cx, cy, 118);
      out += rect(x - 5, y - 5, 10, 10, '#f08a2a', {
        rx: 2,
        transform: `rotate(${fmt(r.range(0, 90))} ${fmt(x)} ${fmt(y)})`,
      });
    }
    for (let i = 0; i < 12; i++) {
      const [x, y] = inCircle(r, cx, cy, 110);
      out += pathEl(blob(r, x, y, 12, 8, 6, 0.3), '#f9dc5c', { stroke: '#eab92a', 'stroke-width': 1 });
    }
    for (const [x, y] of scatter(r, cx, cy, 90, 5, 50)) {
      out += at(x, y, shrimp(15, 12, '#f28a62'), r.range(0, 360));
    }
    out += scallions(r, cx, cy, 115, 24, 4.5);
    out += spoon(s, cx + 225, cy + 20, -95, 0.95);
  } else {
    const b = bowl(
      s,
      cx,
      cy,
      190,
      type === 'bibimbap' ? { outer: '#2a2a2c', lip: '#3d3d41', inner: '#333337' } : nth(BOWLS, v + 3),
    );
    const Rb = b.inner * 0.98;
    let inside = riceMound(s, r, cx, cy, Rb * 1.05, '#fbf8f1', 140);
    if (type === 'bibimbap') {
      const sections = ['carrot', 'spinach', 'sprouts', 'beef', 'mushroom', 'kimchi'] as const;
      aroundBowl(r, sections, cx, cy, Rb, 0.6, (kind, x, y) => {
        const base = {
          carrot: '#e8741e',
          spinach: '#24561a',
          sprouts: '#efe8c8',
          beef: '#4e2614',
          mushroom: '#6a4a2e',
          kimchi: '#c8361c',
        }[kind]!;
        inside +=
          pathEl(blob(r, x, y, 50, 46, 10, 0.12), base, { opacity: 0.95 }) +
          pathEl(blob(r, x, y, 50, 46, 10, 0.12), '#000', {
            opacity: 0.15,
            transform: 'translate(2 3)',
            filter: s.blur(3),
          });
        if (kind === 'carrot')
          for (let k = 0; k < 40; k++) {
            const [px, py] = inCircle(r, x, y, 36);
            const ang = r.range(0, TAU);
            inside += line(
              [
                [px, py],
                [px + Math.cos(ang) * 24, py + Math.sin(ang) * 24],
              ],
              r.pick(['#f59a3a', '#f08a2a', '#ffb35c']),
              4.5,
            );
          }
        else if (kind === 'spinach') inside += strands(r, x, y, 40, 14, '#3f8a2a', 5, 4);
        else if (kind === 'sprouts')
          inside += strew(
            r,
            x,
            y,
            34,
            24,
            pathEl('M0 0q14 -9 28 2', 'none', {
              stroke: '#fbf6e0',
              'stroke-width': 4,
              'stroke-linecap': 'round',
            }) + ellipse(0, 0, 5, 4, '#f2de6a'),
          );
        else if (kind === 'mushroom')
          inside += strew(
            r,
            x,
            y,
            30,
            9,
            pathEl('M-15 0A15 12 0 0 1 15 0L5 0L5 13L-5 13L-5 0Z', '#a07a55', {
              stroke: '#5a3e25',
              'stroke-width': 1.5,
            }),
          );
        else {
          // Beef and kimchi: chopped pieces.
          const piece = CHOPPED[kind];
          inside += sprinkle(r, x, y, 32, 12, (px, py) =>
            pathEl(blob(r, px, py, piece.rx, piece.ry, 6, 0.3, r.range(0, 180)), r.pick(piece.colors), {
              stroke: piece.edge,
              'stroke-width': 1,
            }),
          );
        }
      });
      inside += eggFried(s, r, cx, cy, 58) + specks(r, cx, cy, Rb * 0.85, 50, '#f6ecd0', 1.7);
    } else if (type === 'poke') {
      const parts = ['salmon', 'avocado', 'edamame', 'tuna', 'seaweed', 'cucumber'] as const;
      aroundBowl(r, parts, cx, cy, Rb, 0.58, (kind, x, y, a) => {
        if (kind === 'salmon' || kind === 'tuna') {
          const col = kind === 'salmon' ? '#f58a5c' : '#c8283a';
          for (const [px, py] of scatter(r, x, y, 34, 8, 20)) {
            inside += at(
              px,
              py,
              rect(-13, -11, 26, 26, '#000', { opacity: 0.2, rx: 5 }) +
                rect(-14, -14, 28, 28, s.fade(shade(col, 0.18), shade(col, -0.12), 'diagonal'), { rx: 5 }) +
                (kind === 'salmon'
                  ? line(
                      [
                        [-12, -5],
                        [12, 1],
                      ],
                      '#fde3d2',
                      2.5,
                    ) +
                    line(
                      [
                        [-12, 5],
                        [12, 11],
                      ],
                      '#fde3d2',
                      2.5,
                    )
                  : ''),
              r.range(0, 90),
            );
          }
        } else if (kind === 'avocado') {
          for (let k = 0; k < 6; k++)
            inside += at(
              x - 28 + k * 11,
              y + r.range(-4, 4),
              pathEl(
                'M-10 -40C10 -40 13 40 -10 40C-3 14 -3 -14 -10 -40Z',
                s.lin(
                  [
                    [0, '#e9efb0'],
                    [0.7, '#a6c94a'],
                    [1, '#2f5a1f'],
                  ],
                  0,
                  0,
                  1,
                  0,
                ),
              ),
              (a * 180) / Math.PI,
            );
        } else if (kind === 'edamame') {
          for (const [px, py] of scatter(r, x, y, 36, 16, 13))
            inside += ellipse(
              px,
              py,
              9,
              7,
              s.rad([
                [0, '#a6dc6a'],
                [1, '#5f9f2f'],
              ]),
              { stroke: '#4f8f2a', 'stroke-width': 1 },
            );
        } else if (kind === 'seaweed') {
          inside +=
            pathEl(blob(r, x, y, 46, 42, 10, 0.15), '#3f8a1c') + strands(r, x, y, 40, 16, '#7cc43a', 3.5, 3);
        } else for (const [px, py] of scatter(r, x, y, 30, 6, 22)) inside += cucumber(s, px, py, 16);
      });
      inside +=
        specks(r, cx, cy, Rb * 0.8, 40, '#f6ecd0', 1.6) + specks(r, cx, cy, Rb * 0.8, 20, '#222', 1.4);
      inside += scallions(r, cx, cy, 30, 10, 4.5);
      inside += drizzle(cx - 60, cy, { count: 7, step: 20, freq: 2.1, amp: 14 }, '#f28a3a', 4, 0.9);
    } else {
      // Teriyaki chicken bowl: glazed slices fanned over the rice.
      for (let i = 0; i < 7; i++) {
        const x = cx - 96 + i * 27;
        const y = cy - 30 - Math.sin((i / 6) * Math.PI) * 12;
        const slice = 'M-20 -48Q-20 -56 -10 -56L14 -54Q22 -54 22 -44L20 46Q20 54 10 54L-12 52Q-22 52 -22 44Z';
        inside += at(
          x,
          y,
          shadowPath(s, slice, 0.35, 4, 4, 6) +
            pathEl(
              slice,
              s.lin(
                [
                  [0, '#f4e2c4'],
                  [0.16, '#f4e2c4'],
                  [0.2, '#a85a1e'],
                  [0.6, '#7a3a10'],
                  [1, '#5a2808'],
                ],
                0,
                0,
                1,
                0,
              ),
            ) +
            rect(0, -44, 8, 70, '#ffffff', { opacity: 0.28, rx: 4 }),
          -14,
        );
      }
      inside += drizzle(cx - 100, cy - 40, { count: 9, step: 25, freq: 1.9, amp: 22 }, '#4a1e06', 4, 0.85);
      for (const [x, y] of scatter(r, cx + Rb * 0.35, cy + Rb * 0.55, 34, 3, 34))
        inside += broccoli(s, r, x, y, 26);
      for (let i = 0; i < 5; i++)
        inside += at(
          cx - Rb * 0.35 + i * 5,
          cy + Rb * 0.55,
          pathEl(leafD(40, 14), i % 2 ? '#f7b9b0' : '#f4c8bf', { opacity: 0.9 }),
          -70 + i * 25,
        );
      inside +=
        scallions(r, cx, cy - 30, Rb * 0.45, 16, 4.5) + specks(r, cx, cy - 30, Rb * 0.5, 40, '#f6ecd0', 1.6);
    }
    inside += innerShade(s, cx, cy, Rb, 0.3);
    out += b.svg + group(inside, { 'clip-path': s.clip(circle(cx, cy, Rb)) });
    out +=
      type === 'bibimbap'
        ? spoon(s, cx + 215, cy + 10, -90, 0.95)
        : chopsticks(s, cx + 225, cy - 30, -95, 300, nth(['#c8955a', '#2a2a2a'], v));
  }
  return { side: false, svg: out };
};
function broccoli(s: Svg, r: Rng, x: number, y: number, R: number): string {
  let inner =
    circle(3, 4, R, '#000', { opacity: 0.25, filter: s.blur(3) }) +
    pathEl(
      `M${fmt(-R * 0.2)} 0L${fmt(-R * 0.15)} ${fmt(R * 1.1)}L${fmt(R * 0.2)} ${fmt(R * 1.1)}L${fmt(R * 0.25)} 0Z`,
      '#a9cf6a',
    );
  for (let i = 0; i < 9; i++) {
    const [px, py] = inCircle(r, 0, -R * 0.1, R * 0.6);
    inner += circle(
      px,
      py,
      R * 0.42,
      s.rad([
        [0, '#6fae3a'],
        [1, '#2f6a1f'],
      ]),
    );
  }
  inner += specks(r, 0, -R * 0.1, R * 0.8, 20, '#8fce5a', 1.5, 0.8);
  return at(x, y, inner, r.range(0, 360));
}
function eggFried(s: Svg, r: Rng, cx: number, cy: number, R: number): string {
  const white = blob(r, cx, cy, R, R * 0.9, 9, 0.16);
  const yx = cx + r.range(-R * 0.15, R * 0.15);
  const yy = cy + r.range(-R * 0.15, R * 0.15);
  return (
    shadowPath(s, white, 0.22, 4, 2, 4) +
    pathEl(
      white,
      s.rad([
        [0, '#ffffff'],
        [0.8, '#fbf8f1'],
        [1, '#f0e2c2'],
      ]),
    ) +
    pathEl(white, 'none', { stroke: '#e9c98a', 'stroke-width': 2, opacity: 0.6 }) +
    circle(yx + 2, yy + 3, R * 0.4, '#b86a0a', { opacity: 0.3, filter: s.blur(3) }) +
    circle(
      yx,
      yy,
      R * 0.4,
      s.rad(
        [
          [0, '#ffd65a'],
          [0.7, '#f9b01c'],
          [1, '#ee8c0c'],
        ],
        0.4,
        0.4,
      ),
    ) +
    shine(yx, yy, R, [0.14, 0.16, 0.12, 0.07], 0.7, -30)
  );
}

/** A chopping board seen from the front, its top face at y. */
function board(s: Svg, x: number, y: number, w: number, depth: number, color: string): string {
  return (
    ellipse(x + w / 2 + 10, y + depth + 14, w * 0.52, 16, '#000', { opacity: 0.35, filter: s.blur(10) }) +
    rect(x, y + 8, w, depth, shade(color, -0.3), { rx: depth / 2 }) +
    rect(x, y, w, depth, s.fade(shade(color, 0.12), shade(color, -0.08)), { rx: depth / 2 }) +
    // Two lines of grain: where each starts and ends in from the board's ends, and how far down its face.
    (
      [
        [30, 0.35, 40, 0.3],
        [60, 0.65, 80, 0.7],
      ] as const
    )
      .map(([inL, downL, inR, downR]) =>
        line(
          [
            [x + inL, y + depth * downL],
            [x + w - inR, y + depth * downR],
          ],
          shade(color, -0.3),
          1.2,
          { opacity: 0.3 },
        ),
      )
      .join('')
  );
}
function sesame(
  r: Rng,
  count: number,
  inDome: (x: number, y: number) => boolean,
  box: [number, number, number, number],
): string {
  let out = '';
  for (let i = 0, tries = 0; i < count && tries < count * 30; tries++) {
    const x = r.range(box[0], box[2]);
    const y = r.range(box[1], box[3]);
    if (!inDome(x, y)) continue;
    out += ellipse(x, y, 4.5, 2.3, '#fbf1d6', {
      stroke: '#d2b47a',
      'stroke-width': 0.8,
      transform: `rotate(${fmt(r.range(-60, 60))} ${fmt(x)} ${fmt(y)})`,
    });
    i++;
  }
  return out;
}
function pattyLayer(s: Svg, r: Rng, y: number, h: number, w: number): string {
  const top: Pt[] = [];
  const bottom: Pt[] = [];
  for (let x = -w; x <= w; x += 18) top.push([x, y - h + r.range(-3, 3)]);
  for (let x = w; x >= -w; x -= 18) bottom.push([x, y + r.range(-3, 3)]);
  const d = smooth([[-w - 6, y - h / 2], ...top, [w + 6, y - h / 2], ...bottom]);
  let out = pathEl(
    d,
    s.lin([
      [0, '#7a4428'],
      [0.5, '#5a2f1a'],
      [1, '#3a1c0e'],
    ]),
  );
  for (let i = 0; i < 40; i++) {
    const px = r.range(-w + 8, w - 8);
    const py = r.range(y - h + 6, y - 4);
    out += circle(px, py, r.range(1.2, 2.8), r.chance(0.5) ? '#8f5a38' : '#2a1408', { opacity: 0.7 });
  }
  return (
    out +
    line(
      [
        [-w + 10, y - h + 6],
        [w - 10, y - h + 5],
      ],
      '#a0623a',
      2,
      { opacity: 0.4 },
    )
  );
}
const burger: FoodFn = (s, r, v, t) => {
  const bx = 290 + r.range(-10, 10);
  const by = 396;
  let out = board(s, bx - 235, by - 14, 470 + r.range(0, 30), 40, r.pick(['#c48c54', '#a8703e', '#d2a46c']));
  const type = nth(['classic', 'double', 'bacon'], v - 1);
  const W = 128;
  let b = '';
  b += ellipse(0, 2, 135, 10, '#000', { opacity: 0.3, filter: s.blur(4) });
  b += pathEl(
    `M${-W + 6} -30L${W - 6} -30Q${W + 2} -30 ${W - 2} -16Q${W - 10} 0 ${W - 28} 0L${-W + 28} 0Q${-W + 10} 0 ${-W + 2} -16Q${-W - 2} -30 ${-W + 6} -30Z`,
    s.lin([
      [0, '#f3c884'],
      [0.3, '#dc9a4a'],
      [1, '#a8601f'],
    ]),
  );
  let y = -30;
  const cheese = (yy: number) => {
    let d = `M${-W - 8} ${yy - 6}L${W + 8} ${yy - 6}L${W + 8} ${yy + 2}`;
    for (let x = W; x > -W; x -= 34) {
      const drop = r.range(8, 26);
      d += `L${fmt(x - 6)} ${fmt(yy + 2)}Q${fmt(x - 12)} ${fmt(yy + drop + 6)} ${fmt(x - 18)} ${fmt(yy + 2)}`;
    }
    d += `L${-W - 8} ${yy + 2}Z`;
    return pathEl(d, s.fade('#ffd34d', '#f2a81c'));
  };
  const patty = () => {
    b += pattyLayer(s, r, y, 40, W + 8);
    y -= 40;
    b += cheese(y);
    y -= 6;
  };
  patty();
  if (type === 'double') patty();
  if (type === 'bacon') {
    for (let k = 0; k < 2; k++) {
      const pts: Pt[] = [];
      for (let x = -W - 10; x <= W + 14; x += 12) pts.push([x, y - 6 - k * 8 + Math.sin(x / 14 + k) * 4]);
      b +=
        line(pts, '#8a2a18', 11) +
        line(
          pts.map(([px, py]) => [px, py - 2] as Pt),
          '#c0503a',
          6,
        ) +
        line(
          pts.map(([px, py]) => [px, py - 3] as Pt),
          '#f3c7a8',
          2,
          { opacity: 0.8 },
        );
    }
    y -= 16;
  }
  // Tomato slices.
  for (const x of [-62, 58])
    b +=
      rect(
        x - 66,
        y - 14,
        132,
        14,
        s.lin([
          [0, '#ff6a4f'],
          [0.5, '#e0341f'],
          [1, '#b0200f'],
        ]),
        { rx: 7 },
      ) + rect(x - 50, y - 10, 100, 4, '#ff9d86', { rx: 2, opacity: 0.7 });
  y -= 12;
  if (type !== 'double') {
    b +=
      rect(-W + 20, y - 8, 90, 8, '#a8407a', { rx: 4, opacity: 0.9 }) +
      rect(20, y - 8, 100, 8, '#b8508a', { rx: 4, opacity: 0.9 });
    y -= 4;
  }
  // Lettuce with a ruffled edge.
  let d = `M${-W - 18} ${y - 14}`;
  for (let x = -W - 18; x <= W + 18; x += 12)
    d += `Q${fmt(x + 6)} ${fmt(y - 20 + r.range(-3, 2))} ${fmt(x + 12)} ${fmt(y - 14)}`;
  for (let x = W + 18; x >= -W - 18; x -= 16)
    d += `Q${fmt(x - 8)} ${fmt(y + 10 + r.range(-3, 5))} ${fmt(x - 16)} ${fmt(y + r.range(-2, 2))}`;
  b += pathEl(`${d}Z`, s.fade('#a6d65a', '#5c9e2e'));
  for (let x = -W; x < W; x += 28)
    b += line(
      [
        [x, y - 12],
        [x + 10, y + 4],
      ],
      '#d7f0a0',
      2,
      { opacity: 0.7 },
    );
  y -= 14;
  const top = y;
  const bun = `M${-W - 4} ${top}C${-W - 8} ${top - 95} ${-60} ${top - 118} 0 ${top - 118}C60 ${top - 118} ${W + 8} ${top - 95} ${W + 4} ${top}Q${W + 2} ${top + 8} ${W - 8} ${top + 8}L${-W + 8} ${top + 8}Q${-W - 2} ${top + 8} ${-W - 4} ${top}Z`;
  b += pathEl(
    bun,
    s.rad(
      [
        [0, '#f6c67a'],
        [0.55, '#df9440'],
        [1, '#b0621f'],
      ],
      0.4,
      0.3,
      0.8,
    ),
  );
  b += ellipse(-48, top - 84, 40, 16, '#ffffff', {
    opacity: 0.28,
    transform: `rotate(-18 -48 ${top - 84})`,
    filter: s.blur(4),
  });
  b += sesame(r, 34, (x, yy) => yy < top - 16 && (x / (W - 4)) ** 2 + ((yy - top) / 112) ** 2 < 0.8, [
    -W,
    top - 118,
    W,
    top - 10,
  ]);
  // Pick with a flag.
  b +=
    line(
      [
        [8, top - 112],
        [14, top - 170],
      ],
      '#e8d2a0',
      3,
    ) +
    pathEl(`M14 ${top - 170}L62 ${top - 160}L14 ${top - 148}Z`, t.color) +
    pathEl(`M14 ${top - 170}L62 ${top - 160}L14 ${top - 148}Z`, 'none', {
      stroke: shade(t.color, -0.3),
      'stroke-width': 1,
    });
  out += at(bx, by, b, 0, 1.12);
  // Fries and ketchup at the side.
  const fx = bx + 190;
  let fries = '';
  for (let i = 0; i < 9; i++) {
    const x = fx + (i - 4) * 9 + r.range(-3, 3);
    fries += at(
      x,
      by - 6,
      rect(-5, -r.range(60, 90), 10, 90, s.fade('#ffe08a', '#e9a93a', 'across'), { rx: 3 }),
      (i - 4) * 7 + r.range(-4, 4),
    );
  }
  out +=
    fries +
    rect(fx - 32, by - 30, 64, 30, s.fade(shade(t.color, 0.2), shade(t.color, -0.15), 'across'), { rx: 4 }) +
    text(fx, by - 10, t.initials, 14, '#ffffff', { 'font-weight': 'bold' });
  out += ketchupCup(s, bx - 190, by, KETCHUP_CUPS.small);
  return { side: true, svg: out };
};

type DrinkType =
  'lemonade' | 'icedtea' | 'smoothie' | 'cola' | 'bubble' | 'matcha' | 'lychee' | 'jasmine' | 'latte';
function citrusWheel(s: Svg, x: number, y: number, R: number, color: string, rot = 0): string {
  let inner =
    circle(0, 0, R, shade(color, -0.1)) +
    circle(0, 0, R * 0.88, '#fffbe8') +
    circle(
      0,
      0,
      R * 0.8,
      s.rad([
        [0, shade(color, 0.5)],
        [1, color],
      ]),
    );
  for (let i = 0; i < 10; i++)
    inner += line(
      [
        [0, 0],
        [Math.cos((i / 10) * TAU) * R * 0.8, Math.sin((i / 10) * TAU) * R * 0.8],
      ],
      '#fffbe8',
      2.2,
    );
  inner += circle(0, 0, R * 0.1, '#fffbe8');
  return at(x, y, inner, rot);
}
const drink: FoodFn = (s, r, v, t) => {
  const lists: Record<string, DrinkType[]> = {
    asian: ['bubble', 'matcha', 'lychee', 'jasmine'],
    diner: ['lemonade', 'icedtea', 'smoothie', 'cola'],
    bakery: ['latte', 'lemonade'],
  };
  const list = t.kinds.includes('noodles')
    ? lists.asian!
    : t.kinds.includes('burger')
      ? lists.diner!
      : lists.bakery!;
  const type = nth(list, v - 1);
  const gx = 300 + r.range(-20, 20);
  const gy = 420;
  const H = type === 'latte' ? 230 : 290;
  const Wt = type === 'latte' ? 80 : 78;
  const Wb = type === 'latte' ? 70 : 62;
  const glass = `M${-Wt} ${-H}L${Wt} ${-H}L${Wb} -4Q${Wb} 4 ${Wb - 8} 4L${-Wb + 8} 4Q${-Wb} 4 ${-Wb} -4Z`;
  const innerGlass = `M${-Wt + 6} ${-H}L${Wt - 6} ${-H}L${Wb - 6} -14L${-Wb + 6} -14Z`;
  const fill = type === 'smoothie' || type === 'latte' ? 0.9 : 0.82;
  const level = -H * fill;
  const colors: Record<DrinkType, [string, string]> = {
    lemonade: ['#fbe98a', '#f2c93a'],
    icedtea: ['#d6802a', '#8a3f0e'],
    smoothie: ['#e0577f', '#a8234f'],
    cola: ['#6a2a14', '#2a0e05'],
    bubble: ['#e2c29a', '#c49566'],
    matcha: ['#a6c95a', '#6f9a2a'],
    lychee: ['#fbe0e4', '#f3b3c0'],
    jasmine: ['#f3dc8a', '#d9a94a'],
    latte: ['#e9cfa8', '#8a5230'],
  };
  const [c1, c2] = colors[type];
  const clip = s.clip(pathEl(innerGlass, '#000'));
  let g = ellipse(6, 8, Wb + 30, 12, '#000', { opacity: 0.3, filter: s.blur(6) });
  if (v % 2 === 0)
    g += ellipse(0, 4, Wb + 34, 12, shade(t.color, -0.1)) + ellipse(0, 1, Wb + 34, 11, shade(t.color, 0.1));
  // Straw behind the liquid.
  const straw =
    type === 'latte'
      ? ''
      : at(
          18,
          -60,
          rect(-6, -H - 60, type === 'bubble' ? 16 : 11, H + 40, r.pick(['#ffffff', '#f6f0e6'])) +
            rect(
              -6,
              -H - 60,
              type === 'bubble' ? 16 : 11,
              H + 40,
              s.pattern(
                12,
                24,
                rect(0, 0, 12, 10, type === 'bubble' ? t.color : r.pick(['#e0402a', t.color, '#2f7ac0'])),
              ),
              {},
            ),
          12,
        );
  g += straw;
  let liq = rect(-Wt, level, Wt * 2, H, s.fade(c1, c2), { opacity: 0.9 });
  if (type === 'latte')
    liq =
      rect(
        -Wt,
        level,
        Wt * 2,
        H,
        s.lin([
          [0, '#fbf3e6'],
          [0.3, '#ecd2ae'],
          [0.55, '#b87a44'],
          [1, '#6a3a1a'],
        ]),
      ) + rect(-Wt, level - 2, Wt * 2, 26, '#fbf6ee');
  if (type === 'matcha')
    liq = rect(
      -Wt,
      level,
      Wt * 2,
      H,
      s.lin([
        [0, '#8fb84a'],
        [0.45, '#a9c96a'],
        [0.6, '#f4f1e4'],
        [1, '#efe9d6'],
      ]),
      { opacity: 0.95 },
    );
  if (type === 'bubble')
    for (let i = 0; i < 22; i++)
      liq += circle(
        r.range(-Wb + 12, Wb - 12),
        r.range(-70, -22),
        9,
        s.rad(
          [
            [0, '#6a4030'],
            [1, '#2a140a'],
          ],
          0.35,
          0.35,
        ),
      );
  if (type === 'smoothie') liq += specks(r, 0, level + 60, 60, 30, '#5a0f2a', 1.5, 0.5);
  if (type === 'lychee')
    for (let i = 0; i < 3; i++)
      liq += circle(r.range(-30, 30), r.range(-120, -40), 16, '#fffaf2', {
        stroke: '#f0d8dc',
        'stroke-width': 2,
        opacity: 0.9,
      });
  // Bubbles and ice.
  if (type !== 'latte' && type !== 'smoothie') {
    for (let i = 0; i < 16; i++)
      liq += circle(r.range(-Wb + 10, Wb - 10), r.range(level + 20, -20), r.range(1.5, 3.5), 'none', {
        stroke: '#ffffff',
        'stroke-width': 1,
        opacity: 0.55,
      });
    for (let i = 0; i < 4; i++) {
      const x = -40 + i * 27 + r.range(-6, 6);
      const y = level + 10 + (i % 2) * 34 + r.range(-6, 6);
      liq += at(
        x,
        y,
        rect(-24, -24, 48, 48, '#ffffff', {
          rx: 9,
          opacity: 0.32,
          stroke: '#ffffff',
          'stroke-width': 2.5,
          'stroke-opacity': 0.8,
        }) + rect(-16, -18, 14, 8, '#ffffff', { rx: 3, opacity: 0.6 }),
        r.range(-25, 25),
      );
    }
  }
  g += group(liq, { 'clip-path': clip });
  if (type !== 'latte')
    g += ellipse(0, level, Wt * (1 - (1 - Wb / Wt) * (1 - fill)) - 6, 7, shade(c1, 0.3), { opacity: 0.8 });
  // The glass itself.
  g +=
    pathEl(glass, '#ffffff', { opacity: 0.12 }) +
    pathEl(glass, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.7 });
  g += pathEl(`M${-Wt + 14} ${-H + 20}L${-Wb + 12} -24`, 'none', {
    stroke: '#ffffff',
    'stroke-width': 9,
    opacity: 0.35,
    'stroke-linecap': 'round',
  });
  g += pathEl(`M${Wt - 18} ${-H + 30}L${Wb - 14} -60`, 'none', {
    stroke: '#ffffff',
    'stroke-width': 4,
    opacity: 0.25,
    'stroke-linecap': 'round',
  });
  g += ellipse(0, -H, Wt, 9, 'none', { stroke: '#ffffff', 'stroke-width': 2.5, opacity: 0.8 });
  g += rect(-Wb + 4, -14, (Wb - 4) * 2, 12, '#ffffff', { opacity: 0.25, rx: 4 });
  // Condensation.
  if (type !== 'latte')
    for (let i = 0; i < 26; i++)
      g += circle(r.range(-Wb + 6, Wb - 6), r.range(level + 20, -20), r.range(1.2, 2.6), '#ffffff', {
        opacity: 0.45,
      });
  // Garnish on the rim.
  if (type === 'lemonade' || type === 'icedtea' || type === 'cola' || type === 'jasmine') {
    g += citrusWheel(s, Wt - 18, -H + 8, 40, type === 'cola' ? '#9ccc3a' : '#f7d23a', 10);
    g +=
      leaf(-40, -H - 4, 40, 15, -120, '#3f9a3a', '#1f5a1a') +
      leaf(-40, -H - 4, 36, 14, -70, '#4fae44', '#1f5a1a');
  } else if (type === 'smoothie') {
    g +=
      circle(
        -20,
        -H - 8,
        16,
        s.rad([
          [0, '#e0405a'],
          [1, '#8a1020'],
        ]),
      ) +
      circle(10, -H - 12, 14, '#3a2a6a') +
      leaf(-30, -H - 14, 34, 13, -130, '#4fae44', '#1f5a1a');
    g += ellipse(0, -H - 2, Wt - 8, 14, '#f3a0b8');
  } else if (type === 'lychee') {
    g +=
      leaf(-30, -H - 4, 38, 14, -110, '#4fae44', '#1f5a1a') +
      citrusWheel(s, Wt - 20, -H + 8, 34, '#a8d84a', 10);
  } else if (type === 'latte') {
    g += pathEl(
      `M${Wt - 6} ${-H + 50}C${Wt + 50} ${-H + 50} ${Wt + 50} ${-H + 150} ${Wt - 10} ${-H + 160}`,
      'none',
      { stroke: '#ffffff', 'stroke-width': 12, opacity: 0.45, 'stroke-linecap': 'round' },
    );
    for (let i = 0; i < 3; i++)
      g += pathEl(`M${-30 + i * 30} ${-H - 20}c-14 -20 14 -30 0 -50`, 'none', {
        stroke: '#ffffff',
        'stroke-width': 4,
        opacity: 0.35,
        'stroke-linecap': 'round',
        filter: s.blur(2),
      });
  }
  let out = at(gx, gy, g);
  if (type === 'lemonade' || type === 'lychee' || type === 'jasmine')
    out += citrusWheel(s, gx + 170, gy - 10, 34, type === 'lychee' ? '#a8d84a' : '#f7d23a', 0);
  else if (type === 'latte')
    out += at(
      gx + 170,
      gy - 8,
      pathEl(blob(r, 0, 0, 48, 18, 9, 0.1), '#d79a4a') + pathEl(blob(r, 0, -6, 40, 10, 9, 0.1), '#f0c27a'),
    );
  else
    out += at(
      gx - 170,
      gy - 4,
      ellipse(0, 6, 40, 9, '#000', { opacity: 0.25, filter: s.blur(4) }) +
        circle(
          0,
          -16,
          22,
          s.rad([
            [0, '#ffe36a'],
            [1, '#e6b81c'],
          ]),
        ) +
        circle(
          20,
          -10,
          20,
          s.rad([
            [0, '#c6e86a'],
            [1, '#7aa82a'],
          ]),
        ),
    );
  return { side: true, svg: out };
};

type DessertType = 'cake' | 'cheesecake' | 'sundae' | 'tart' | 'brownie' | 'mochi';
function cakeSlice(s: Svg, r: Rng, cheese: boolean, matcha: boolean): string {
  const W = 200;
  const H = cheese ? 95 : 125;
  const plateY = 0;
  let g = ellipse(0, plateY + 10, 210, 38, '#000', { opacity: 0.3, filter: s.blur(8) });
  g +=
    ellipse(
      0,
      plateY,
      210,
      40,
      s.rad([
        [0, '#ffffff'],
        [0.8, '#f4f1ec'],
        [1, '#d8d3cb'],
      ]),
    ) + ellipse(0, plateY - 2, 150, 26, 'none', { stroke: '#e3ddd3', 'stroke-width': 2 });
  const x0 = -W / 2 - 20;
  const y0 = plateY - 6;
  // Top (a triangle running to the back) and the cut face toward us.
  const tip: Pt = [x0 + W + 70, y0 - H - 40];
  const topFace = polyD([[x0, y0 - H], [x0 + W, y0 - H], tip], true);
  const sideFace = polyD([[x0 + W, y0 - H], tip, [tip[0], tip[1] + H], [x0 + W, y0]], true);
  const layers = cheese
    ? [
        { c: '#c98a4a', h: 0.18 },
        { c: '#fbf0d8', h: 0.82 },
      ]
    : matcha
      ? [
          { c: '#b8cf7a', h: 0.28 },
          { c: '#fbf8ee', h: 0.1 },
          { c: '#b8cf7a', h: 0.28 },
          { c: '#fbf8ee', h: 0.1 },
          { c: '#a9c46a', h: 0.24 },
        ]
      : [
          { c: '#5a2e1c', h: 0.28 },
          { c: '#f6e7d4', h: 0.1 },
          { c: '#5a2e1c', h: 0.28 },
          { c: '#f6e7d4', h: 0.1 },
          { c: '#5a2e1c', h: 0.24 },
        ];
  const frost = cheese ? '#fbf1dc' : matcha ? '#eef3d8' : '#6e3a22';
  g += pathEl(sideFace, shade(frost, -0.12));
  let yy = y0;
  for (const l of layers) {
    const h = l.h * H;
    g += rect(x0, yy - h, W, h, s.fade(shade(l.c, 0.1), shade(l.c, -0.08)));
    yy -= h;
  }
  g += pathEl(topFace, s.fade(shade(frost, 0.12), shade(frost, -0.05)));
  if (cheese) {
    g += pathEl(`M${x0} ${y0 - H}L${x0 + W} ${y0 - H}L${tip[0]} ${tip[1]}Z`, '#c02040', { opacity: 0.85 });
    let drip = `M${x0} ${y0 - H}L${x0 + W} ${y0 - H}`;
    for (let x = x0 + W; x > x0; x -= 25)
      drip += `L${x - 5} ${y0 - H}Q${x - 12} ${y0 - H + r.range(12, 34)} ${x - 19} ${y0 - H}`;
    g += pathEl(`${drip}Z`, '#b01838');
    for (let i = 0; i < 3; i++)
      g += circle(
        x0 + 60 + i * 40,
        y0 - H - 14 - i * 8,
        12,
        s.rad(
          [
            [0, '#5a4aa8'],
            [1, '#2a1a5a'],
          ],
          0.35,
          0.35,
        ),
      );
  } else {
    g += pathEl(
      `M${x0} ${y0 - H}L${x0 + W} ${y0 - H}L${x0 + W} ${y0 - H + 10}Q${x0 + W / 2} ${y0 - H + 16} ${x0} ${y0 - H + 10}Z`,
      frost,
    );
    const cx = x0 + W * 0.55;
    const cy = y0 - H - 22;
    g +=
      ellipse(cx, cy + 10, 30, 14, '#fffaf0') +
      ellipse(cx, cy + 2, 22, 12, '#fffaf0') +
      ellipse(cx, cy - 6, 12, 8, '#ffffff');
    const berry = matcha ? '#f2b3c2' : '#e0302a';
    g += pathEl(
      `M${cx - 18} ${cy - 10}C${cx - 20} ${cy - 40} ${cx + 20} ${cy - 40} ${cx + 18} ${cy - 10}Q${cx} ${cy + 8} ${cx - 18} ${cy - 10}Z`,
      s.rad(
        [
          [0, shade(berry, 0.3)],
          [1, shade(berry, -0.2)],
        ],
        0.4,
        0.4,
      ),
    );
    g +=
      specks(r, cx, cy - 20, 12, 8, '#f8e28a', 1.2, 0.9) +
      leaf(cx - 2, cy - 34, 16, 7, -120, '#3f9a3a') +
      leaf(cx + 2, cy - 34, 16, 7, -60, '#3f9a3a');
  }
  g += line(
    [
      [x0 + 10, y0 - 4],
      [x0 + W - 10, y0 - 4],
    ],
    '#000',
    3,
    { opacity: 0.08 },
  );
  // A fork resting on the plate.
  g += at(
    -150,
    -6,
    rect(0, -4, 110, 8, s.fade('#e4e6ea', '#9ea2a8'), { rx: 4 }) +
      rect(-40, -9, 44, 18, '#c9ccd1', { rx: 6 }),
    -8,
  );
  return g;
}
function sundae(s: Svg, r: Rng, colors: string[]): string {
  let g = ellipse(0, 8, 110, 18, '#000', { opacity: 0.3, filter: s.blur(6) });
  // Tulip glass.
  const glass =
    'M-100 -200C-100 -120 -60 -95 -14 -92L-10 -20Q-60 -12 -64 0L64 0Q60 -12 10 -20L14 -92C60 -95 100 -120 100 -200Z';
  g +=
    pathEl(glass, '#ffffff', { opacity: 0.3 }) +
    pathEl(
      'M-94 -196C-94 -130 -58 -102 0 -100C58 -102 94 -130 94 -196Z',
      s.lin([
        [0, '#f6e8d8'],
        [0.5, '#c98a5a'],
        [1, '#6a3a1a'],
      ]),
      { opacity: 0.9 },
    );
  g +=
    pathEl(glass, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.8 }) +
    pathEl('M-80 -190C-80 -140 -60 -118 -30 -108', 'none', {
      stroke: '#ffffff',
      'stroke-width': 7,
      opacity: 0.4,
      'stroke-linecap': 'round',
    });
  const scoops: [number, number, number][] = [
    [-46, -206, 46],
    [46, -206, 46],
    [0, -250, 50],
  ];
  scoops.forEach(([x, y, R], i) => {
    const c = colors[i % colors.length]!;
    const d = blob(r, x, y, R, R * 0.85, 11, 0.05);
    g += pathEl(d, s.rad(shadeStops(c, 0.25, 0.75, -0.2), 0.4, 0.35));
    let rim = `M${x - R} ${y + 6}`;
    for (let k = 0; k < 8; k++) rim += `q${fmt(R / 8)} ${k % 2 ? -8 : 10} ${fmt(R / 4)} 0`;
    g += pathEl(rim, 'none', { stroke: shade(c, -0.1), 'stroke-width': 6, 'stroke-linecap': 'round' });
    g += ellipse(x - R * 0.35, y - R * 0.4, R * 0.25, R * 0.12, '#ffffff', {
      opacity: 0.45,
      transform: `rotate(-25 ${x} ${y})`,
    });
  });
  // Sauce, cream, wafer and a cherry.
  g += pathEl(
    'M-40 -286C-20 -300 20 -300 40 -286C44 -262 28 -250 22 -232C16 -250 -10 -250 -14 -232C-20 -250 -44 -262 -40 -286Z',
    '#5a2a12',
    { opacity: 0.85 },
  );
  g +=
    pathEl('M-30 -290C-30 -320 30 -320 30 -290C20 -280 -20 -280 -30 -290Z', '#fffaf0') +
    pathEl('M-18 -310C-14 -335 14 -335 18 -310Z', '#ffffff');
  g += at(
    60,
    -290,
    rect(-10, -60, 24, 80, s.pattern(8, 8, rect(0, 0, 8, 8, '#e9b86a') + rect(0, 0, 4, 4, '#d49a4a')), {
      rx: 3,
    }),
    22,
  );
  g +=
    line(
      [
        [2, -340],
        [14, -372],
      ],
      '#5a7a2a',
      3,
    ) +
    circle(
      0,
      -340,
      14,
      s.rad(
        [
          [0, '#ff5a4a'],
          [1, '#a8100c'],
        ],
        0.35,
        0.35,
      ),
    ) +
    circle(-4, -345, 3.5, '#ffffff', { opacity: 0.7 });
  g += specks(r, 0, -260, 40, 16, r.pick(['#f6d36a', '#e84a6a', '#5ac8f0', '#ffffff']), 2, 0.95);
  return g;
}
/** A crimped crust's outline: `n` steps round a circle, the even points `even` past its radius, the odd ones `odd`. */
function crimpedD(cx: number, cy: number, R: number, n: number, even: number, odd: number): string {
  let d = '';
  for (let i = 0; i <= n; i++) {
    const a = (i / n) * TAU;
    const rr = R + (i % 2 ? odd : even);
    d += `${i ? 'L' : 'M'}${fmt(cx + Math.cos(a) * rr)} ${fmt(cy + Math.sin(a) * rr)}`;
  }
  return `${d}Z`;
}
function tartTop(
  s: Svg,
  r: Rng,
  cx: number,
  cy: number,
  R: number,
  fruit: 'berry' | 'lemon' | 'fruit',
): string {
  let out = shadow(s, cx, cy, R, R, 0.35, 10);
  out += pathEl(
    crimpedD(cx, cy, R, 64, 5, 0),
    s.rad([
      [0, '#f3cf8a'],
      [0.85, '#e2a55a'],
      [1, '#b87a34'],
    ]),
  );
  out += circle(
    cx,
    cy,
    R * 0.86,
    fruit === 'lemon'
      ? s.rad([
          [0, '#fff4a0'],
          [1, '#f2cf3a'],
        ])
      : '#fbf1da',
  );
  if (fruit === 'lemon') {
    for (let i = 0; i < 14; i++) {
      const [x, y] = inCircle(r, cx, cy, R * 0.55);
      out += ellipse(x, y, 16, 10, '#fffaf0', { opacity: 0.9 }) + ellipse(x - 3, y - 4, 6, 3, '#ffffff');
    }
    out += citrusWheel(s, cx, cy, 28, '#f7d23a');
  } else if (fruit === 'berry') {
    for (const [x, y] of scatter(r, cx, cy, R * 0.76, 40, 17)) {
      const c = r.pick(['#3a2a6a', '#2a2a5a', '#c0203a', '#d8304a']);
      out += berry(s, x, y, c);
    }
    out +=
      leaf(cx - 10, cy - 10, 24, 9, -40, '#3f9a3a', '#1f5a1a') +
      leaf(cx - 10, cy - 10, 22, 8, 20, '#4fae44', '#1f5a1a');
  } else {
    for (let ring = 0; ring < 3; ring++) {
      const n = [14, 9, 1][ring]!;
      for (let i = 0; i < n; i++) {
        const a = (i / n) * TAU + ring;
        const d = [R * 0.68, R * 0.4, 0][ring]!;
        const x = cx + Math.cos(a) * d;
        const y = cy + Math.sin(a) * d;
        if (ring === 0)
          out += at(
            x,
            y,
            pathEl(
              'M-14 0C-14 -24 14 -24 14 0C14 10 -14 10 -14 0Z',
              s.rad([
                [0, '#ff6a5a'],
                [1, '#c81e1a'],
              ]),
            ) + specks(r, 0, -6, 8, 5, '#ffe08a', 1),
            (a * 180) / Math.PI + 90,
          );
        else if (ring === 1)
          out += at(
            x,
            y,
            circle(0, 0, 15, '#6fae3a') +
              circle(0, 0, 11, '#b8dc7a') +
              specks(r, 0, 0, 7, 8, '#1a1a1a', 1) +
              circle(0, 0, 4, '#f4f8e0'),
            0,
          );
        else out += citrusWheel(s, x, y, 22, '#f7a23a');
      }
    }
    out += droplets(r, cx, cy, R * 0.75, 12, '#ffffff', 0.25);
  }
  out += gloss(cx, cy, R * 0.9, 5, 0.35, 200, 250);
  return out;
}
const dessert: FoodFn = (s, r, v, t) => {
  const lists: DessertType[] = t.kinds.includes('noodles')
    ? ['mochi', 'sundae', 'cake']
    : t.kinds.includes('burger')
      ? ['cake', 'sundae', 'tart', 'brownie']
      : ['cheesecake', 'sundae', 'tart'];
  const type = nth(lists, v - 1);
  const asian = t.kinds.includes('noodles');
  if (type === 'cake' || type === 'cheesecake')
    return {
      side: true,
      svg: at(290 + r.range(-10, 10), 415, cakeSlice(s, r, type === 'cheesecake', asian), 0, 1.35),
    };
  if (type === 'sundae') {
    const colors = asian
      ? ['#a9c96a', '#2a2a2a', '#f6e8d0']
      : r.pick([
          ['#f6c6d2', '#7a4a2a', '#fbf1dc'],
          ['#fbf1dc', '#f6c6d2', '#9a5a32'],
        ]);
    return { side: true, svg: at(300 + r.range(-10, 10), 430, sundae(s, r, colors)) };
  }
  const cx = 310 + r.range(-10, 10);
  const cy = 240 + r.range(-6, 6);
  let out = plate(s, cx, cy, 205, nth(PLATES, v + 3));
  if (type === 'tart')
    out += tartTop(s, r, cx, cy, 150, nth(['berry', 'fruit', 'lemon'] as const, v + hash(t.tenant)));
  else if (type === 'brownie') {
    for (let i = 0; i < 2; i++) {
      const x = cx - 60 + i * 95;
      const y = cy - 20 + i * 50;
      const d = `M-58 -52L58 -56L60 54L-56 56Z`;
      out += at(
        x,
        y,
        shadowPath(s, d, 0.35, 6) +
          pathEl(d, s.fade('#6a3a22', '#3a1a0e', 'diagonal')) +
          pathEl('M-58 -52L58 -56L56 -44L-56 -40Z', '#8a5234', { opacity: 0.6 }) +
          specks(r, 0, 0, 50, 30, '#f6f0e6', 1.6, 0.7) +
          specks(r, 0, 0, 40, 10, '#2a0e05', 3, 0.6),
        r.range(-12, 12),
      );
    }
    const sx = cx + 80;
    const sy = cy - 80;
    out +=
      pathEl(
        blob(r, sx, sy, 48, 44, 11, 0.07),
        s.rad([
          [0, '#ffffff'],
          [0.8, '#fbf4e4'],
          [1, '#e8dcc2'],
        ]),
      ) +
      pathEl(`M${sx - 30} ${sy - 20}C${sx} ${sy - 40} ${sx + 10} ${sy + 30} ${sx + 34} ${sy + 10}`, 'none', {
        stroke: '#5a2a12',
        'stroke-width': 5,
        'stroke-linecap': 'round',
        opacity: 0.85,
      });
    out +=
      leaf(sx + 8, sy - 26, 26, 10, -60, '#3f9a3a', '#1f5a1a') +
      leaf(sx + 8, sy - 26, 24, 9, 0, '#4fae44', '#1f5a1a');
    out += specks(r, cx, cy, 160, 40, '#ffffff', 1.5, 0.5);
  } else {
    const cols = ['#f6c6d2', '#c8dc9a', '#fbf1dc', '#e6d0f0'];
    for (let i = 0; i < 3; i++) {
      const a = rad(i * 120 - 90 + r.range(-10, 10));
      const x = cx + Math.cos(a) * 70;
      const y = cy + Math.sin(a) * 70;
      const c = nth(cols, i + v);
      out +=
        circle(x + 5, y + 8, 52, '#000', { opacity: 0.28, filter: s.blur(6) }) +
        circle(x, y, 52, s.rad(shadeStops(c, 0.4, 0.7, -0.15), 0.4, 0.38)) +
        specks(r, x, y, 44, 30, '#ffffff', 1.3, 0.6) +
        ellipse(x - 18, y - 20, 14, 7, '#ffffff', {
          opacity: 0.5,
          transform: `rotate(-35 ${fmt(x)} ${fmt(y)})`,
        });
    }
    out +=
      leaf(cx + 120, cy + 90, 50, 18, -40, '#3f9a3a', '#1f5a1a') +
      leaf(cx + 120, cy + 90, 46, 16, 10, '#4fae44', '#1f5a1a');
  }
  out += fork(s, cx + 240, cy + 10, -92, 0.9);
  return { side: false, svg: out };
};

const fries: FoodFn = (s, r, v, t) => {
  if (v % 2 === 0) {
    // A paper cone of fries, seen from the side.
    const x = 300 + r.range(-10, 10);
    const y = 430;
    let g = ellipse(0, 4, 90, 14, '#000', { opacity: 0.3, filter: s.blur(6) });
    const friesBack: string[] = [];
    for (let i = 0; i < 22; i++) {
      const fx = r.range(-70, 70);
      const h = r.range(90, 150);
      friesBack.push(
        at(
          fx,
          -210,
          rect(
            -7,
            -h,
            14,
            h + 40,
            s.lin(
              [
                [0, '#ffe38a'],
                [0.6, '#f4c24e'],
                [1, '#d99a2a'],
              ],
              0,
              0,
              1,
              0,
            ),
            { rx: 3, stroke: '#c8892a', 'stroke-width': 1 },
          ) + rect(-7, -h, 14, 8, '#c98424', { rx: 3, opacity: 0.6 }),
          fx / 6 + r.range(-10, 10),
        ),
      );
    }
    g += friesBack.join('');
    const cone = 'M-100 -240L100 -240L40 0L-40 0Z';
    g += pathEl(cone, s.fade(shade(t.color, 0.1), shade(t.color, -0.2), 'across'));
    g += pathEl('M-100 -240L100 -240L92 -208L-92 -208Z', '#ffffff', { opacity: 0.9 });
    g += pathEl(cone, s.pattern(24, 24, rect(0, 0, 12, 24, '#ffffff', { opacity: 0.18 }), 'rotate(0)'));
    g +=
      circle(0, -120, 38, '#ffffff', { opacity: 0.95 }) +
      text(0, -108, t.initials, 30, shade(t.color, -0.3), { 'font-weight': 'bold', 'font-family': SERIF });
    g += specks(r, 0, -280, 60, 20, '#ffffff', 1.6, 0.9);
    let out = at(x, y, g);
    out += ketchupCup(s, x + 185, y, KETCHUP_CUPS.large);
    return { side: true, svg: out };
  }
  const cx = 300 + r.range(-10, 10);
  const cy = 235 + r.range(-8, 8);
  let out = shadow(s, cx, cy, 215, 155, 0.38, 12);
  out += rect(cx - 215, cy - 155, 430, 310, s.fade('#d43a2a', '#a8241a'), { rx: 60 });
  out += rect(cx - 195, cy - 135, 390, 270, '#8a1a10', { rx: 48, opacity: 0.5 });
  const paper = s.pattern(
    40,
    40,
    rect(0, 0, 40, 40, '#fbf7ef') +
      rect(0, 0, 20, 40, '#d43a2a', { opacity: 0.35 }) +
      rect(0, 0, 40, 20, '#d43a2a', { opacity: 0.35 }),
    'rotate(12)',
  );
  out += pathEl(
    `M${cx - 200} ${cy - 120}L${cx + 150} ${cy - 150}L${cx + 205} ${cy + 110}L${cx - 160} ${cy + 150}Z`,
    paper,
  );
  for (let i = 0; i < 60; i++) {
    const [x, y] = inCircle(r, cx - 20, cy, 120);
    const h = r.range(70, 115);
    const rot = r.pick([-35, 55]) + r.range(-25, 25);
    out += at(
      x,
      y,
      rect(-6, -h / 2 + 2, 14, h, '#5a3a0a', { rx: 3, opacity: 0.25 }) +
        rect(
          -7,
          -h / 2,
          14,
          h,
          s.lin(
            [
              [0, '#ffe690'],
              [0.6, '#f6c24e'],
              [1, '#e0a032'],
            ],
            0,
            0,
            1,
            0,
          ),
          { rx: 3, stroke: '#cf8c28', 'stroke-width': 1 },
        ) +
        rect(-7, -h / 2, 14, 7, '#c98424', { rx: 3, opacity: 0.5 }),
      rot,
    );
  }
  out +=
    specks(r, cx - 20, cy, 120, 40, '#ffffff', 1.5, 0.9) +
    herbs(r, cx - 20, cy, 110, 14, ['#2f7a2a', '#3f8f2f']);
  out += ramekin(s, r, cx + 150, cy + 40, 46, '#c8281a');
  out += ramekin(s, r, cx + 150, cy - 70, 40, '#f6eed8');
  return { side: false, svg: out };
};

/** The cut face of a wrap: a tortilla spiral around the filling. */
function wrapFace(s: Svg, r: Rng, R: number, fillings: string[]): string {
  const clip = s.clip(circle(0, 0, R * 0.9));
  let inner = circle(0, 0, R * 0.92, '#e6cf9c');
  for (let i = 0; i < 30; i++) {
    const [x, y] = inCircle(r, 0, 0, R * 0.82);
    const c = r.pick(fillings);
    inner += pathEl(
      blob(r, x, y, r.range(R * 0.16, R * 0.3), r.range(R * 0.1, R * 0.2), 7, 0.3, r.range(0, 180)),
      c,
      { stroke: shade(c, -0.25), 'stroke-width': 1.2 },
    );
  }
  for (let i = 0; i < 10; i++) {
    const [x, y] = inCircle(r, 0, 0, R * 0.75);
    inner += line(
      [
        [x, y],
        [x + r.range(-R * 0.3, R * 0.3), y + r.range(-R * 0.3, R * 0.3)],
      ],
      '#8fcf4a',
      3,
    );
  }
  const pts: Pt[] = [];
  for (let a = 0; a < TAU * 1.6; a += 0.25)
    pts.push([Math.cos(a) * (R * 0.9 - a * R * 0.09), Math.sin(a) * (R * 0.9 - a * R * 0.09)]);
  inner += pathEl(smooth(pts, false), 'none', {
    stroke: '#f1d9a4',
    'stroke-width': R * 0.07,
    'stroke-linecap': 'round',
  });
  return (
    circle(
      0,
      0,
      R,
      s.rad([
        [0, '#f6e4b8'],
        [0.85, '#eccf94'],
        [1, '#c99a52'],
      ]),
    ) +
    group(inner, { 'clip-path': clip }) +
    circle(0, 0, R * 0.92, 'none', { stroke: '#d8b26c', 'stroke-width': 2, opacity: 0.7 })
  );
}
const wrap: FoodFn = (s, r, v) => {
  const cx = 310 + r.range(-10, 10);
  const cy = 245 + r.range(-6, 6);
  const fillings = nth(
    [
      ['#6fb83a', '#e0412a', '#f1d8a8', '#d9a55a', '#f6c531', '#8a3a6a'],
      ['#6fb83a', '#3a2a1a', '#f3d37a', '#e0412a', '#f6f0dc', '#4f8a2a'],
    ],
    v - 1,
  );
  let out = '';
  // Parchment under the wrap.
  out += at(
    cx - 10,
    cy,
    shadowPath(s, 'M-230 -150L220 -170L240 150L-220 170Z', 0.25, 8) +
      pathEl('M-230 -150L220 -170L240 150L-220 170Z', '#f6efe1') +
      line(
        [
          [-200, -120],
          [200, -140],
        ],
        '#e0d4bc',
        1.5,
      ),
    r.range(-6, 6),
  );
  // Half lying down, its cut face toward the middle.
  const tortilla = s.lin([
    [0, '#e9c47e'],
    [0.3, '#f6e2b4'],
    [0.7, '#f1d49a'],
    [1, '#c9934a'],
  ]);
  const lie = (x: number, y: number, rot: number) => {
    let g =
      shadowPath(s, 'M0 -62L170 -58Q196 0 170 58L0 62Z', 0.3, 6) +
      pathEl('M0 -62L170 -58Q196 0 170 58L0 62Z', tortilla);
    for (let i = 0; i < 7; i++)
      g += ellipse(r.range(30, 160), r.range(-45, 45), r.range(5, 10), r.range(3, 6), '#b8762e', {
        opacity: 0.45,
      });
    for (let i = 0; i < 3; i++)
      g += line(
        [
          [30 + i * 50, -58],
          [60 + i * 50, 58],
        ],
        '#9a5a1e',
        5,
        { opacity: 0.35 },
      );
    g += at(0, 0, wrapFace(s, r, 62, fillings), 0);
    return at(x, y, g, rot);
  };
  out += lie(cx - 130, cy + 50, -10);
  // Half standing on its end.
  out += at(
    cx + 90,
    cy - 30,
    circle(8, 12, 78, '#000', { opacity: 0.3, filter: s.blur(8) }) + wrapFace(s, r, 78, fillings),
  );
  // Side salad or chips.
  if (v % 2 === 1) {
    for (let i = 0; i < 9; i++) {
      const [x, y] = inCircle(r, cx + 150, cy + 110, 34);
      out += at(
        x,
        y,
        pathEl('M0 -20L18 14L-18 14Z', s.fade('#f6d26a', '#e0a232'), {
          stroke: '#c8892a',
          'stroke-width': 1,
          'stroke-linejoin': 'round',
        }),
        r.range(0, 360),
      );
    }
  } else {
    out += ramekin(s, r, cx + 160, cy + 105, 38, '#f3efe2') + herbs(r, cx + 160, cy + 105, 18, 6);
  }
  out += cherryTomato(s, cx - 30, cy - 120, 14) + cherryTomato(s, cx - 5, cy - 130, 13);
  return { side: false, svg: out };
};

function maki(s: Svg, r: Rng, x: number, y: number, R: number, filling: string, inside: boolean): string {
  let g = circle(3, 5, R, '#000', { opacity: 0.3, filter: s.blur(3) });
  if (inside) {
    // Uramaki: rice outside, coated with sesame or roe.
    g +=
      circle(0, 0, R, '#fbf8f1') +
      specks(r, 0, 0, R * 0.95, 26, r.pick(['#1a1a1a', '#f07a1c']), 1.8, 0.9) +
      circle(0, 0, R * 0.55, '#1c2419') +
      circle(0, 0, R * 0.48, '#fbf8f1');
  } else {
    g += circle(0, 0, R, '#1a2418') + circle(0, 0, R * 0.88, '#fbf8f1');
  }
  for (let i = 0; i < 14; i++) {
    const [px, py] = inCircle(r, 0, 0, R * (inside ? 0.42 : 0.8));
    g += ellipse(px, py, 3.2, 1.7, '#ffffff', {
      stroke: '#e6dfd2',
      'stroke-width': 0.6,
      transform: `rotate(${fmt(r.range(0, 180))} ${fmt(px)} ${fmt(py)})`,
    });
  }
  const fr = R * (inside ? 0.3 : 0.42);
  g += pathEl(blob(r, 0, 0, fr, fr * 0.9, 6, 0.15), filling);
  if (filling === '#f58a5c')
    g += line(
      [
        [-fr * 0.6, -fr * 0.2],
        [fr * 0.6, fr * 0.1],
      ],
      '#fde3d2',
      1.5,
    );
  else g += circle(fr * 0.3, -fr * 0.2, fr * 0.35, '#9ccf4a');
  g += ellipse(-R * 0.35, -R * 0.4, R * 0.2, R * 0.1, '#ffffff', { opacity: 0.5 });
  return at(x, y, g, r.range(0, 360));
}
/** The curved lines across salmon (its fat) and shrimp (its stripes): how many, from where, how far apart. */
const NIGIRI_STRIPES = {
  salmon: { count: 5, from: -40, step: 20, color: '#fff1e6', width: 3 },
  shrimp: { count: 4, from: -36, step: 22, color: '#f26a3a', width: 5 },
};
function nigiri(
  s: Svg,
  r: Rng,
  x: number,
  y: number,
  rot: number,
  fish: 'salmon' | 'tuna' | 'shrimp' | 'tamago',
): string {
  let g =
    ellipse(4, 6, 56, 28, '#000', { opacity: 0.3, filter: s.blur(4) }) + ellipse(0, 0, 50, 24, '#fbf8f1');
  for (let i = 0; i < 12; i++) {
    const px = r.range(-44, 44);
    const py = r.range(-18, 18);
    g += ellipse(px, py, 3.5, 1.8, '#ffffff', { stroke: '#e6dfd2', 'stroke-width': 0.6 });
  }
  const d = 'M-58 -14C-50 -30 40 -32 60 -18C66 -6 62 14 52 20C20 30 -40 30 -56 18C-64 8 -62 -6 -58 -14Z';
  const col = {
    salmon: ['#ffa06a', '#f0743e'],
    tuna: ['#e0404a', '#a81e2a'],
    shrimp: ['#fbe0d0', '#f0906a'],
    tamago: ['#ffe27a', '#f2c23a'],
  }[fish];
  g += pathEl(
    d,
    s.lin(
      [
        [0, col[0]!],
        [1, col[1]!],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  if (fish === 'salmon' || fish === 'shrimp') {
    const { count, from, step, color, width } = NIGIRI_STRIPES[fish];
    for (let i = 0; i < count; i++) {
      const x = from + i * step;
      g += pathEl(`M${x} -24Q${x + 6} 0 ${x - 4} 24`, 'none', {
        stroke: color,
        'stroke-width': width,
        opacity: 0.8,
      });
    }
  }
  if (fish === 'tamago') g += rect(-10, -30, 20, 60, '#1a2418');
  g += ellipse(-20, -12, 20, 5, '#ffffff', { opacity: 0.35 });
  return at(x, y, g, rot);
}
const sushi: FoodFn = (s, r, v) => {
  const cx = 300 + r.range(-8, 8);
  const cy = 235 + r.range(-6, 6);
  const slate = v % 2 === 0;
  const W = 470;
  const H = 250;
  let out = shadow(s, cx, cy, W / 2, H / 2, 0.4, 12, 10, 16);
  if (slate) out += rect(cx - W / 2, cy - H / 2, W, H, s.fade('#3d4248', '#25282c', 'diagonal'), { rx: 10 });
  else {
    out += rect(cx - W / 2, cy - H / 2, W, H, s.fade('#e8c890', '#cfa86a', 'diagonal'), { rx: 8 });
    for (let i = 0; i < 6; i++)
      out += line(
        [
          [cx - W / 2 + 10, cy - H / 2 + 24 + i * 40 + r.range(-6, 6)],
          [cx + W / 2 - 10, cy - H / 2 + 20 + i * 40 + r.range(-6, 6)],
        ],
        '#a67c42',
        1.2,
        { opacity: 0.3 },
      );
  }
  const makiFill = nth(['#f58a5c', '#6fbf3a', '#c8283a'], v);
  const uramaki = v === 2;
  for (let i = 0; i < 5; i++)
    out += maki(
      s,
      r,
      cx - 176 + i * 82,
      cy - 58,
      36,
      i % 2 ? makiFill : nth(['#6fbf3a', '#f58a5c'], v),
      uramaki,
    );
  const fishes = nth(
    [
      ['salmon', 'tuna', 'salmon'],
      ['shrimp', 'salmon', 'tamago'],
      ['tuna', 'salmon', 'tuna'],
    ] as const,
    v - 1,
  );
  fishes.forEach((f, i) => {
    out += at(cx - 150 + i * 112, cy + 62, nigiri(s, r, 0, 0, -8 + r.range(-4, 4), f), 0, 1.12);
  });
  // Ginger and wasabi.
  const gx = cx + W / 2 - 60;
  for (let i = 0; i < 5; i++)
    out += at(
      gx + r.range(-6, 6),
      cy + 58 + r.range(-6, 6),
      pathEl(leafD(40, 16), '#f7c6c0', { opacity: 0.9, stroke: '#eaa49a', 'stroke-width': 1 }),
      r.range(0, 360),
    );
  out +=
    pathEl(blob(r, gx + 5, cy + 40, 18, 14, 8, 0.2), '#8cc24a', { stroke: '#6a9f32', 'stroke-width': 1.5 }) +
    specks(r, gx + 5, cy + 40, 12, 8, '#6a9f32', 1.2);
  out += ramekin(
    s,
    r,
    cx + W / 2 + 30 > 600 ? cx + 200 : cx + W / 2 + 30,
    cy + H / 2 + 40,
    40,
    '#2a1208',
    '#2a2a2e',
  );
  out += chopsticks(
    s,
    cx - 220,
    cy + H / 2 + 30,
    -6,
    330,
    nth(['#c8955a', '#2a2a2a', '#a8322a'], v),
    nth([undefined, '#b3261e', '#1f1f1f'], v),
  );
  return { side: false, svg: out };
};

const steak: FoodFn = (s, r, v) => {
  const cx = 315 + r.range(-8, 8);
  const cy = 240 + r.range(-6, 6);
  let out = plate(s, cx, cy, 215, nth([PLATES[2]!, PLATES[0]!, PLATES[1]!], v));
  const sliced = v % 3 === 2;
  const sx = cx - 30;
  const sy = cy - 20;
  const steakD = blob(r, sx, sy, 112, 80, 10, 0.08, r.range(-20, 20));
  if (!sliced) {
    out +=
      shadowPath(s, steakD, 0.4, 6, 4, 8) +
      pathEl(
        steakD,
        s.rad(
          [
            [0, '#8a4a26'],
            [0.75, '#6a3418'],
            [1, '#3e1c0c'],
          ],
          0.45,
          0.45,
        ),
      );
    out += pathEl(blob(r, sx + 60, sy - 40, 46, 22, 8, 0.12, 30), '#f3dcb0', { opacity: 0.55 });
    const clip = s.clip(pathEl(steakD, '#000'));
    let marks = '';
    for (let i = -5; i <= 5; i++)
      marks += line(
        [
          [sx + i * 30 - 120, sy - 120],
          [sx + i * 30 + 120, sy + 120],
        ],
        '#2a1008',
        9,
        { opacity: 0.75 },
      );
    if (v % 3 === 1)
      for (let i = -5; i <= 5; i++)
        marks += line(
          [
            [sx + i * 30 + 120, sy - 120],
            [sx + i * 30 - 120, sy + 120],
          ],
          '#2a1008',
          6,
          { opacity: 0.35 },
        );
    out += group(marks, { 'clip-path': clip });
    out += specks(r, sx, sy, 90, 40, '#f6efe0', 1.5, 0.7) + specks(r, sx, sy, 90, 30, '#1a0a04', 1.5, 0.7);
    out += ellipse(sx - 40, sy - 40, 40, 12, '#ffffff', {
      opacity: 0.15,
      transform: `rotate(-20 ${fmt(sx)} ${fmt(sy)})`,
    });
  } else {
    // Sliced: a crusted steak with pink cut faces showing between the slices.
    out +=
      shadowPath(s, steakD, 0.4, 6, 4, 8) +
      pathEl(
        steakD,
        s.rad([
          [0, '#7a3a1c'],
          [1, '#3e1c0c'],
        ]),
      );
    const inner = s.clip(pathEl(blob(r, sx, sy, 100, 68, 10, 0.06), '#000'));
    let faces = '';
    for (let i = 0; i < 7; i++) {
      const x = sx - 105 + i * 34;
      faces += at(
        x,
        sy,
        rect(
          -12,
          -100,
          24,
          200,
          s.lin(
            [
              [0, '#8a3a22'],
              [0.2, '#d8685a'],
              [0.5, '#f0907e'],
              [0.8, '#d8685a'],
              [1, '#8a3a22'],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
        12,
      );
    }
    out += group(faces, { 'clip-path': inner });
    out += specks(r, sx, sy, 100, 30, '#f6efe0', 1.8, 0.8);
  }
  // Herb butter, rosemary.
  out += at(
    sx + 10,
    sy - 10,
    rect(-18, -14, 36, 28, s.fade('#fff3b8', '#f6d86a'), { rx: 6 }) + specks(r, 0, 0, 12, 8, '#3f8a2a', 1.5),
    15,
  );
  const rs: Pt = [sx - 60, sy + 50];
  let rosemary = line([rs, [rs[0] + 120, rs[1] - 40]], '#6a5a2a', 3);
  for (let i = 0; i < 14; i++) {
    const t = i / 14;
    const px = rs[0] + 120 * t;
    const py = rs[1] - 40 * t;
    rosemary += leaf(px, py, 18, 3.5, -18 - 60, '#3a6a2a') + leaf(px, py, 18, 3.5, -18 + 60, '#47782f');
  }
  out += rosemary;
  // Sides: potatoes and greens.
  const side = nth(['potatoes', 'mash', 'salad'], v - 1);
  if (side === 'potatoes') {
    for (const [x, y] of scatter(r, cx + 95, cy + 95, 55, 6, 40)) {
      const d = blob(r, x, y, 24, 20, 8, 0.12);
      out +=
        shadowPath(s, d, 0.3, 3, 2, 4) +
        pathEl(
          d,
          s.rad(
            [
              [0, '#ffe6a0'],
              [0.7, '#f0c25a'],
              [1, '#c88a2a'],
            ],
            0.4,
            0.4,
          ),
        ) +
        specks(r, x, y, 14, 5, '#a85a1a', 2, 0.6) +
        specks(r, x, y, 16, 4, '#3f8a2a', 1.4);
    }
  } else if (side === 'salad') {
    out += leafPile(s, r, cx + 95, cy + 95, 56, 16, GREENS).replace(/<circle[^>]*\/>/, '');
    out +=
      cherryTomato(s, cx + 80, cy + 80, 14) +
      cherryTomato(s, cx + 118, cy + 108, 13) +
      cucumber(s, cx + 110, cy + 70, 15);
  } else {
    const d = blob(r, cx + 100, cy + 90, 70, 55, 12, 0.1);
    out +=
      shadowPath(s, d, 0.25, 4) +
      pathEl(
        d,
        s.rad([
          [0, '#fffaf0'],
          [1, '#f0e2c0'],
        ]),
      );
    for (let i = 0; i < 4; i++)
      out += pathEl(arcD(cx + 100, cy + 90, 15 + i * 12, 200 + i * 30, 320 + i * 30), 'none', {
        stroke: '#e6d2a6',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      });
    out +=
      ellipse(cx + 100, cy + 88, 14, 8, '#f8d24a', { opacity: 0.9 }) + herbs(r, cx + 100, cy + 90, 40, 6);
  }
  // Asparagus or broccoli.
  if (v % 3 === 1) {
    for (let i = 0; i < 5; i++) {
      const x0 = cx + 40 + i * 14;
      const y0 = cy - 150 + i * 4;
      out += at(
        x0,
        y0,
        rect(0, -5, 150, 10, s.fade('#8fcf4a', '#4f8f2a'), { rx: 5 }) +
          pathEl('M148 -7Q176 0 148 7Z', '#3f7a24') +
          line(
            [
              [40, -3],
              [50, 0],
            ],
            '#3f7a24',
            1.5,
          ) +
          line(
            [
              [90, 3],
              [100, 0],
            ],
            '#3f7a24',
            1.5,
          ),
        35,
      );
    }
  } else {
    for (const [x, y] of scatter(r, cx + 110, cy - 100, 40, 3, 34)) out += broccoli(s, r, x, y, 28);
  }
  out += knife(s, cx + 250, cy + 40, -95, 0.95, '#d8dadd', '#3a2418') + fork(s, cx - 270, cy + 20, -85, 0.95);
  return { side: false, svg: out };
};

const PIE_FILLINGS = {
  cherry: ['#b01a2e', '#7a0e1e'],
  blueberry: ['#4a3a7a', '#2a1a4a'],
  apple: ['#e9c070', '#c8903a'],
  pumpkin: ['#e0862a', '#c0661a'],
  rhubarb: ['#d8506a', '#a83048'],
} as const;
type PieFilling = keyof typeof PIE_FILLINGS;
/** A whole pie (centred on 0,0) for a symbol. */
function pieBody(s: Svg, r: Rng, R: number, top: 'lattice' | 'closed' | 'open', filling: PieFilling): string {
  const [f1, f2] = PIE_FILLINGS[filling];
  const crust = s.rad(
    [
      [0, '#f4d290'],
      [0.8, '#e2a75a'],
      [1, '#b8783a'],
    ],
    0.45,
    0.45,
  );
  let g = circle(0, 0, R, '#c8883e');
  g += pathEl(
    crimpedD(0, 0, R, 72, 4, -2),
    s.rad([
      [0, '#f2cf8c'],
      [0.88, '#e6ae62'],
      [1, '#b8783a'],
    ]),
  );
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * TAU;
    g += line(
      [
        [Math.cos(a) * R * 0.84, Math.sin(a) * R * 0.84],
        [Math.cos(a) * R * 0.98, Math.sin(a) * R * 0.98],
      ],
      '#b8783a',
      2.5,
      { opacity: 0.55 },
    );
  }
  const innerR = R * 0.82;
  const fillingSvg =
    circle(
      0,
      0,
      innerR,
      s.rad([
        [0, shade(f1, 0.1)],
        [0.8, f1],
        [1, f2],
      ]),
    ) + (filling === 'pumpkin' ? '' : droplets(r, 0, 0, innerR * 0.9, 40, shade(f1, 0.25), 0.5));
  if (top === 'lattice') {
    const clip = s.clip(circle(0, 0, innerR + 2));
    const n = 6;
    const sw = (innerR * 2) / (n * 1.9);
    let lat = fillingSvg;
    const strip = (i: number, vertical: boolean) => {
      const p = -innerR + (i + 0.5) * ((innerR * 2) / n);
      return vertical
        ? rect(p - sw / 2, -innerR, sw, innerR * 2, crust, { stroke: '#b8783a', 'stroke-width': 1.5 })
        : rect(-innerR, p - sw / 2, innerR * 2, sw, crust, { stroke: '#b8783a', 'stroke-width': 1.5 });
    };
    for (let i = 0; i < n; i++) lat += strip(i, true);
    for (let i = 0; i < n; i++) lat += strip(i, false);
    // Weave: re-draw the vertical strips over every other crossing.
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if ((i + j) % 2) continue;
        const px = -innerR + (i + 0.5) * ((innerR * 2) / n);
        const py = -innerR + (j + 0.5) * ((innerR * 2) / n);
        lat +=
          rect(px - sw / 2, py - sw / 2 - 2, sw, sw + 4, crust) +
          line(
            [
              [px - sw / 2, py - sw / 2 - 2],
              [px - sw / 2, py + sw / 2 + 2],
            ],
            '#b8783a',
            1.5,
          ) +
          line(
            [
              [px + sw / 2, py - sw / 2 - 2],
              [px + sw / 2, py + sw / 2 + 2],
            ],
            '#b8783a',
            1.5,
          );
      }
    }
    lat += specks(r, 0, 0, innerR, 60, '#fffaf0', 1.4, 0.8);
    g += group(lat, { 'clip-path': clip, transform: `rotate(${fmt(r.range(-20, 20))})` });
  } else if (top === 'closed') {
    g += circle(
      0,
      0,
      innerR + 4,
      s.rad(
        [
          [0, '#f6d898'],
          [0.7, '#eab868'],
          [1, '#c88a40'],
        ],
        0.42,
        0.42,
      ),
    );
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * TAU + 0.3;
      g += at(
        Math.cos(a) * innerR * 0.45,
        Math.sin(a) * innerR * 0.45,
        pathEl('M-16 0Q0 -7 16 0Q0 7 -16 0Z', f2),
        (a * 180) / Math.PI,
      );
    }
    for (let i = 0; i < 3; i++)
      g += leaf(
        Math.cos(i * 2.1) * 20 - 14,
        Math.sin(i * 2.1) * 20,
        46,
        18,
        i * 120 + 10,
        '#f0c47a',
        '#c8883e',
      );
    g += specks(r, 0, 0, innerR * 0.95, 70, '#fffaf0', 1.4, 0.85);
  } else {
    g += fillingSvg.replace(/<circle[^>]*\/>/g, (m, off: number) => (off === 0 ? m : ''));
    const pts: Pt[] = [];
    for (let a = 0; a < TAU * 2; a += 0.4)
      pts.push([Math.cos(a) * (6 + a * 5), Math.sin(a) * (6 + a * 5) - 4]);
    g +=
      ellipse(0, 4, 46, 36, '#000', { opacity: 0.18, filter: s.blur(5) }) +
      pathEl(blob(r, 0, 0, 44, 38, 12, 0.12), '#fffaf0') +
      pathEl(smooth(pts, false), 'none', {
        stroke: '#efe6d2',
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }) +
      specks(r, 0, 0, innerR * 0.9, 40, '#8a4a1a', 1.3, 0.6);
  }
  return g;
}
const pie: FoodFn = (s, r, v, t) => {
  const cx = 310 + r.range(-8, 8);
  const cy = 240 + r.range(-6, 6);
  const R = 170;
  const styles: { top: 'lattice' | 'closed' | 'open'; filling: PieFilling; cut: boolean }[] =
    t.kinds.includes('burger')
      ? [
          { top: 'lattice', filling: 'cherry', cut: true },
          { top: 'closed', filling: 'apple', cut: false },
        ]
      : [
          { top: 'lattice', filling: 'cherry', cut: false },
          { top: 'closed', filling: 'apple', cut: true },
          { top: 'open', filling: 'pumpkin', cut: true },
          { top: 'lattice', filling: 'blueberry', cut: true },
        ];
  const st = nth(styles, v - 1);
  const dish = nth(['#f4f1ea', '#2f5f9e', '#b8452f', '#cfd3d8'], v + hash(t.tenant));
  let out =
    shadow(s, cx, cy, R + 18, R + 18, 0.4, 12, 8, 14) +
    circle(
      cx,
      cy,
      R + 18,
      s.rad([
        [0, dish],
        [0.9, dish],
        [1, shade(dish, -0.25)],
      ]),
    );
  let flutes = '';
  for (let i = 0; i < 40; i++) {
    const a = (i / 40) * TAU;
    flutes += circle(cx + Math.cos(a) * (R + 12), cy + Math.sin(a) * (R + 12), 5, shade(dish, 0.15), {
      opacity: 0.6,
    });
  }
  out += flutes + gloss(cx, cy, R + 13, 4, 0.5, 200, 250);
  const id = s.symbol(pieBody(s, r, R, st.top, st.filling));
  if (!st.cut) out += at(cx, cy, use(id));
  else {
    const w0 = r.range(10, 80);
    const [f1, f2] = PIE_FILLINGS[st.filling];
    const mid = rad(w0 + 20);
    const dx = Math.cos(mid) * 34;
    const dy = Math.sin(mid) * 34;
    const rest = s.clip(pathEl(wedgeD(0, 0, R + 6, w0 + 40, w0 + 360), '#000'));
    const wedge = s.clip(pathEl(wedgeD(0, 0, R + 6, w0, w0 + 40), '#000'));
    // The dish shows where the slice was.
    out += at(
      cx,
      cy,
      pathEl(wedgeD(0, 0, R, w0, w0 + 40), shade(dish, -0.08)) + use(id, { 'clip-path': rest }),
    );
    // Cut faces of the pie around the gap.
    for (const a of [w0, w0 + 40]) {
      out += line(
        [
          [cx + Math.cos(rad(a)) * 4, cy + Math.sin(rad(a)) * 4],
          [cx + Math.cos(rad(a)) * R * 0.84, cy + Math.sin(rad(a)) * R * 0.84],
        ],
        f2,
        7,
        { opacity: 0.95 },
      );
      for (let k = 0; k < 4; k++) {
        const d = r.range(20, R * 0.8);
        out += circle(
          cx + Math.cos(rad(a + (a === w0 ? 4 : -4))) * d,
          cy + Math.sin(rad(a + (a === w0 ? 4 : -4))) * d,
          r.range(4, 8),
          f1,
          { opacity: 0.9 },
        );
      }
    }
    out += at(
      cx,
      cy,
      shadowPath(s, wedgeD(dx, dy, R, w0, w0 + 40), 0.4, 6, 6, 10) +
        use(id, { 'clip-path': wedge, transform: `translate(${fmt(dx)} ${fmt(dy)})` }) +
        line(
          [
            [dx, dy],
            [dx + Math.cos(rad(w0 + 40)) * R * 0.84, dy + Math.sin(rad(w0 + 40)) * R * 0.84],
          ],
          f1,
          4,
        ),
    );
  }
  if (v % 2 === 0) out += knife(s, cx + 230, cy - 10, -100, 0.8, '#d8dadd');
  else
    out += at(
      cx + 250,
      cy + 0,
      leaf(0, 0, 60, 22, -70, '#4f8a3a', '#2a5a1f') + leaf(0, 0, 54, 20, -120, '#5f9a44', '#2a5a1f'),
    );
  return { side: false, svg: out };
};

function bacon(s: Svg, r: Rng, x: number, y: number, rot: number, len = 180): string {
  const pts: Pt[] = [];
  for (let d = 0; d <= len; d += 10) pts.push([d, Math.sin(d / 22 + r.range(0, 0.3)) * 7]);
  const d = smooth(pts, false);
  return at(
    x,
    y,
    pathEl(d, 'none', {
      stroke: '#2a0e05',
      'stroke-width': 30,
      opacity: 0.3,
      transform: 'translate(3 5)',
      'stroke-linecap': 'round',
      filter: s.blur(3),
    }) +
      pathEl(d, 'none', { stroke: '#8a2a18', 'stroke-width': 28, 'stroke-linecap': 'round' }) +
      pathEl(d, 'none', { stroke: '#b8432a', 'stroke-width': 20, 'stroke-linecap': 'round' }) +
      pathEl(d, 'none', {
        stroke: '#f3c7a0',
        'stroke-width': 5,
        'stroke-linecap': 'round',
        transform: 'translate(0 -5)',
      }) +
      pathEl(d, 'none', {
        stroke: '#f0b890',
        'stroke-width': 3,
        'stroke-linecap': 'round',
        transform: 'translate(0 7)',
        opacity: 0.8,
      }),
    rot,
  );
}
function toast(s: Svg, r: Rng, x: number, y: number, rot: number, topping?: 'avocado' | 'butter'): string {
  const d = 'M-60 -40Q-72 -72 -40 -74Q0 -90 40 -74Q72 -72 60 -40L62 60Q62 70 52 70L-52 70Q-62 70 -62 60Z';
  const inner = 'M-50 -36Q-60 -62 -34 -62Q0 -76 34 -62Q60 -62 50 -36L52 54Q52 60 46 60L-46 60Q-52 60 -52 54Z';
  let g =
    shadowPath(s, d, 0.35, 5) +
    pathEl(d, '#a8642a') +
    pathEl(
      inner,
      s.rad([
        [0, '#f8dc98'],
        [0.8, '#eab868'],
        [1, '#c98a3e'],
      ]),
    );
  g += specks(r, 0, 0, 40, 20, '#c8903e', 1.8, 0.6);
  if (topping === 'avocado') {
    g +=
      pathEl(
        blob(r, 0, 0, 48, 54, 10, 0.1),
        s.rad([
          [0, '#d8e68a'],
          [1, '#8fb83a'],
        ]),
      ) +
      specks(r, 0, 0, 40, 20, '#6a8a2a', 2, 0.6) +
      specks(r, 0, 0, 40, 14, '#d8301a', 1.6) +
      specks(r, 0, 0, 40, 14, '#fbf8ea', 1.4);
  } else if (topping === 'butter')
    g += at(
      8,
      0,
      rect(-16, -12, 32, 24, '#fff0a0', { rx: 6 }) + rect(-12, -8, 14, 6, '#ffffff', { rx: 3, opacity: 0.6 }),
      20,
    );
  return at(x, y, g, rot);
}
const breakfast: FoodFn = (s, r, v) => {
  const cx = 315 + r.range(-8, 8);
  const cy = 240 + r.range(-6, 6);
  const type = nth(['full', 'pancakes', 'avocado'], v - 1);
  let out = plate(s, cx, cy, 215, nth(PLATES, v + 4));
  if (type === 'pancakes') {
    for (let i = 0; i < 4; i++) {
      const y = cy + 26 - i * 12;
      const d = blob(r, cx, y, 130, 122, 14, 0.03);
      out +=
        shadowPath(s, d, 0.3, 4, 2, 5) +
        pathEl(
          d,
          s.rad([
            [0, '#f6c87a'],
            [0.75, '#e0a04a'],
            [1, '#a8642a'],
          ]),
        );
      out += pathEl(blob(r, cx, y + 4, 130, 120, 14, 0.03), 'none', {
        stroke: '#fbe6c0',
        'stroke-width': 2,
        opacity: 0.5,
      });
    }
    const ty = cy + 26 - 3 * 12;
    // Syrup pooling and running over the edge.
    let syrup = `M${cx - 70} ${ty - 20}`;
    syrup += `C${cx - 60} ${ty - 90} ${cx + 60} ${ty - 90} ${cx + 80} ${ty - 20}C${cx + 110} ${ty + 30} ${cx + 120} ${ty + 90} ${cx + 104} ${ty + 120}C${cx + 92} ${ty + 130} ${cx + 86} ${ty + 80} ${cx + 60} ${ty + 60}C${cx + 20} ${ty + 80} ${cx - 40} ${ty + 70} ${cx - 70} ${ty - 20}Z`;
    out +=
      pathEl(syrup, '#b8641a', { opacity: 0.8 }) +
      ellipse(cx - 10, ty - 30, 40, 10, '#ffffff', {
        opacity: 0.3,
        transform: `rotate(-15 ${fmt(cx)} ${fmt(ty)})`,
      });
    out += at(
      cx - 10,
      ty - 10,
      rect(-24, -18, 48, 36, '#000', { opacity: 0.15, rx: 8, transform: 'translate(3 4)' }) +
        rect(-24, -18, 48, 36, s.fade('#fff6c0', '#f6dc6a'), { rx: 8 }) +
        rect(-18, -12, 20, 8, '#ffffff', { rx: 3, opacity: 0.6 }),
      15,
    );
    for (const [x, y] of scatter(r, cx, ty, 95, 10, 26, [[cx - 10, ty - 10]])) {
      const c = r.pick(['#3a2a6a', '#c0203a', '#2a2a5a']);
      out += berry(s, x, y, c);
    }
    out +=
      leaf(cx + 40, ty - 50, 30, 11, -40, '#3f9a3a', '#1f5a1a') +
      leaf(cx + 40, ty - 50, 28, 10, 20, '#4fae44', '#1f5a1a');
    out += specks(r, cx, ty, 110, 40, '#ffffff', 1.5, 0.6);
  } else if (type === 'full') {
    out += eggFried(s, r, cx - 60, cy - 60, 62) + eggFried(s, r, cx + 40, cy - 90, 56);
    out += bacon(s, r, cx - 150, cy + 30, -12, 170) + bacon(s, r, cx - 140, cy + 70, -8, 160);
    out += toast(s, r, cx + 100, cy + 50, 18, 'butter');
    for (let i = 0; i < 2; i++) {
      const x = cx - 40 + i * 14;
      const y = cy + 130 - i * 30;
      out += at(
        x,
        y,
        shadowPath(s, 'M-55 -14H55A14 14 0 0 1 55 14H-55A14 14 0 0 1 -55 -14Z', 0.3, 3) +
          rect(
            -68,
            -15,
            136,
            30,
            s.lin([
              [0, '#b8703a'],
              [0.4, '#8a4a22'],
              [1, '#5a2a12'],
            ]),
            { rx: 15 },
          ) +
          rect(-54, -10, 90, 5, '#ffffff', { rx: 3, opacity: 0.3 }),
        -6,
      );
    }
    out += tomatoHalf(s, r, cx + 120, cy - 60, 30) + herbs(r, cx, cy, 150, 8);
    out += specks(r, cx - 60, cy - 60, 40, 10, '#2a2a2a', 1.2);
  } else {
    out += toast(s, r, cx - 70, cy + 10, -10, 'avocado') + toast(s, r, cx + 70, cy + 20, 12, 'avocado');
    // Poached eggs.
    for (const [x, y] of [
      [cx - 70, cy - 5],
      [cx + 72, cy + 5],
    ] as Pt[]) {
      out +=
        pathEl(blob(r, x, y, 40, 34, 9, 0.12), '#000', {
          opacity: 0.25,
          transform: 'translate(3 5)',
          filter: s.blur(4),
        }) +
        pathEl(
          blob(r, x, y, 40, 34, 9, 0.12),
          s.rad([
            [0, '#ffffff'],
            [1, '#f0ebe0'],
          ]),
        ) +
        circle(
          x + 6,
          y + 2,
          20,
          s.rad([
            [0, '#ffd65a'],
            [1, '#f2a20c'],
          ]),
          { opacity: 0.85 },
        ) +
        ellipse(x + 2, y - 4, 10, 5, '#ffffff', { opacity: 0.5 });
    }
    out +=
      specks(r, cx, cy, 140, 24, '#1a1a1a', 1.2) +
      herbs(r, cx, cy, 120, 12) +
      cherryTomato(s, cx - 30, cy + 130, 16) +
      cherryTomato(s, cx + 10, cy + 140, 15);
  }
  out += fork(s, cx - 270, cy + 10, -90, 0.95) + knife(s, cx + 265, cy + 10, -90, 0.95, '#d8dadd');
  return { side: false, svg: out };
};

// ---------------------------------------------------------------------------------------------
// Scenes behind side views

/** A wall and the near edge of a table, for dishes seen from the side. */
function sideScene(s: Svg, r: Rng, w: number, h: number, t: Theme, horizon: number): string {
  const walls = [shade(t.color, 0.78), '#efe6d8', '#2f3437', shade(t.color, -0.35), '#e9dfd1', '#d8e0dc'];
  const wall = r.pick(walls);
  const dark = luminance(wall) < 0.4;
  let out = rect(0, 0, w, horizon, s.fade(shade(wall, 0.06), shade(wall, -0.1)));
  // Soft bokeh lights.
  for (let i = 0; i < 9; i++) {
    out += circle(r.range(0, w), r.range(10, horizon - 40), r.range(16, 46), dark ? '#ffd9a0' : '#ffffff', {
      opacity: r.range(0.1, dark ? 0.3 : 0.4),
      filter: s.blur(r.range(6, 14)),
    });
  }
  if (!dark && r.chance(0.5)) {
    // Tiles.
    const pat = s.pattern(
      60,
      30,
      rect(0, 0, 60, 30, 'none', { stroke: '#000', 'stroke-width': 1.2, opacity: 0.06 }),
    );
    out += rect(0, 0, w, horizon, pat);
  }
  const top = r.pick(['#b98554', '#8a5a36', '#d5b48a', '#6b4a33', '#cfc8bd']);
  const tableTop = group(wood(s, r, w, h - horizon, top, false), { transform: `translate(0 ${horizon})` });
  out +=
    tableTop +
    rect(
      0,
      horizon,
      w,
      h - horizon,
      s.lin([
        [0, '#000', 0.25],
        [0.15, '#000', 0],
        [1, '#000', 0.2],
      ]),
    );
  out += rect(0, horizon - 2, w, 4, '#000', { opacity: 0.18 });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Images

const FOOD: Partial<Record<FoodKind, FoodFn>> = {
  noodles,
  dumplings,
  soup,
  salad,
  pizza,
  curry,
  rice,
  burger,
  drink,
  dessert,
  fries,
  wrap,
  sushi,
  steak,
  pie,
  breakfast,
};
const TABLES: TableStyle[] = ['oak', 'slate', 'linen', 'walnut', 'marble', 'gingham', 'pine', 'concrete'];

/** An image's canvas and its randomness, seeded with tenant and image name so that reruns draw the same. */
function canvas(t: Theme, name: string, size: Size) {
  return {
    W: size.width,
    H: size.height,
    s: new Svg(size.width, size.height),
    r: new Rng(`${t.tenant}/${name}`),
  };
}

function foodImage(t: Theme, kind: FoodKind, v: number, name: string, size: Size): string {
  const { s, r } = canvas(t, name, size);
  const fn = FOOD[kind];
  if (!fn) throw new Error(`No drawing for ${kind}`);
  const dish = fn(s, r, v, t);
  const bg = dish.side
    ? sideScene(s, r, size.width, size.height, t, 300)
    : table(s, r, size.width, size.height, nth(TABLES, hash(t.tenant + kind) + v), t.color);
  return s.render(bg + dish.svg + vignette(s, size.width, size.height));
}

// ---------------------------------------------------------------------------------------------
// Gallery scenes (1200×800)

function pendant(
  s: Svg,
  x: number,
  cordTop: number,
  y: number,
  R: number,
  color: string,
  glow: number,
  style: 'dome' | 'globe' | 'cone',
): string {
  let out = line(
    [
      [x, cordTop],
      [x, y - R * 0.5],
    ],
    '#1a1a1a',
    2,
  );
  out += circle(
    x,
    y + R * 0.3,
    R * 3.2,
    s.rad([
      [0, '#ffd58a', glow],
      [1, '#ffd58a', 0],
    ]),
  );
  if (style === 'globe') {
    out +=
      circle(
        x,
        y,
        R,
        s.rad(
          [
            [0, '#fffbe8'],
            [0.6, '#ffe6a8'],
            [1, '#f2b84a'],
          ],
          0.45,
          0.4,
        ),
      ) + rect(x - R * 0.25, y - R - 8, R * 0.5, 10, '#2a2a2a', { rx: 2 });
  } else if (style === 'cone') {
    out += pathEl(
      `M${x - R * 0.25} ${y - R * 0.6}L${x + R * 0.25} ${y - R * 0.6}L${x + R} ${y + R * 0.5}L${x - R} ${y + R * 0.5}Z`,
      s.fade(shade(color, 0.2), shade(color, -0.2), 'across'),
    );
    out += ellipse(x, y + R * 0.5, R, R * 0.18, '#fff2c8');
  } else {
    out += pathEl(
      `M${x - R} ${y + R * 0.4}C${x - R} ${y - R * 0.7} ${x + R} ${y - R * 0.7} ${x + R} ${y + R * 0.4}Z`,
      s.fade(shade(color, 0.25), shade(color, -0.25), 'across'),
    );
    out += ellipse(x, y + R * 0.4, R, R * 0.16, '#fff2c8');
  }
  // A soft cone of light.
  out += pathEl(
    `M${x - R * 0.8} ${y + R * 0.5}L${x + R * 0.8} ${y + R * 0.5}L${x + R * 3.5} ${y + R * 9}L${x - R * 3.5} ${y + R * 9}Z`,
    s.lin([
      [0, '#ffe6a8', glow * 0.35],
      [1, '#ffe6a8', 0],
    ]),
  );
  return out;
}
function chair(x: number, y: number, sc: number, color: string, facing: 1 | -1): string {
  const c = shade(color, -0.15);
  const inner =
    rect(-28, -10, 56, 10, color, { rx: 3 }) +
    rect(facing * 22 - 4, -80, 8, 80, c, { rx: 3 }) +
    rect(facing > 0 ? 0 : -28, -84, 28, 14, color, { rx: 4, transform: facing > 0 ? '' : undefined }) +
    rect(-24, 0, 5, 58, c) +
    rect(19, 0, 5, 58, c) +
    rect(-10, 0, 4, 50, shade(c, -0.2)) +
    rect(8, 0, 4, 50, shade(c, -0.2));
  return at(x, y, inner, 0, sc);
}
function cafeTable(
  s: Svg,
  r: Rng,
  x: number,
  y: number,
  sc: number,
  top: string,
  t: Theme,
  cloth: boolean,
): string {
  let g = ellipse(0, 118, 120, 16, '#000', { opacity: 0.25, filter: s.blur(6) });
  g += chair(-110, 56, 1, shade(t.color, -0.3), 1) + chair(110, 56, 1, shade(t.color, -0.3), -1);
  g += rect(-6, 0, 12, 110, '#2a2a2a') + ellipse(0, 112, 40, 8, '#2a2a2a');
  if (cloth)
    g +=
      pathEl('M-112 0L112 0L118 48Q0 56 -118 48Z', '#f6f2ea') +
      pathEl('M-112 0L112 0L118 48Q0 56 -118 48Z', 'none', { stroke: '#e2dccf', 'stroke-width': 2 });
  g +=
    ellipse(0, 0, 112, 26, top) +
    ellipse(0, 4, 112, 26, shade(top, -0.25), { opacity: 0.6 }) +
    ellipse(0, 0, 112, 26, top);
  // Things on the table.
  g += ellipse(-50, 0, 26, 7, '#ffffff') + ellipse(45, 2, 26, 7, '#ffffff');
  g +=
    rect(-12, -26, 10, 24, '#ffffff', { opacity: 0.6, rx: 2 }) +
    rect(10, -22, 9, 20, '#ffffff', { opacity: 0.6, rx: 2 });
  if (r.chance(0.6))
    g +=
      rect(-4, -40, 8, 34, shade(t.color, 0.4), { rx: 3 }) +
      circle(0, -46, 9, r.pick(['#e0506a', '#f2c23a', '#ffffff'])) +
      leaf(0, -40, 16, 6, -140, '#3f8a2a') +
      leaf(0, -40, 16, 6, -40, '#3f8a2a');
  else
    g +=
      rect(-6, -22, 12, 20, '#fff6e0', { rx: 2 }) +
      circle(0, -28, 10, '#ffd58a', { opacity: 0.5, filter: s.blur(4) }) +
      ellipse(0, -26, 2.5, 5, '#ffb84a');
  return at(x, y, g, 0, sc);
}
function plant(s: Svg, r: Rng, x: number, y: number, sc: number, pot: string): string {
  let g = ellipse(0, 4, 50, 10, '#000', { opacity: 0.3, filter: s.blur(5) });
  for (let i = 0; i < 16; i++) {
    const a = -90 + r.range(-70, 70);
    const len = r.range(80, 150);
    g += leaf(0, -60, len, len * 0.22, a, r.pick(['#2f6a2a', '#3f7f2f', '#4f8f3a', '#2a5a24']), '#1f4a1a');
  }
  g +=
    pathEl('M-40 -70L40 -70L30 0L-30 0Z', s.fade(shade(pot, 0.15), shade(pot, -0.2), 'across')) +
    rect(-44, -78, 88, 12, shade(pot, 0.1), { rx: 3 });
  return at(x, y, g, 0, sc);
}
function windowPane(
  s: Svg,
  r: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  evening: boolean,
  frame: string,
): string {
  const sky = evening
    ? s.lin([
        [0, '#23305a'],
        [0.6, '#6a4a7a'],
        [1, '#f0a26a'],
      ])
    : s.fade('#a8d0ec', '#eaf4f8');
  let g = rect(x, y, w, h, sky);
  const clip = s.clip(rect(x, y, w, h));
  let outside = '';
  for (let i = 0; i < 5; i++)
    outside += circle(
      x + r.range(0, w),
      y + h * r.range(0.55, 0.85),
      r.range(30, 60),
      evening ? '#1f2a30' : r.pick(['#6a9a5a', '#5a8a4a', '#7aaa6a']),
      { filter: s.blur(3) },
    );
  if (evening)
    for (let i = 0; i < 4; i++)
      outside += circle(x + r.range(0, w), y + r.range(10, h * 0.4), 1.5, '#ffffff', { opacity: 0.8 });
  g += group(outside, { 'clip-path': clip });
  g +=
    rect(x, y, w, h, 'none', { stroke: frame, 'stroke-width': 12 }) +
    rect(x + w / 2 - 4, y, 8, h, frame) +
    rect(x, y + h * 0.4 - 4, w, 8, frame);
  g += rect(x - 14, y + h, w + 28, 12, frame, { rx: 2 });
  g += pathEl(`M${x + 20} ${y + 14}L${x + 60} ${y + 14}L${x + 20} ${y + 90}Z`, '#ffffff', { opacity: 0.18 });
  return g;
}
function floor(s: Svg, W: number, H: number, top: number, color: string): string {
  let g = rect(0, top, W, H - top, s.fade(shade(color, -0.25), shade(color, 0.05)));
  const vx = W / 2;
  for (let i = -14; i <= 14; i++)
    g += line(
      [
        [vx + i * 30, top],
        [vx + i * 160, H],
      ],
      shade(color, -0.45),
      1.5,
      { opacity: 0.35 },
    );
  for (let k = 0; k < 6; k++) {
    const yy = top + (H - top) * ((k + 1) / 7) ** 1.6;
    g += line(
      [
        [0, yy],
        [W, yy],
      ],
      shade(color, -0.45),
      1,
      { opacity: 0.15 },
    );
  }
  return g;
}
function diningRoom(s: Svg, r: Rng, t: Theme, evening: boolean): string {
  const W = 1200;
  const H = 800;
  const wall = evening ? shade(t.color, -0.5) : shade(t.color, 0.72);
  const horizon = 540;
  let out = rect(0, 0, W, horizon, s.fade(shade(wall, -0.1), shade(wall, 0.05)));
  out += rect(0, 380, W, horizon - 380, shade(wall, evening ? -0.2 : -0.12));
  for (let x = 30; x < W; x += 120)
    out += rect(x, 398, 96, horizon - 416, 'none', {
      stroke: shade(wall, evening ? 0.08 : -0.22),
      'stroke-width': 3,
      rx: 4,
    });
  out += rect(0, 372, W, 10, shade(wall, evening ? 0.1 : -0.25));
  const frame = evening ? '#1e1e22' : '#fbfaf6';
  for (let i = 0; i < 3; i++) out += windowPane(s, r, 130 + i * 360, 90, 220, 250, evening, frame);
  out += floor(s, W, H, horizon, r.pick(['#8a5a36', '#a8703e', '#6a4a30']));
  out += rect(0, horizon - 4, W, 8, '#000', { opacity: 0.25 });
  // Lights.
  const lampStyle = r.pick(['dome', 'globe', 'cone'] as const);
  for (let i = 0; i < 4; i++)
    out += pendant(s, 180 + i * 280, 0, 150 + (i % 2) * 20, 36, t.color, evening ? 0.55 : 0.25, lampStyle);
  const lamplight: Stop[] = [
    [0, '#ffb84a', 0.12],
    [1, '#000000', 0.3],
  ];
  if (evening) out += wash(s, W, H, lamplight, 0.5, 0.4, 0.8);
  const top = r.pick(['#6a4a30', '#f4efe6', '#3a2a20']);
  const cloth = r.chance(0.4);
  out += cafeTable(s, r, 300, 560, 1.0, top, t, cloth) + cafeTable(s, r, 860, 560, 1.0, top, t, cloth);
  out += cafeTable(s, r, 590, 640, 1.3, top, t, cloth);
  out +=
    plant(s, r, 70, 700, 1.1, r.pick(['#d8d2c6', '#b8643a', '#2a2a2a'])) +
    plant(s, r, 1130, 690, 1.0, r.pick(['#d8d2c6', '#b8643a']));
  return out;
}
function bottle(s: Svg, r: Rng, x: number, y: number, h: number): string {
  const c = r.pick(['#8a4a14', '#2f5a2a', '#c8d8d0', '#5a1a1a', '#d89a3a', '#1a2a3a', '#a8c8b8']);
  const w = r.range(22, 32);
  const neck = r.range(0.3, 0.45) * h;
  const d = `M${x - w / 2} ${y}L${x - w / 2} ${y - h + neck}Q${x - w / 2} ${y - h + neck - 16} ${x - 5} ${y - h + neck - 22}L${x - 5} ${y - h}L${x + 5} ${y - h}L${x + 5} ${y - h + neck - 22}Q${x + w / 2} ${y - h + neck - 16} ${x + w / 2} ${y - h + neck}L${x + w / 2} ${y}Z`;
  return (
    pathEl(d, s.lin(shadeStops(c, 0.25, 0.5, -0.35), 0, 0, 1, 0), { opacity: 0.92 }) +
    rect(
      x - w / 2 + 3,
      y - h * 0.45,
      w - 6,
      h * 0.25,
      r.pick(['#f4ecdc', '#e8d8b0', '#1a1a1a', shade(c, 0.6)]),
      { rx: 2 },
    ) +
    rect(x - w / 2 + 4, y - h + neck + 4, 4, h - neck - 10, '#ffffff', { opacity: 0.3, rx: 2 }) +
    rect(x - 6, y - h - 6, 12, 8, r.pick(['#2a2a2a', '#b8862a', '#8a1a1a']), { rx: 2 })
  );
}
function loaf(s: Svg, r: Rng, x: number, y: number): string {
  const w = r.range(70, 95);
  const h = r.range(36, 48);
  let g = pathEl(
    `M${x - w / 2} ${y}C${x - w / 2} ${y - h} ${x + w / 2} ${y - h} ${x + w / 2} ${y}Z`,
    s.fade('#e6a85a', '#a8642a'),
  );
  for (let i = 0; i < 3; i++)
    g += line(
      [
        [x - w * 0.25 + i * w * 0.2, y - h * 0.7],
        [x - w * 0.15 + i * w * 0.2, y - h * 0.3],
      ],
      '#f6dca8',
      3,
      { opacity: 0.8 },
    );
  return g;
}
function barScene(s: Svg, r: Rng, t: Theme): string {
  const W = 1200;
  const H = 800;
  const bakery = !t.kinds.includes('noodles') && !t.kinds.includes('burger');
  const wall = bakery ? shade(t.color, 0.65) : shade(t.color, -0.65);
  let out = rect(0, 0, W, H, s.fade(shade(wall, 0.05), shade(wall, -0.15)));
  if (!bakery)
    out += rect(
      100,
      60,
      1000,
      400,
      s.rad([
        [0, '#ffc870', 0.35],
        [1, '#ffc870', 0],
      ]),
    );
  else {
    const tiles = s.pattern(
      40,
      20,
      rect(0, 0, 40, 20, '#fbf8f2') + rect(0, 0, 40, 20, 'none', { stroke: '#d8d0c2', 'stroke-width': 1.5 }),
    );
    out += rect(80, 40, 1040, 440, tiles);
  }
  // Shelves.
  for (let k = 0; k < 3; k++) {
    const y = 170 + k * 120;
    for (let x = 150; x < 1050;) {
      if (bakery) {
        out += r.chance(0.7)
          ? loaf(s, r, x + 45, y)
          : rect(x + 15, y - 60, 50, 60, '#ffffff', { opacity: 0.45, rx: 6 }) +
            rect(x + 20, y - 40, 40, 36, r.pick(['#c83a2a', '#f2a23a', '#6a2a6a']), { rx: 4, opacity: 0.8 }) +
            rect(x + 12, y - 68, 56, 10, '#b8862a', { rx: 2 });
        x += r.range(90, 110);
      } else {
        out += bottle(s, r, x + 16, y, r.range(80, 110));
        x += r.range(34, 46);
      }
    }
    out +=
      rect(120, y, 960, 12, bakery ? '#8a5a36' : '#3a2a1a') +
      rect(120, y + 12, 960, 6, '#000', { opacity: 0.25 });
  }
  // Lights.
  for (let i = 0; i < 5; i++)
    out += pendant(s, 160 + i * 220, 0, 90 + (i % 2) * 16, 24, '#b8862a', 0.5, 'globe');
  // Counter.
  const front = bakery ? shade(t.color, -0.1) : r.pick([shade(t.color, -0.25), '#6a4a30']);
  out += rect(0, 520, W, 280, s.fade(shade(front, 0.1), shade(front, -0.3)));
  for (let x = 0; x < W; x += 40) out += rect(x, 540, 3, 260, '#000', { opacity: 0.18 });
  out += rect(0, 496, W, 30, s.fade('#4a3020', '#2a1a10')) + rect(0, 496, W, 4, '#ffffff', { opacity: 0.25 });
  out += rect(0, 720, W, 8, '#c8a050') + rect(0, 728, W, 4, '#000', { opacity: 0.3 });
  // Things on the counter.
  if (bakery) {
    for (let i = 0; i < 3; i++) {
      const x = 260 + i * 340;
      out +=
        rect(x - 4, 440, 8, 56, '#d8d0c2') +
        ellipse(x, 440, 90, 12, '#f4efe6') +
        pathEl(`M${x - 70} 436C${x - 70} 400 ${x + 70} 400 ${x + 70} 436Z`, s.fade('#f2cf8c', '#c8883e')) +
        specks(r, x, 420, 50, 12, '#fffaf0', 1.5);
      out +=
        pathEl(`M${x - 96} 440C${x - 96} 300 ${x + 96} 300 ${x + 96} 440Z`, '#ffffff', {
          opacity: 0.18,
          stroke: '#ffffff',
          'stroke-width': 2,
        }) + circle(x, 322, 8, '#d8d0c2');
    }
  } else {
    for (let i = 0; i < 4; i++) {
      const x = 200 + i * 240 + r.range(-20, 20);
      out +=
        pathEl(`M${x - 18} 430Q${x} 470 ${x + 18} 430Z`, '#ffffff', { opacity: 0.5 }) +
        rect(x - 2, 455, 4, 36, '#ffffff', { opacity: 0.5 }) +
        ellipse(x, 494, 16, 4, '#ffffff', { opacity: 0.5 }) +
        pathEl(`M${x - 14} 440Q${x} 462 ${x + 14} 440Z`, r.pick(['#8a1a2a', '#f2d86a']), { opacity: 0.8 });
    }
    for (let i = 0; i < 3; i++)
      out +=
        rect(560 + i * 30, 440, 10, 56, '#c8a050', { rx: 4 }) +
        rect(556 + i * 30, 420, 18, 26, '#1a1a1a', { rx: 5 });
  }
  // A glowing sign with the initials on the counter front.
  out +=
    circle(600, 630, 62, shade(t.color, -0.5)) +
    circle(600, 630, 56, 'none', {
      stroke: shade(t.color, 0.5),
      'stroke-width': 8,
      filter: s.blur(6),
      opacity: 0.9,
    }) +
    circle(600, 630, 56, 'none', { stroke: shade(t.color, 0.8), 'stroke-width': 3 });
  out += text(600, 646, t.initials, 42, shade(t.color, 0.85), {
    'font-family': SERIF,
    'font-weight': 'bold',
  });
  // Stools.
  for (const x of [130, 340, 860, 1070]) {
    out +=
      ellipse(x, 796, 60, 8, '#000', { opacity: 0.3 }) +
      rect(x - 5, 640, 10, 160, '#2a2a2a') +
      rect(x - 40, 730, 80, 6, '#2a2a2a', { rx: 3 });
    out +=
      ellipse(x, 640, 56, 14, shade(t.color, bakery ? -0.2 : 0.1)) +
      rect(x - 56, 626, 112, 16, shade(t.color, bakery ? -0.2 : 0.1), { rx: 8 }) +
      ellipse(x, 626, 56, 12, shade(t.color, bakery ? 0 : 0.3));
  }
  return out;
}
function spread(s: Svg, r: Rng, t: Theme, v: number): string {
  const W = 1200;
  const H = 800;
  let out = table(
    s,
    r,
    W,
    H,
    nth(['walnut', 'linen', 'oak', 'slate', 'marble'] as const, Math.floor(v / 2) + hash(t.tenant)),
    t.color,
  );
  const slots: [number, number, number][] = [
    [250, 220, 0.74],
    [630, 185, 0.66],
    [990, 240, 0.72],
    [400, 585, 0.7],
    [830, 590, 0.72],
  ];
  const kinds = r.shuffle(t.kinds.filter((k) => k !== 'drink' && k !== 'burger'));
  slots.forEach(([x, y, sc], i) => {
    const kind = nth(kinds, i + v);
    const fn = FOOD[kind]!;
    for (let variant = 1 + ((i + v) % 3); variant < 8; variant++) {
      const dish = fn(s, r, variant, t);
      if (dish.side) continue;
      out += group(dish.svg, {
        transform: `translate(${fmt(x - 310 * sc)} ${fmt(y - 240 * sc)}) scale(${sc})`,
      });
      break;
    }
  });
  // Glasses of water seen from above.
  for (const [x, y] of [
    [90, 560],
    [1110, 560],
  ] as Pt[]) {
    out +=
      circle(x + 8, y + 12, 50, '#000', { opacity: 0.25, filter: s.blur(8) }) +
      circle(x, y, 50, '#dfeef2', { opacity: 0.55, stroke: '#ffffff', 'stroke-width': 4 }) +
      circle(x, y, 40, '#cfe6ee', { opacity: 0.6 }) +
      citrusWheel(s, x + 10, y - 6, 20, '#f7d23a') +
      gloss(x, y, 44, 5, 0.7);
  }
  out += napkin(s, 40, 80, -8, 120, 150, shade(t.color, 0.3));
  return out + vignette(s, W, H, 0.3);
}
function storefront(s: Svg, r: Rng, t: Theme, dusk: boolean): string {
  const W = 1200;
  const H = 800;
  let out = rect(
    0,
    0,
    W,
    H,
    dusk
      ? s.lin([
          [0, '#1a2448'],
          [0.55, '#5a4278'],
          [0.85, '#e88a6a'],
          [1, '#f6c07a'],
        ])
      : s.fade('#7ab8e8', '#dff0f8'),
  );
  if (dusk)
    for (let i = 0; i < 30; i++)
      out += circle(r.range(0, W), r.range(0, 250), r.range(0.8, 1.8), '#ffffff', {
        opacity: r.range(0.4, 0.9),
      });
  // Neighbours.
  for (const [x, w, h] of [
    [-20, 220, 560],
    [1000, 240, 600],
  ] as Pt3[]) {
    const c = dusk ? '#2a2838' : '#c8b8a8';
    out += rect(x, H - 120 - h, w, h, c);
    for (let yy = H - 100 - h; yy < H - 180; yy += 90)
      for (let xx = x + 30; xx < x + w - 40; xx += 70)
        out += rect(xx, yy, 40, 56, dusk ? (r.chance(0.5) ? '#f6c86a' : '#3a3850') : '#9ab8c8', {
          opacity: 0.9,
        });
  }
  // The facade.
  const facade = dusk ? shade(t.color, -0.45) : shade(t.color, 0.1);
  out += rect(200, 110, 800, 570, facade);
  const bricks = s.pattern(
    60,
    30,
    rect(0, 0, 60, 30, 'none', { stroke: '#000', 'stroke-width': 1.5, opacity: 0.12 }) +
      line(
        [
          [30, 15],
          [30, 30],
        ],
        '#000',
        1.5,
        { opacity: 0.12 },
      ),
  );
  out += rect(200, 110, 800, 570, bricks);
  out += rect(190, 96, 820, 20, shade(facade, -0.3));
  for (let i = 0; i < 4; i++)
    out += windowPane(s, r, 250 + i * 190, 150, 110, 130, dusk, shade(facade, 0.6)).replace(
      /#23305a|#a8d0ec/g,
      dusk ? '#f6c86a' : '#a8d0ec',
    );
  // Sign.
  out +=
    rect(300, 312, 600, 70, '#1f1f22', { rx: 6 }) +
    rect(308, 320, 584, 54, 'none', { stroke: shade(t.color, 0.5), 'stroke-width': 2, rx: 4 });
  out += text(600, 362, t.initials, 40, dusk ? '#fff4d0' : shade(t.color, 0.6), {
    'font-family': SERIF,
    'font-weight': 'bold',
    'letter-spacing': 8,
  });
  for (const x of [360, 840])
    out +=
      line(
        [
          [x, 300],
          [x, 290],
          [x + 20, 290],
        ],
        '#2a2a2a',
        3,
      ) + circle(x + 20, 294, 7, '#ffe6a8', { opacity: dusk ? 1 : 0.6 });
  // Shop window with a warm interior.
  const inside = s.lin([
    [0, dusk ? '#ffcf7a' : '#f3d8a8'],
    [1, dusk ? '#c8782a' : '#b8885a'],
  ]);
  out += rect(240, 470, 720, 210, inside);
  for (let i = 0; i < 4; i++)
    out +=
      circle(300 + i * 200, 500, 12, '#fff6d0') +
      circle(300 + i * 200, 500, 40, '#fff6d0', { opacity: 0.35, filter: s.blur(10) }) +
      line(
        [
          [300 + i * 200, 470],
          [300 + i * 200, 488],
        ],
        '#2a1a10',
        2,
      );
  for (let i = 0; i < 3; i++) {
    const x = 320 + i * 280;
    out +=
      ellipse(x, 600, 60, 12, '#5a3a20', { opacity: 0.7 }) +
      rect(x - 4, 600, 8, 60, '#5a3a20', { opacity: 0.7 });
    out +=
      circle(x - 40, 560, 16, '#4a2a18', { opacity: 0.5 }) +
      pathEl(`M${x - 62} 640Q${x - 62} 578 ${x - 40} 578Q${x - 18} 578 ${x - 18} 640Z`, '#4a2a18', {
        opacity: 0.5,
      });
  }
  out += rect(240, 470, 720, 210, 'none', { stroke: '#1f1f22', 'stroke-width': 12 });
  out +=
    rect(560, 470, 80, 210, '#1f1f22', { opacity: 0.85 }) +
    rect(570, 482, 60, 190, inside, { opacity: 0.7 }) +
    circle(620, 580, 5, '#c8a050');
  for (const x of [400, 800]) out += rect(x - 5, 470, 10, 210, '#1f1f22');
  out += pathEl('M260 490L330 490L260 600Z', '#ffffff', { opacity: 0.12 });
  // Striped awning with a scalloped edge.
  const stripes = s.pattern(60, 10, rect(0, 0, 30, 10, t.color) + rect(30, 0, 30, 10, '#f8f2e6'));
  out +=
    pathEl('M220 400L980 400L1010 460L190 460Z', stripes) +
    pathEl(
      'M220 400L980 400L1010 460L190 460Z',
      s.lin([
        [0, '#ffffff', 0.15],
        [1, '#000', 0.2],
      ]),
    );
  let scallop = 'M190 460';
  for (let x = 190; x < 1010; x += 41) scallop += `Q${x + 20.5} 486 ${x + 41} 460`;
  out += pathEl(`${scallop}Z`, stripes);
  // Pavement, planters and a lamp.
  out += rect(0, 680, W, 120, dusk ? '#4a4652' : '#b8b4ae') + rect(0, 680, W, 6, '#000', { opacity: 0.25 });
  for (let x = 0; x < W; x += 150)
    out += line(
      [
        [x, 690],
        [x - 60, 800],
      ],
      '#000',
      1.5,
      { opacity: 0.15 },
    );
  out += ellipse(600, 700, 420, 40, '#ffc870', { opacity: dusk ? 0.35 : 0.1, filter: s.blur(20) });
  out += plant(s, r, 220, 700, 0.9, '#2a2a2a') + plant(s, r, 980, 700, 0.9, '#2a2a2a');
  out +=
    rect(1090, 300, 10, 420, '#1a1a1a') +
    rect(1070, 280, 50, 30, '#1a1a1a', { rx: 6 }) +
    circle(1095, 318, 14, '#fff2c0', { opacity: dusk ? 1 : 0.5 }) +
    circle(1095, 318, 60, '#ffd58a', { opacity: dusk ? 0.4 : 0, filter: s.blur(14) });
  return out + vignette(s, W, H, 0.25);
}
type Pt3 = [number, number, number];
function galleryImage(t: Theme, v: number, name: string, size: Size): string {
  const { s, r } = canvas(t, name, size);
  const scenes = [
    'dining-evening',
    'spread',
    'storefront-dusk',
    'bar',
    'dining-day',
    'spread',
    'storefront-day',
    'bar',
  ];
  const scene = nth(scenes, v - 1);
  let body: string;
  if (scene.startsWith('dining')) body = diningRoom(s, r, t, scene.endsWith('evening'));
  else if (scene === 'spread') body = spread(s, r, t, v);
  else if (scene.startsWith('storefront')) body = storefront(s, r, t, scene.endsWith('dusk'));
  else body = barScene(s, r, t);
  return s.render(group(body, { transform: `scale(${fmt(size.width / 1200)} ${fmt(size.height / 800)})` }));
}

// ---------------------------------------------------------------------------------------------
// Gift cards (600×380), promotions (800×450) and the logo (256×256)

function giftCardImage(t: Theme, v: number, name: string, size: Size): string {
  const { W, H, s, r } = canvas(t, name, size);
  const c = t.color;
  const dark = shade(c, -0.45);
  const style = nth(['ribbon', 'dark', 'light'], v - 1);
  let out = '';
  if (style === 'ribbon') {
    out += rect(0, 0, W, H, s.fade(shade(c, 0.15), shade(c, -0.2), 'diagonal'));
    out += rect(0, 0, W, H, s.pattern(28, 28, circle(14, 14, 2.2, '#ffffff', { opacity: 0.14 })));
    const gold = s.lin(
      [
        [0, '#f6dc8a'],
        [0.5, '#d8a84a'],
        [1, '#f2d27a'],
      ],
      0,
      0,
      1,
      1,
    );
    out += rect(150, 0, 34, H, gold) + rect(0, 230, W, 34, gold);
    // Bow.
    const bx = 167;
    const by = 247;
    out += pathEl(
      `M${bx} ${by}C${bx - 70} ${by - 70} ${bx - 100} ${by - 10} ${bx - 60} ${by + 10}C${bx - 40} ${by + 18} ${bx - 10} ${by + 8} ${bx} ${by}Z`,
      gold,
      { stroke: '#b8862a', 'stroke-width': 2 },
    );
    out += pathEl(
      `M${bx} ${by}C${bx + 70} ${by - 70} ${bx + 100} ${by - 10} ${bx + 60} ${by + 10}C${bx + 40} ${by + 18} ${bx + 10} ${by + 8} ${bx} ${by}Z`,
      gold,
      { stroke: '#b8862a', 'stroke-width': 2 },
    );
    out += pathEl(
      `M${bx - 6} ${by + 6}L${bx - 40} ${by + 70}L${bx - 22} ${by + 64}L${bx - 14} ${by + 80}L${bx + 4} ${by + 10}Z`,
      gold,
      { stroke: '#b8862a', 'stroke-width': 2 },
    );
    out += pathEl(
      `M${bx + 6} ${by + 6}L${bx + 40} ${by + 70}L${bx + 22} ${by + 64}L${bx + 14} ${by + 80}L${bx - 4} ${by + 10}Z`,
      gold,
      { stroke: '#b8862a', 'stroke-width': 2 },
    );
    out += circle(bx, by, 16, gold, { stroke: '#b8862a', 'stroke-width': 2 });
    out += text(400, 140, t.initials, 72, '#ffffff', {
      'font-family': SERIF,
      'font-weight': 'bold',
      'letter-spacing': 6,
    });
    out += text(400, 190, 'Gift Card', 34, '#ffffff', { 'font-family': SERIF, 'font-style': 'italic' });
    out += line(
      [
        [320, 158],
        [480, 158],
      ],
      '#ffffff',
      1.5,
      { opacity: 0.6 },
    );
  } else if (style === 'dark') {
    out += rect(0, 0, W, H, s.fade(shade(c, -0.55), shade(c, -0.75), 'diagonal'));
    out += rect(
      0,
      0,
      W,
      H,
      s.pattern(
        16,
        16,
        line(
          [
            [0, 16],
            [16, 0],
          ],
          '#ffffff',
          1,
          { opacity: 0.06 },
        ),
      ),
    );
    out += text(W - 60, H + 40, t.initials, 300, '#ffffff', {
      opacity: 0.06,
      'font-family': SERIF,
      'font-weight': 'bold',
      'text-anchor': 'end',
    });
    const gold = s.lin(
      [
        [0, '#f6dc8a'],
        [0.5, '#c8983a'],
        [1, '#f2d27a'],
      ],
      0,
      0,
      1,
      0,
    );
    out += rect(0, 300, W, 6, gold) + rect(0, 312, W, 2, gold);
    out +=
      circle(90, 90, 48, 'none', { stroke: gold, 'stroke-width': 3 }) +
      text(90, 104, t.initials, 36, '#f6dc8a', { 'font-family': SERIF, 'font-weight': 'bold' });
    out += text(50, 230, 'Gift Card', 56, '#ffffff', { 'text-anchor': 'start', 'font-weight': 'bold' });
    out += rect(50, 250, 90, 4, c);
    // Chip-like detail.
    out +=
      rect(490, 70, 60, 46, gold, { rx: 8 }) +
      line(
        [
          [490, 93],
          [550, 93],
        ],
        '#8a6a2a',
        1.5,
      ) +
      line(
        [
          [520, 70],
          [520, 116],
        ],
        '#8a6a2a',
        1.5,
      );
  } else {
    out += rect(0, 0, W, H, '#fbf7ef');
    const icons = [
      (x: number, y: number) =>
        circle(x, y, 16, 'none', { stroke: c, 'stroke-width': 3 }) +
        circle(x, y, 8, 'none', { stroke: c, 'stroke-width': 2 }),
      (x: number, y: number) =>
        leaf(x - 14, y, 28, 10, -30, 'none').replace(
          'fill="none"',
          `fill="none" stroke="${c}" stroke-width="3"`,
        ),
      (x: number, y: number) =>
        line(
          [
            [x - 4, y - 18],
            [x - 4, y + 18],
          ],
          c,
          3,
        ) +
        line(
          [
            [x - 12, y - 18],
            [x - 12, y - 4],
          ],
          c,
          3,
        ) +
        line(
          [
            [x + 4, y - 18],
            [x + 4, y - 4],
          ],
          c,
          3,
        ) +
        line(
          [
            [x - 12, y - 4],
            [x + 4, y - 4],
          ],
          c,
          3,
        ),
      (x: number, y: number) =>
        pathEl(`M${x - 16} ${y - 6}L${x + 16} ${y - 6}L${x + 10} ${y + 14}L${x - 10} ${y + 14}Z`, 'none', {
          stroke: c,
          'stroke-width': 3,
          'stroke-linejoin': 'round',
        }) +
        pathEl(`M${x - 6} ${y - 10}q-4 -8 0 -12m8 12q-4 -8 0 -12`, 'none', {
          stroke: c,
          'stroke-width': 2,
          'stroke-linecap': 'round',
        }),
    ];
    let pat = '';
    for (let y = 30; y < H; y += 70)
      for (let x = 30 + ((y / 70) % 2) * 35; x < W; x += 70)
        pat += group(r.pick(icons)(x, y), {
          opacity: 0.16,
          transform: `rotate(${fmt(r.range(-20, 20))} ${fmt(x)} ${fmt(y)})`,
        });
    out += pat;
    out += rect(0, H - 120, W, 120, c) + rect(0, H - 126, W, 6, shade(c, 0.4));
    out +=
      circle(W / 2, H - 126, 62, '#fbf7ef') +
      circle(W / 2, H - 126, 54, c) +
      circle(W / 2, H - 126, 48, 'none', {
        stroke: '#ffffff',
        'stroke-width': 1.5,
        'stroke-dasharray': '3 4',
      });
    out += text(W / 2, H - 112, t.initials, 38, '#ffffff', { 'font-family': SERIF, 'font-weight': 'bold' });
    out += text(W / 2, H - 30, 'Gift Card', 40, '#ffffff', {
      'font-family': SERIF,
      'font-weight': 'bold',
      'letter-spacing': 2,
    });
    out += rect(20, 20, W - 40, H - 160, 'none', {
      stroke: dark,
      'stroke-width': 1.5,
      opacity: 0.35,
      rx: 10,
    });
  }
  out += rect(
    0,
    0,
    W,
    H,
    s.lin(
      [
        [0, '#ffffff', 0.12],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.08],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  return s.render(out);
}

function starburst(cx: number, cy: number, R: number, r2: number, n: number): string {
  const pts: Pt[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = (i / (n * 2)) * TAU - Math.PI / 2;
    const rr = i % 2 ? r2 : R;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return polyD(pts, true);
}
function promoImage(t: Theme, v: number, name: string, size: Size): string {
  const { W, H, s, r } = canvas(t, name, size);
  const c = t.color;
  const light = luminance(c) > 0.55;
  const layout = nth(['burst', 'ribbon', 'tag'], v - 1);
  const flip = v % 2 === 0;
  let out = rect(0, 0, W, H, s.fade(shade(c, 0.1), shade(c, -0.35), 'diagonal'));
  // Sun rays behind the food.
  const fx = flip ? 560 : 260;
  const fy = 230;
  let rays = '';
  for (let i = 0; i < 16; i++)
    rays += pathEl(wedgeD(fx, fy, 700, i * 22.5, i * 22.5 + 11.25), '#ffffff', { opacity: 0.07 });
  out +=
    rays +
    circle(
      fx,
      fy,
      230,
      s.rad([
        [0, '#ffffff', 0.25],
        [1, '#ffffff', 0],
      ]),
    );
  out += specks(r, W / 2, H / 2, 500, 40, '#ffffff', 3, 0.15);
  // The dish.
  const kinds = t.kinds.filter((k) => k !== 'drink');
  const kind = nth(kinds, v - 1 + hash(t.tenant));
  const dish = FOOD[kind]!(s, r, 1 + (v % 3), t);
  const sc = dish.side ? 0.78 : 0.72;
  const dx = fx - (dish.side ? 300 : 310) * sc;
  const dy = fy - (dish.side ? 280 : 240) * sc;
  out += group(dish.svg, { transform: `translate(${fmt(dx)} ${fmt(dy)}) scale(${sc})` });
  // The badge.
  const bx = flip ? 220 : 590;
  const by = 200;
  const ink = light ? shade(c, -0.6) : '#ffffff';
  const accent = light ? '#c8281a' : r.pick(['#f6c531', '#ffffff', '#f28a3a']);
  const accentInk = luminance(accent) > 0.6 ? shade(c, -0.5) : '#ffffff';
  if (layout === 'burst') {
    out += group(pathEl(starburst(bx, by, 140, 118, 18), '#000'), {
      opacity: 0.25,
      transform: 'translate(6 10)',
      filter: s.blur(6),
    });
    out +=
      pathEl(starburst(bx, by, 140, 118, 18), accent) +
      circle(bx, by, 104, 'none', {
        stroke: accentInk,
        'stroke-width': 3,
        'stroke-dasharray': '6 6',
        opacity: 0.7,
      });
    out += text(bx, by + 52, '%', 150, accentInk, { 'font-weight': 'bold' });
  } else if (layout === 'ribbon') {
    out +=
      circle(bx, by - 10, 120, accent) +
      circle(bx, by - 10, 108, 'none', { stroke: accentInk, 'stroke-width': 3, opacity: 0.6 });
    out += text(bx, by + 30, '%', 120, accentInk, { 'font-weight': 'bold' });
    const rib = `M${bx - 170} ${by + 80}L${bx + 170} ${by + 80}L${bx + 150} ${by + 115}L${bx + 170} ${by + 150}L${bx - 170} ${by + 150}L${bx - 150} ${by + 115}Z`;
    out +=
      group(pathEl(rib, '#000'), { opacity: 0.25, transform: 'translate(4 8)', filter: s.blur(5) }) +
      pathEl(rib, shade(c, -0.5));
    out += text(bx, by + 128, 'SPECIAL', 36, '#ffffff', { 'font-weight': 'bold', 'letter-spacing': 6 });
  } else {
    const tag = `M${bx - 120} ${by - 90}L${bx + 90} ${by - 90}L${bx + 150} ${by}L${bx + 90} ${by + 90}L${bx - 120} ${by + 90}Q${bx - 140} ${by + 90} ${bx - 140} ${by + 70}L${bx - 140} ${by - 70}Q${bx - 140} ${by - 90} ${bx - 120} ${by - 90}Z`;
    out +=
      group(pathEl(tag, '#000'), { opacity: 0.25, transform: 'translate(6 10)', filter: s.blur(6) }) +
      pathEl(tag, accent);
    out +=
      circle(bx + 100, by, 12, shade(c, -0.2)) +
      line(
        [
          [bx + 100, by],
          [bx + 180, by - 80],
        ],
        ink,
        3,
        { opacity: 0.7 },
      );
    out += text(bx - 10, by + 44, '%', 130, accentInk, { 'font-weight': 'bold' });
  }
  out += text(bx, H - 40, t.initials, 30, ink, {
    'font-family': SERIF,
    'font-weight': 'bold',
    'letter-spacing': 10,
    opacity: 0.85,
  });
  return s.render(out + vignette(s, W, H, 0.2));
}

function logoImage(t: Theme): string {
  const s = new Svg(256, 256);
  const c = t.color;
  const ink = luminance(c) > 0.6 ? shade(c, -0.65) : '#ffffff';
  let out = circle(
    128,
    128,
    124,
    s.rad(
      [
        [0, shade(c, 0.15)],
        [1, shade(c, -0.2)],
      ],
      0.4,
      0.35,
      0.7,
    ),
  );
  out += circle(128, 128, 108, 'none', { stroke: ink, 'stroke-width': 3, opacity: 0.85 });
  out += circle(128, 128, 100, 'none', {
    stroke: ink,
    'stroke-width': 1.2,
    'stroke-dasharray': '2 5',
    opacity: 0.6,
  });
  out += text(128, 152, t.initials, 76, ink, {
    'font-family': SERIF,
    'font-weight': 'bold',
    'letter-spacing': 2,
  });
  out += line(
    [
      [84, 172],
      [172, 172],
    ],
    ink,
    2,
    { opacity: 0.7 },
  );
  for (const [x, y] of [
    [106, 70],
    [128, 64],
    [150, 70],
  ] as Pt[])
    out += pathEl(starburst(x, y, 7, 3, 4), ink, { opacity: 0.85 });
  out += pathEl(arcD(128, 128, 118, 200, 250), 'none', {
    stroke: '#ffffff',
    'stroke-width': 4,
    'stroke-linecap': 'round',
    opacity: 0.3,
  });
  return s.render(out);
}

async function writeImage(svg: string, file: string, png = false): Promise<void> {
  const input = sharp(Buffer.from(svg));
  await input
    .clone()
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(`${file}.jpg`);
  await input.clone().webp({ quality: 68, effort: 6 }).toFile(`${file}.webp`);
  if (png) await input.clone().png({ compressionLevel: 9 }).toFile(`${file}.png`);
}

async function main(): Promise<void> {
  const filter = process.argv.slice(2);
  let written = 0;
  for (const [tenant, set] of Object.entries(DEMO_IMAGE_SETS)) {
    const dir = path.join(outRoot, tenant);
    fs.mkdirSync(dir, { recursive: true });
    const t: Theme = {
      tenant,
      color: set.color,
      initials: set.initials,
      kinds: Object.keys(set.food) as FoodKind[],
    };
    const entries = imageNames(tenant);
    for (const entry of entries) {
      if (filter.length && !filter.some((f) => `${tenant}/${entry.name}`.includes(f))) continue;
      const v = Number(/-(\d+)$/.exec(entry.name)?.[1] ?? 1);
      let svg: string;
      if (entry.kind === 'food') svg = foodImage(t, entry.food!, v, entry.name, ITEM_PHOTO_SIZE);
      else if (entry.kind === 'gallery') svg = galleryImage(t, v, entry.name, GALLERY_SIZE);
      else if (entry.kind === 'gift') svg = giftCardImage(t, v, entry.name, GIFT_CARD_SIZE);
      else if (entry.kind === 'promo') svg = promoImage(t, v, entry.name, PROMOTION_SIZE);
      else svg = logoImage(t);
      await writeImage(svg, path.join(dir, entry.name), entry.kind === 'logo');
      written++;
    }
    if (!filter.length) {
      // Drop files from earlier catalogues.
      const keep = new Set(entries.flatMap((e) => [`${e.name}.jpg`, `${e.name}.webp`]).concat('logo.png'));
      for (const f of fs.readdirSync(dir)) if (!keep.has(f)) fs.rmSync(path.join(dir, f));
    }
  }
  console.log(`Wrote ${written} images (jpg + webp) under ${path.relative(root, outRoot)}.`);
}

await main();
