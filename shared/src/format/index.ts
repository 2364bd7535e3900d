export { formatDate, toDate, invalidDateText } from './date';
export { toWebp } from './image';
export { maskedId } from './masked';
export {
  approximatePrice,
  discountOf,
  discountPercent,
  effectivePrice,
  formatTwd,
  type ApproximatePrice,
  type Priced,
} from './price';
export { articleSanitizeOptions } from './article-html';
