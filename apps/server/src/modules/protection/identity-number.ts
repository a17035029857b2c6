/**
 * An identity number's key: how two numbers are compared. Documents print the same number with
 * spaces, dashes, slashes or dots between groups, and members type it in either case, so only the
 * letters and digits count, upper-cased. Declared numbers (registration) and numbers officers read
 * from approved documents are both stored in this form.
 */
export function identityNumberKey(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const key = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return key === '' ? null : key;
}
