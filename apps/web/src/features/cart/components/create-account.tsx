import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { newPasswordSchema, type ApiOrder } from '@storefront/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { fieldsOf, TextField } from '../../../components/form/text-field';
import { useLocalizedSchema, useSchemaForm, useSubmitAction } from '../../../components/form/use-schema-form';
import { Alert, secondaryButton } from '../../../components/ui/ui';
import { paths } from '../../../config/paths';
import { useTenant } from '../../../lib/tenant-context';
import { createAccountFromOrder } from '../api';
import { ErrorAlert } from '../../../components/ui/error-alert';

const schemaOf = (i18n: I18n) =>
  z.object({ password: newPasswordSchema(i18n._(msg`Please enter a password`)) });

/**
 * "Create an account" on a guest's confirmation (issue 18): one field, the password; the name, email
 * and phone are the order's. The server applies the registration rules (an email that has an account
 * is refused with a message saying so) and signs the new member in; the order joins their history.
 */
export function CreateAccount({ order }: { order: ApiOrder }) {
  const { t } = useLingui();
  const tenantId = useTenant()._id;
  const id = useId();
  const [created, setCreated] = useState(false);
  const form = useSchemaForm(
    useLocalizedSchema(schemaOf),
    { password: '' },
    { mode: 'onSubmit', reValidateMode: 'onChange' },
  );
  const { submitting, error, onSubmit } = useSubmitAction(form, async ({ password }) => {
    await createAccountFromOrder(tenantId, order._id, password);
    setCreated(true);
  });
  const { nameOrderedUnder: name, email, phone } = order;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto mt-8 max-w-sm rounded-xl bg-surface p-5 text-left ring-1 ring-black/5"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        <Trans>Create an account</Trans>
      </h2>
      {created ? (
        <Alert tone="success" title={t`Success!`} className="mt-3">
          <Trans>
            Your account is ready and you are signed in. This order is in your{' '}
            <Link to={paths.profileOrders} className="font-semibold underline underline-offset-2">
              order history
            </Link>
            .
          </Trans>
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-2 space-y-3">
          <p className="text-sm text-muted">
            <Trans>
              Check out faster next time: choose a password and we will keep {name}, {email} and {phone} for
              you.
            </Trans>
          </p>
          <TextField
            {...fieldsOf(form, id)('password')}
            label={t`Password`}
            type="password"
            autoComplete="new-password"
            hint={t`At least 8 characters.`}
            required
            disabled={submitting}
          />
          <ErrorAlert error={error} />
          <button type="submit" className={`${secondaryButton} w-full`} disabled={submitting}>
            {submitting ? t`Creating Account…` : t`Create Account`}
          </button>
        </form>
      )}
    </section>
  );
}
