// The module's face for the others: its reads are plain, so the whole repository is the face; other
// modules import it from here, never from content.repository.ts.
export * from './content.repository';
