export { formatDate, toDate, invalidDateText } from './date';
export { toWebp } from './image';
