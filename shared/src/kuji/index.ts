export * from './fairness';
export * from './beacon';
export * from './draws';
