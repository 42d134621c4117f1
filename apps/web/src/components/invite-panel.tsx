import { Trans, useLingui } from '@lingui/react/macro';
import { EMAIL_PATTERN, MESSAGES, toCents } from '@storefront/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { customerQuery, inviteByEmail } from '../api/member';
import { useTenant } from '../lib/tenant-context';
import { paths } from '../config/paths';
import { useCustomer } from '../lib/customer';
import { domainText } from '../lib/domain-text';
import { useFormats } from '../lib/formats';
import { primaryButton, secondaryButton } from './ui/buttons';
import { Alert } from './ui/ui';
import { FormField } from './form-field';
import { EMAIL_INPUT } from './form/email-input';
import { useOnBrandText } from './use-on-brand-text';
import { ErrorAlert } from './ui/error-alert';
import { NewTabLink } from './ui/new-tab-link';

/** The referral's discount (accounts-and-extras §1, §9: '$5'; the amount is the tenant's), whole dollars bare. */
function referralAmount(money: (cents: number) => string, discountDollars: number | undefined): string {
  const amount = discountDollars && discountDollars > 0 ? discountDollars : 5;
  return money(toCents(amount)).replace(/[.,]00(?=\D*$)/, '');
}

/** The member's invite link on this site: /referral/{referralToken}. */
export const referralLink = (token: string) => `${window.location.origin}${paths.referral(token)}`;

/**
 * Invite a friend (accounts-and-extras §1 Referral): by email, or shared on Facebook or Twitter. The
 * buttons are disabled without a signed-in customer, whose referral token makes the link.
 */
export function InvitePanel({
  className = '',
  headingLevel = 2,
}: {
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const customer = useCustomer();
  const amount = referralAmount(formats.money, useTenant().settings.referral_first_order_discount);
  const offer = t`${amount} off the first order`;
  const profile = useQuery({ ...customerQuery(customer?._id ?? ''), enabled: customer !== null });
  const token = customer ? profile.data?.referralToken : undefined;
  const link = token ? referralLink(token) : null;
  const id = useId();
  const onBrand = useOnBrandText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const invite = useMutation({
    mutationFn: (inviteeEmail: string) =>
      inviteByEmail(customer!._id, { inviteeEmail, refferalLink: link ?? undefined }),
    onSuccess: () => setEmail(''),
  });
  const disabled = !customer || !link;
  const message = t`Join me and get ${offer}!`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled || invite.isPending) return;
    const value = email.trim();
    const problem =
      value === ''
        ? t`Please enter email address`
        : EMAIL_PATTERN.test(value)
          ? undefined
          : domainText(i18n, MESSAGES.invalidEmail);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    invite.reset();
    invite.mutate(value.toLowerCase());
  };

  const share = link
    ? {
        facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
        twitter: `https://twitter.com/intent/tweet?text=${encodeURIComponent(message)}&url=${encodeURIComponent(link)}`,
      }
    : null;
  const shareClass = `${secondaryButton} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6 ${className}`}
    >
      <Heading id={`${id}-title`} className="text-lg font-bold text-ink">
        <Trans>Invite Your Friends</Trans>
      </Heading>
      <p className="mt-1 text-sm text-muted">
        <Trans>Your friends get {offer} when they register with your link, and you earn points.</Trans>
      </p>
      {!customer && (
        <p className="mt-2 text-sm font-medium text-ink">
          <Trans>Log in to invite your friends.</Trans>
        </p>
      )}
      {link && (
        <p className="mt-3 break-all text-sm">
          <span className="font-semibold">
            <Trans>Your invite link:</Trans>{' '}
          </span>
          <span>{link}</span>
        </p>
      )}
      <form noValidate onSubmit={submit} className="mt-4 space-y-3">
        <FormField
          id={`${id}-email`}
          label={t`Friend's email`}
          {...EMAIL_INPUT}
          autoComplete="off"
          disabled={disabled}
          value={email}
          onChange={(value) => {
            setEmail(value);
            setError(undefined);
          }}
          error={error}
        />
        {invite.isSuccess && (
          <Alert tone="success" title={t`Success!`}>
            <Trans>Your invitation is on its way.</Trans>
          </Alert>
        )}
        <ErrorAlert error={invite.error} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton(onBrand)} disabled={disabled || invite.isPending}>
            {invite.isPending ? t`Sending…` : t`Invite by Email`}
          </button>
          {share ? (
            <>
              <NewTabLink href={share.facebook} className={shareClass}>
                <Trans>Share on Facebook</Trans>
              </NewTabLink>
              <NewTabLink href={share.twitter} className={shareClass}>
                <Trans>Share on Twitter</Trans>
              </NewTabLink>
            </>
          ) : (
            <>
              <button type="button" className={secondaryButton} disabled>
                <Trans>Share on Facebook</Trans>
              </button>
              <button type="button" className={secondaryButton} disabled>
                <Trans>Share on Twitter</Trans>
              </button>
            </>
          )}
        </div>
      </form>
    </section>
  );
}
