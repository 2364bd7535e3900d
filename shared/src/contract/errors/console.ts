import { entry, type ApiErrorEntry } from './entry';

export const consoleErrors = {
  // The operator console (/api/admin/v1).
  OPERATOR_SIGN_IN_FAILED: entry(
    40140,
    '登入失敗，帳號或密碼錯誤，或帳號已停用',
    '登录失败，账号或密码错误，或账号已停用',
    'Sign-in failed: wrong e-mail or password, or the account is disabled.',
  ),
  OPERATOR_SESSION_INVALID: entry(40141, '請重新登入後台', '请重新登录后台', 'Please sign in to the console again.'),
  OPERATOR_FORBIDDEN: entry(40340, '您的角色無法執行此操作', '您的角色无法执行此操作', 'Your role does not allow this.'),
  REFUND_ABOVE_LIMIT: entry(
    40341,
    '退款金額超過您的權限上限',
    '退款金额超过您的权限上限',
    'The refund is above the limit you may give back.',
  ),
  ADMIN_ORDER_NOT_FOUND: entry(40440, '找不到此訂單', '找不到此订单', 'This order was not found.'),
  ADMIN_OPERATOR_NOT_FOUND: entry(40441, '找不到此後台帳號', '找不到此后台账号', 'This operator account was not found.'),
  ADMIN_MEMBER_NOT_FOUND: entry(40442, '找不到此會員', '找不到此会员', 'This member was not found.'),
  ORDER_MOVE_REFUSED: entry(
    40990,
    '此訂單目前的狀態無法執行此操作',
    '此订单目前的状态无法执行此操作',
    "The order's status does not allow this.",
  ),
  OPERATOR_EMAIL_IN_USE: entry(
    40991,
    '此電子郵件已有後台帳號',
    '此电子邮件已有后台账号',
    'An operator account with this e-mail address already exists.',
  ),
  OPERATOR_LAST_OWNER: entry(
    40992,
    '至少需保留一位可用的擁有者帳號',
    '至少需保留一位可用的所有者账号',
    'At least one active owner account must remain.',
  ),
} as const satisfies Record<string, ApiErrorEntry>;
