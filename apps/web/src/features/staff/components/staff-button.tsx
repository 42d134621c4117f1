import { Trans } from '@lingui/react/macro';
import type { ButtonHTMLAttributes } from 'react';

/*
 * The staff console's action buttons: one look per kind of action, so "go on" is green and
 * "stop" is red on every panel (the order cards, the kitchen controls, the 86 list).
 */
const TONES = {
  /** Moves the work on: accept, mark ready, resume, back on the menu. */
  go: 'bg-green-700 text-white hover:bg-green-800',
  /** Stops something, undoable: reject (before confirming), pause, 86. */
  stop: 'border border-red-700 text-red-800 hover:bg-red-50',
  /** Confirms what cannot be undone. */
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** Slows down: delay, busy mode. */
  wait: 'border border-amber-700 text-amber-900 hover:bg-amber-50',
  /** Closes a step or saves a setting. */
  finish: 'bg-stone-900 text-white hover:bg-stone-700',
  plain: 'border border-stone-400',
} as const;

export type StaffButtonTone = keyof typeof TONES;

const SIZES = { md: 'px-3 py-1.5', sm: 'px-2.5 py-1' } as const;

export const staffButtonClass = (tone: keyof typeof TONES | null, size: keyof typeof SIZES = 'md') =>
  `rounded ${SIZES[size]} text-sm font-semibold disabled:opacity-60 ${tone ? TONES[tone] : ''}`;

export function StaffButton({
  tone,
  size,
  type = 'button',
  ...props
}: { tone: keyof typeof TONES; size?: keyof typeof SIZES } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} {...props} className={staffButtonClass(tone, size)} />;
}

/**
 * The second step of an action that cannot be undone: the confirming button (a submit without
 * `onConfirm`), then Keep, which steps back.
 */
export function ConfirmOrKeep({
  confirm,
  tone = 'danger',
  disabled,
  onConfirm,
  onKeep,
}: {
  confirm: string;
  tone?: keyof typeof TONES;
  disabled?: boolean;
  onConfirm?: () => void;
  onKeep: () => void;
}) {
  return (
    <>
      <StaffButton tone={tone} type={onConfirm ? 'button' : 'submit'} disabled={disabled} onClick={onConfirm}>
        {confirm}
      </StaffButton>
      <StaffButton tone="plain" onClick={onKeep}>
        <Trans>Keep</Trans>
      </StaffButton>
    </>
  );
}
