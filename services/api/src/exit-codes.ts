/** Exit codes of the server process that the supervisor (supervisor.ts) reads. */

/** The configuration is invalid (sysexits EX_CONFIG): restarting would fail the same way. */
export const EXIT_CONFIG_ERROR = 78;
