/** Whether an answer's Content-Type header is JSON (the API's answers and errors). */
export const isJsonContentType = (type: unknown): boolean =>
  typeof type === 'string' && type.startsWith('application/json');
