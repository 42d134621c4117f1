/* The storefront's icons, in one place: decorative, so aria-hidden (the text beside each carries the meaning). */
import type { ReactNode, SVGProps } from 'react';

type Paint = Pick<
  SVGProps<SVGSVGElement>,
  'fill' | 'stroke' | 'strokeWidth' | 'strokeLinecap' | 'strokeLinejoin' | 'viewBox'
>;

/** The one decorative <svg> wrapper every icon draws into; the caller picks the paint. */
export function SvgIcon({
  children,
  className,
  viewBox = '0 0 24 24',
  ...paint
}: Paint & { children: ReactNode; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox={viewBox} className={className} {...paint}>
      {children}
    </svg>
  );
}

/** Outline paint: no fill, the current text colour as stroke; ROUND rounds its caps and joins. */
export const OUTLINE = { fill: 'none', stroke: 'currentColor' } as const;
export const ROUND = { strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** An outline icon in the storefront's usual stroke (1.8, rounded), that never shrinks in a row. */
export function OutlineIcon({
  children,
  className = 'h-5 w-5',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <SvgIcon className={`shrink-0 ${className}`} {...OUTLINE} strokeWidth="1.8" {...ROUND}>
      {children}
    </SvgIcon>
  );
}

/** An outline icon drawn by `drawing`, `className` its size unless the caller gives one. */
export function outlineIcon(drawing: ReactNode, defaultClassName?: string) {
  return function Icon({ className = defaultClassName }: { className?: string }) {
    return <OutlineIcon className={className}>{drawing}</OutlineIcon>;
  };
}

export const PinIcon = outlineIcon(
  <>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const ClockIcon = outlineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const PhoneIcon = outlineIcon(
  <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
);

export const MailIcon = outlineIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);

export const ArrowIcon = outlineIcon(<path d="M5 12h14M13 6l6 6-6 6" />, 'h-4 w-4');

export const DirectionsIcon = outlineIcon(<path d="m3 11 18-8-8 18-2-8-8-2z" />);

export const TagIcon = outlineIcon(
  <>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>,
);

export const DishIcon = outlineIcon(<path d="M3 15h18M5 15a7 7 0 0 1 14 0M12 6v2M4 19h16" />);

export const GiftIcon = outlineIcon(
  <>
    <rect x="3" y="8" width="18" height="5" rx="1" />
    <path d="M5 13v8h14v-8M12 8v13M12 8S10.5 3 8 4s0 4 4 4zm0 0s1.5-5 4-4 0 4-4 4z" />
  </>,
);

/** A filled star; `filled` false draws the empty outline. */
export const StarIcon = ({ filled }: { filled: boolean }) => (
  <SvgIcon viewBox="0 0 20 20" className="h-5 w-5 shrink-0">
    <path
      d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.2"
      strokeLinejoin="round"
    />
  </SvgIcon>
);

export function CloseIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <SvgIcon className={className} fill="none">
      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </SvgIcon>
  );
}

export const TrashIcon = outlineIcon(
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
);

export function MinusIcon() {
  return (
    <SvgIcon className="h-4 w-4" fill="none">
      <path d="M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </SvgIcon>
  );
}

export function PlusIcon() {
  return (
    <SvgIcon className="h-4 w-4" fill="none">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </SvgIcon>
  );
}

export function CartIcon() {
  return (
    <SvgIcon className="h-6 w-6" {...OUTLINE} strokeWidth="2">
      <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.9a2 2 0 0 0 2-1.5L22 7H6" {...ROUND} />
      <circle cx="10" cy="20.5" r="1.3" />
      <circle cx="18" cy="20.5" r="1.3" />
    </SvgIcon>
  );
}

export function UserIcon() {
  return (
    <SvgIcon className="h-5 w-5" {...OUTLINE} strokeWidth="2">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" strokeLinecap="round" />
    </SvgIcon>
  );
}

/** A solid 20-unit glyph (chevrons, the check mark): one even-odd path in the current colour. */
function SolidIcon({ d, className }: { d: string; className: string }) {
  return (
    <SvgIcon viewBox="0 0 20 20" className={className} fill="currentColor">
      <path fillRule="evenodd" d={d} clipRule="evenodd" />
    </SvgIcon>
  );
}

export const ChevronLeftIcon = ({ className = 'h-5 w-5' }: { className?: string }) => (
  <SolidIcon
    className={className}
    d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z"
  />
);

export const ChevronRightIcon = ({ className = 'h-5 w-5' }: { className?: string }) => (
  <SolidIcon
    className={className}
    d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z"
  />
);

export const CheckIcon = ({ className = 'h-5 w-5' }: { className?: string }) => (
  <SolidIcon
    className={className}
    d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z"
  />
);
