// A broken multipart body (no boundary, cut short) makes the parser (busboy) throw plain
// Errors; they are the client's fault and answer 400, not 500 (issue 8).
export const MALFORMED_MULTIPART = 'The multipart body is malformed or incomplete';

const BUSBOY_MESSAGES = new Set([
  'Multipart: Boundary not found',
  'Boundary required',
  'Unexpected end of multipart data',
  'Part terminated early due to unexpected end of multipart data',
]);

export function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && BUSBOY_MESSAGES.has(error.message);
}
