/** Why a view could not be shown; `kind` picks the fallback wording (RemoteSlot). */
export class RemoteViewError extends Error {
  readonly kind: 'not-deployed' | 'load-failed' | 'missing-view';
  constructor(kind: RemoteViewError['kind'], message: string) {
    super(message);
    this.name = 'RemoteViewError';
    this.kind = kind;
  }
}
