import { Alert } from './ui';

/**
 * A failed request's message (or the message itself), or nothing while there is no error. The
 * title is the spec's for the screen: Error! on forms, Oops! on pages that load a record.
 */
export function ErrorAlert({
  error,
  title = 'Error!',
}: {
  error: Error | string | null | undefined;
  title?: 'Error!' | 'Oops!';
}) {
  if (!error) return null;
  return (
    <Alert tone="danger" title={title}>
      {typeof error === 'string' ? error : error.message}
    </Alert>
  );
}
