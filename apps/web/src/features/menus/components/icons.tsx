import type { MenuTag } from '@storefront/domain';
import type { JSX } from 'react';
import { OUTLINE, outlineIcon, SvgIcon } from '../../../components/ui/icons';

/* Inline, decorative icons: every one sits beside visible text, so all are aria-hidden. */

interface IconProps {
  className?: string;
}

export function ChiliIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <SvgIcon className={className}>
      <path
        fill="currentColor"
        d="M19.6 4.3c-.4-.9-1.3-1.6-2.4-1.8l.4-1.1-1.3-.4-.5 1.5c-1 .1-1.9.6-2.4 1.5-.3.5.1 1.1.6 1.3.9.3 1.6 1 1.9 1.9-2.6 3.7-6.5 8.6-12.6 9.8-.7.1-.9 1-.4 1.4 2.1 1.9 4.9 2.7 7.7 2.2 5.3-.9 8.6-5.6 9.4-10.6.2-1.3.1-2.6-.4-3.7Z"
      />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        d="M17.3 6.2c.9-.6 1.5-1.5 1.5-2.5"
        opacity=".6"
      />
    </SvgIcon>
  );
}

const WheatIcon = outlineIcon(
  <>
    <path d="M12 22V8" />
    <path d="M12 12c-2.5 0-4-1.6-4-4 2.5 0 4 1.6 4 4Zm0 0c2.5 0 4-1.6 4-4-2.5 0-4 1.6-4 4Z" />
    <path d="M12 17c-2.5 0-4-1.6-4-4 2.5 0 4 1.6 4 4Zm0 0c2.5 0 4-1.6 4-4-2.5 0-4 1.6-4 4Z" />
    <path d="M12 7c-1.3-1-1.3-3 0-5 1.3 2 1.3 4 0 5Z" />
  </>,
  'h-4 w-4',
);

function SparkleIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <SvgIcon className={className}>
      <path
        fill="currentColor"
        d="M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9L12 2Zm7 11 .9 2.6 2.6.9-2.6.9L19 20l-.9-2.6-2.6-.9 2.6-.9L19 13Z"
      />
    </SvgIcon>
  );
}

function PeanutIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <SvgIcon className={className} {...OUTLINE} strokeWidth="1.8" strokeLinecap="round">
      <path d="M15.5 3.5a5 5 0 0 1 3.2 8.6c-.7.7-1.2 1.4-1.4 2.3a4.9 4.9 0 1 1-6.1-6.1c.9-.2 1.6-.7 2.3-1.4.5-.6 1.1-2.8 2-3.4Z" />
      <path d="M9 15.5h.01M12 12.5h.01M15.5 8.5h.01" strokeWidth="2.4" />
    </SvgIcon>
  );
}

const LeafIcon = outlineIcon(
  <>
    <path d="M5 19c0-8 5-14 15-14 0 10-6 15-14 15" />
    <path d="M5 20c3-5 6-8 10-10" />
  </>,
  'h-4 w-4',
);

export function PlateIcon({ className = 'h-8 w-8' }: IconProps) {
  return (
    <SvgIcon className={className} {...OUTLINE} strokeWidth="1.4" strokeLinecap="round">
      <circle cx="12" cy="12" r="6.5" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="M2.5 4v4.5a1.5 1.5 0 0 0 3 0V4M4 9.5V20M20.5 4c-1.5 1-2 3-2 5.5h2V20" />
    </SvgIcon>
  );
}

/** Each menu tag's icon and colour (the text beside it stays in the ink colour). */
export const TAG_ICONS: Record<MenuTag, { Icon: (props: IconProps) => JSX.Element; tone: string }> = {
  spicy_mild: { Icon: ChiliIcon, tone: 'text-orange-600' },
  spicy_medium: { Icon: ChiliIcon, tone: 'text-red-600' },
  spicy_hot: { Icon: ChiliIcon, tone: 'text-red-800' },
  gluten_friendly: { Icon: WheatIcon, tone: 'text-amber-700' },
  new: { Icon: SparkleIcon, tone: 'text-sky-700' },
  peanut: { Icon: PeanutIcon, tone: 'text-amber-900' },
  vegetarian: { Icon: LeafIcon, tone: 'text-green-700' },
};
