import { currentTicket, resumeReveal, revealReducer, type RevealAction, type RevealState } from './reveal';

const run = (state: RevealState, ...actions: RevealAction['type'][]) =>
  actions.reduce((s, type) => revealReducer(s, { type } as RevealAction), state);

it('opens each ticket on a tap, shows its prize, then goes on to the next and finally to the summary', () => {
  let state = resumeReveal(2, 0);
  expect(state).toEqual({ total: 2, revealed: 0, step: 'ticket' });
  expect(currentTicket(state)).toBe(0);
  state = run(state, 'tap');
  expect(state.step).toBe('opening');
  state = run(state, 'opened');
  expect(state).toEqual({ total: 2, revealed: 1, step: 'prize' });
  expect(currentTicket(state)).toBe(0);
  state = run(state, 'next');
  expect(state.step).toBe('ticket');
  expect(currentTicket(state)).toBe(1);
  state = run(state, 'tap', 'opened', 'next');
  expect(state).toEqual({ total: 2, revealed: 2, step: 'summary' });
  expect(currentTicket(state)).toBeNull();
});

it('counts a ticket once however often the shopper taps while it opens', () => {
  const state = run(resumeReveal(3, 0), 'tap', 'tap', 'tap', 'opened', 'opened');
  expect(state.revealed).toBe(1);
});

it('reveal all opens every ticket at once', () => {
  expect(run(resumeReveal(10, 3), 'tap', 'revealAll')).toEqual({ total: 10, revealed: 10, step: 'summary' });
});

it('resumes after a reload at the first ticket not opened, or at the summary', () => {
  expect(resumeReveal(3, 2)).toEqual({ total: 3, revealed: 2, step: 'ticket' });
  expect(resumeReveal(3, 3).step).toBe('summary');
  // What storage says is never trusted beyond the order's own tickets.
  expect(resumeReveal(3, 99)).toEqual({ total: 3, revealed: 3, step: 'summary' });
  expect(resumeReveal(3, -1).revealed).toBe(0);
  expect(resumeReveal(3, 1.5).revealed).toBe(0);
});

it('ignores steps that do not fit where the show is', () => {
  const start = resumeReveal(2, 0);
  expect(run(start, 'opened')).toEqual(start);
  expect(run(start, 'next')).toEqual(start);
});
