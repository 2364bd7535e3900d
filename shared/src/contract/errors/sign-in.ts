import { entry, type ApiErrorEntry } from './entry';

// Bad parameters, signing in, passwords and verification codes.

export const signInErrors = {
  BAD_PARAMS: entry(40004, '參數錯誤，請重新輸入', '参数错误，请重新输入', 'Invalid parameters, please re-enter.'),
  LOGIN_FAILED: entry(
    40101,
    '登入失敗，帳號或密碼錯誤',
    '登录失败，账号或密码错误',
    'Login failed. Account or password is incorrect.',
  ),
  NOT_A_MEMBER: entry(
    40102,
    '此帳號尚未成為會員，請重新輸入或註冊',
    '此账号尚未成为会员，请重新输入或注册',
    'The account is not a member of the product, please re-enter or register.',
  ),
  PASSWORD_NOT_SET: entry(
    40103,
    '若您尚未重設密碼，請先找回密碼',
    '若您尚未重设密码，请先找回密码',
    "If you haven't reset your password yet, you need to retrieve it.",
  ),
  WECHAT_FAILED: entry(
    40104,
    '微信登入失敗，請重新掃碼',
    '微信登录失败，请重新扫码',
    'WeChat sign-in failed, please scan again.',
  ),
  GOOGLE_FAILED: entry(
    40105,
    'Google 登入失敗，請重新登入',
    'Google 登录失败，请重新登录',
    'Google sign-in failed, please try again.',
  ),
  // Changing the password of a signed-in member (POST personal/password).
  PASSWORD_INCORRECT: entry(40106, '目前的密碼不正確', '当前的密码不正确', 'The current password is incorrect'),
  VERIFICATION_FAILED: entry(40010, '驗證錯誤', '验证错误', 'Verification error'),
  LINK_INVALID: entry(40011, '此連結已失效', '此链接已失效', 'This link is invalid'),
  NO_EMAIL: entry(
    40012,
    '您的帳號沒有電子郵件地址，無法寄送驗證碼',
    '您的账号没有电子邮件地址，无法发送验证码',
    'Your account has no e-mail address to send a verification code to',
  ),
  // A member's new password must differ from the current one (POST personal/password).
  PASSWORD_UNCHANGED: entry(
    40013,
    '新密碼不可與目前的密碼相同',
    '新密码不可与当前的密码相同',
    'The new password must be different from the current one',
  ),
} as const satisfies Record<string, ApiErrorEntry>;
