/** A JSON answer as the server sends it, with the `authenticated` header the API client reads. */
export const json = (status: number, body: unknown, authenticated = true) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', authenticated: String(authenticated) },
  });

/** A refusal with its French detail (409: a conflict; otherwise an invalid request). */
export const problem = (status: number, detail: string) =>
  json(status, { title: status === 409 ? 'Conflit' : 'Requête invalide', status, detail });
