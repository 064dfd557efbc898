// What a call of the shell's server to the API carries of the learner's request it serves: the
// request's id (one id in every unit's log) and the learner's address, which the API believes
// because it trusts this server as a proxy (its TRUST_PROXY): so the server's own calls (meta
// tags, the sitemap) spend the learner's budget, not one that every learner shares.

/** The learner's request as the server's own API calls pass it on. */
export interface ForwardedRequest {
  requestId?: string;
  forwardedFor?: string;
}

export function forwardedHeaders(request: ForwardedRequest = {}): Record<string, string> {
  return {
    ...(request.requestId ? { 'x-request-id': request.requestId } : {}),
    ...(request.forwardedFor ? { 'x-forwarded-for': request.forwardedFor } : {}),
  };
}
