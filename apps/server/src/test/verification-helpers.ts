/** Identity verification from a test's side: the smallest picture the upload store accepts. */

/** A whole 1 × 1 PNG: the server decodes every picture it is sent. */
export const DOCUMENT_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
