import { encode } from 'uqr';

/**
 * The member's QR code (accounts-and-extras §1: shown at the counter). Drawn as one SVG path of
 * dark modules with a quiet zone, so it stays sharp at any size and prints black on white in both
 * themes (scanners need the contrast).
 */
export function QrCode({ value, label, size = 176 }: { value: string; label: string; size?: number }) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-lg bg-white"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
