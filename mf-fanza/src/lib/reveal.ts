/**
 * The draw show's steps for an order's tickets, as a pure state machine (so a reload can resume it and tests can
 * walk it): a closed `ticket` waits for a tap, `opening` runs its reveal, `prize` shows what it won until the
 * shopper goes on, and `summary` lists everything once every ticket is open. `revealed` counts the opened
 * tickets; it is what is kept per order so a reload resumes where the shopper was.
 */
export type RevealStep = 'ticket' | 'opening' | 'prize' | 'summary';

export interface RevealState {
  total: number;
  revealed: number;
  step: RevealStep;
}

export type RevealAction =
  /** The shopper taps the closed ticket. */
  | { type: 'tap' }
  /** The reveal of the ticket being opened has finished (at once when motion is reduced). */
  | { type: 'opened' }
  /** On from a shown prize to the next closed ticket, or to the summary after the last. */
  | { type: 'next' }
  | { type: 'revealAll' };

/** Where a show of `total` tickets starts when `saved` of them were opened before (a reload, a later visit). */
export function resumeReveal(total: number, saved: number): RevealState {
  const revealed = Number.isInteger(saved) ? Math.min(Math.max(saved, 0), total) : 0;
  return { total, revealed, step: revealed >= total ? 'summary' : 'ticket' };
}

export function revealReducer(state: RevealState, action: RevealAction): RevealState {
  switch (action.type) {
    case 'tap':
      return state.step === 'ticket' ? { ...state, step: 'opening' } : state;
    case 'opened':
      return state.step === 'opening' ? { ...state, revealed: state.revealed + 1, step: 'prize' } : state;
    case 'next':
      if (state.step !== 'prize') return state;
      return { ...state, step: state.revealed >= state.total ? 'summary' : 'ticket' };
    case 'revealAll':
      return { ...state, revealed: state.total, step: 'summary' };
  }
}

/** The ticket the big card shows: the closed one waiting, the one opening, or the one just opened. */
export function currentTicket(state: RevealState): number | null {
  if (state.step === 'summary') return null;
  return state.step === 'prize' ? state.revealed - 1 : state.revealed;
}
