import { entry, type ApiErrorEntry } from './entry';

// Links, pages and records not found; sign-in methods and e-mail addresses already taken.

export const lookupErrors = {
  TOKEN_INVALID: entry(
    40301,
    '登入已失效，請重新登入',
    '登录已失效，请重新登录',
    'Your session has expired, please log in again.',
  ),
  NOT_FOUND: entry(40401, '找不到頁面', '找不到页面', 'Page not found.'),
  KUJI_NOT_FOUND: entry(40402, '找不到此一番賞', '找不到此一番赏', 'This Ichiban Kuji campaign was not found.'),
  KUJI_NO_DRAW_RECORD: entry(
    40404,
    '此一番賞以舊版演算法抽籤，請改用箱序驗證',
    '此一番赏以旧版算法抽签，请改用箱序验证',
    'This campaign was drawn with the earlier algorithm: verify its box order instead.',
  ),
  // A sign-in method this shop has not configured (no Firebase project, no WeChat app in production): not an outage.
  SIGN_IN_METHOD_OFF: entry(40403, '本站未開放此登入方式', '本站未开放此登录方式', 'This sign-in method is not available.'),
  EMAIL_IN_USE: entry(40901, '此電子郵件已被使用', '此电子邮件已被使用', 'This email address is already in use.'),
  IDEMPOTENCY_CONFLICT: entry(
    40902,
    '此訂單已以不同內容送出',
    '此订单已以不同内容送出',
    'This order was already submitted with different details',
  ),
  PASSWORD_ALREADY_SET: entry(
    40903,
    '您的帳號已設定密碼，請以目前的密碼變更',
    '您的账号已设置密码，请以当前的密码修改',
    'Your account already has a password: change it with your current password',
  ),
} as const satisfies Record<string, ApiErrorEntry>;
