export * from './fairness';
