export * from './fairness';
export * from './beacon';
