import { Alert } from './ui';

/**
 * A failed request's message, or nothing while there is no error. The title is the spec's for the
 * screen: Error! on forms, Oops! on pages that load a record.
 */
export function ErrorAlert({ error, title = 'Error!' }: { error: Error | null; title?: 'Error!' | 'Oops!' }) {
  if (!error) return null;
  return (
    <Alert tone="danger" title={title}>
      {error.message}
    </Alert>
  );
}
