/** Screenshot bot analysis messages. */

export const BOT_ANALYSIS_NOT_IMPLEMENTED = 'Screenshot bot analysis is not available yet.';
