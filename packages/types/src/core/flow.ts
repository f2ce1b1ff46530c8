/** Flow limits, next-session actions and their messages. The flow schemas (../flow.ts) are built on these. */

export const FLOW_DESCRIPTION_MAX = 5000;

export const NEXT_SESSION_ACTIONS = ['add', 'remove'] as const;
export type NextSessionAction = (typeof NEXT_SESSION_ACTIONS)[number];
export const NEXT_SESSION_ACTION_MESSAGE = "Action must be 'add' or 'remove'";

/** '{ticker} is already scheduled to be added' / '... removed'. */
export function alreadyScheduledMessage(ticker: string, action: NextSessionAction): string {
  return `${ticker} is already scheduled to be ${action === 'add' ? 'added' : 'removed'}`;
}
