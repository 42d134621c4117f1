import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Alert } from './ui';

/** The spec's titles, in the page's language. */
const TITLES = { 'Error!': msg`Error!`, 'Oops!': msg`Oops!` };

/**
 * A failed request's message (or the message itself), or nothing while there is no error. The
 * title is the spec's for the screen: Error! on forms, Oops! on pages that load a record.
 */
export function ErrorAlert({
  error,
  title = 'Error!',
}: {
  error: Error | string | null | undefined;
  title?: keyof typeof TITLES;
}) {
  const { i18n } = useLingui();
  if (!error) return null;
  return (
    <Alert tone="danger" title={i18n._(TITLES[title])}>
      {typeof error === 'string' ? error : error.message}
    </Alert>
  );
}
