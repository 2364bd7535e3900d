import { entry, type ApiErrorEntry } from './entry';

// Failures of the shop itself.

export const serverErrors = {
  INTERNAL: entry(50001, '發生錯誤，請稍候再試', '发生错误，请稍候再试', 'An error occurred, please try again later.'),
  SERVICE_UNAVAILABLE: entry(
    50301,
    '服務暫時無法使用，請稍後再試',
    '服务暂时无法使用，请稍后再试',
    'The service is temporarily unavailable, please try again later.',
  ),
} as const satisfies Record<string, ApiErrorEntry>;
