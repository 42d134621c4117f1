/* Address and contact lines of a location, with the spec's placeholders where a value is missing. */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ADDRESS_PLACEHOLDER,
  addressLines,
  EMAIL_PLACEHOLDER,
  PHONE_PLACEHOLDER,
  telHref,
  type ApiRestaurant,
} from '@storefront/domain';
import type { ComponentType, ReactNode } from 'react';
import { MailIcon, PhoneIcon, PinIcon } from '../../../components/ui/icons';
import { AddressLines } from '../../../components/location-chooser/location-card-parts';
import { domainText } from '../../../lib/domain-text';

const row = 'flex gap-3';
const icon = 'mt-0.5 h-5 w-5 text-muted';
const link = 'rounded underline decoration-brand decoration-2 underline-offset-4 hover:decoration-ink';

export function LocationAddress({ restaurant }: { restaurant: ApiRestaurant }) {
  const { i18n } = useLingui();
  const lines = addressLines(restaurant);
  return (
    <address className={`${row} not-italic`}>
      <PinIcon className={icon} />
      <span>
        <span className="sr-only">
          <Trans>Address:</Trans>{' '}
        </span>
        {lines.length > 0 ? (
          <AddressLines lines={lines} />
        ) : (
          <span className="italic text-muted">{domainText(i18n, ADDRESS_PLACEHOLDER)}</span>
        )}
      </span>
    </address>
  );
}

export function LocationPhone({ restaurant }: { restaurant: ApiRestaurant }) {
  const { i18n } = useLingui();
  const href = telHref(restaurant.phone);
  return (
    <ContactRow icon={PhoneIcon} label={<Trans>Phone:</Trans>}>
      {restaurant.phone && href ? (
        <a href={href} className={`${link} tabular-nums`}>
          {restaurant.phone}
        </a>
      ) : restaurant.phone ? (
        <span>{restaurant.phone}</span>
      ) : (
        <span className="italic text-muted">{domainText(i18n, PHONE_PLACEHOLDER)}</span>
      )}
    </ContactRow>
  );
}

export function LocationEmail({ restaurant }: { restaurant: ApiRestaurant }) {
  const { i18n } = useLingui();
  return (
    <ContactRow icon={MailIcon} label={<Trans>Email:</Trans>}>
      {restaurant.email ? (
        <a href={`mailto:${restaurant.email}`} className={`${link} break-all`}>
          {restaurant.email}
        </a>
      ) : (
        <span className="italic text-muted">{domainText(i18n, EMAIL_PLACEHOLDER)}</span>
      )}
    </ContactRow>
  );
}

/** A contact line: its icon, what it is for screen readers, and the value. */
function ContactRow({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<{ className?: string }>;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <p className={row}>
      <Icon className={icon} />
      <span className="sr-only">{label} </span>
      {children}
    </p>
  );
}
