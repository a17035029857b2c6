/**
 * Id of one money request: sent again on a retry (a lost answer, a double tap), the server answers
 * the first result and moves no money twice (contract: requestId).
 */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
