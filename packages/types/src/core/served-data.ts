/**
 * The first reads a page shows, served inside the page (issue 25): the API writes the answers of
 * those GET requests into `<script type="application/json" id="served-data">` as
 * `{ "<url>": <its JSON answer> }`, and the kit's resources start their queries with them, so the
 * first view renders with its data instead of waiting for a request.
 */
export const SERVED_DATA_ID = 'served-data';

/** What the element holds: each read's URL, as the kit's resources spell it, to its answer. */
export type ServedData = Record<string, unknown>;
