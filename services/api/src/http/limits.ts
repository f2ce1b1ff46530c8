/** Request limits applied in front of every /api route (app.ts) and stated in the OpenAPI document. */

/** Largest JSON body accepted (413 above). The biggest legitimate one, a 5,000-row import, is about 0.5 MB. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
