import type { Mail } from '../../providers/mail';
import type { Locale } from '../../platform/locale';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const texts = {
  code: {
    tw: { subject: '您的驗證碼', line: (c: string) => `您的驗證碼是 ${c}，10 分鐘內有效。` },
    cn: { subject: '您的验证码', line: (c: string) => `您的验证码是 ${c}，10 分钟内有效。` },
    en: { subject: 'Your verification code', line: (c: string) => `Your verification code is ${c}. It expires in 10 minutes.` },
  },
  reset: {
    tw: { subject: '重設密碼', line: '請點擊以下連結重設密碼（30 分鐘內有效，僅能使用一次）：' },
    cn: { subject: '重设密码', line: '请点击以下链接重设密码（30 分钟内有效，仅能使用一次）：' },
    en: { subject: 'Reset your password', line: 'Open this link to reset your password (valid for 30 minutes, once):' },
  },
  noAccount: {
    tw: {
      subject: '重設密碼：此電子郵件沒有帳號',
      line: '有人以此電子郵件地址申請重設密碼，但此地址尚未註冊為會員。若要建立帳號，請由以下連結註冊；若不是您本人操作，請忽略此信。',
    },
    cn: {
      subject: '重设密码：此电子邮件没有账号',
      line: '有人以此电子邮件地址申请重设密码，但此地址尚未注册为会员。若要创建账号，请通过以下链接注册；若不是您本人操作，请忽略此信。',
    },
    en: {
      subject: 'Password reset: no account for this address',
      line: "Someone asked to reset the password for this e-mail address, but it has no account with us. To create one, sign up here. If this wasn't you, ignore this mail.",
    },
  },
  alreadyMember: {
    tw: {
      subject: '您已經是會員',
      line: '有人以此電子郵件地址申請註冊，但此地址已有帳號。請直接登入；若忘記密碼，可由第二個連結重設。若不是您本人操作，請忽略此信。',
    },
    cn: {
      subject: '您已经是会员',
      line: '有人以此电子邮件地址申请注册，但此地址已有账号。请直接登录；若忘记密码，可通过第二个链接重设。若不是您本人操作，请忽略此信。',
    },
    en: {
      subject: 'You already have an account',
      line: "Someone asked to sign up with this e-mail address, but it already has an account. Sign in with the first link; if you forgot your password, reset it with the second. If this wasn't you, ignore this mail.",
    },
  },
} as const;

/** A mail of one paragraph followed by its links, one per line. */
const withLinks = (to: string, t: { subject: string; line: string }, links: string[]): Mail => ({
  to,
  subject: t.subject,
  text: [t.line, ...links].join('\n'),
  html: `<p>${esc(t.line)}</p>${links.map((l) => `<p><a href="${esc(l)}">${esc(l)}</a></p>`).join('')}`,
});

/** Forgot-password for an address that is no member: the answer was the same, the mail tells the rest. */
export const noAccountMail = (to: string, registerLink: string, locale: Locale) =>
  withLinks(to, texts.noAccount[locale], [registerLink]);

/** Sign-up for an address that is already a member: the answer was the same, the mail tells the rest. */
export const alreadyMemberMail = (to: string, loginLink: string, forgotLink: string, locale: Locale) =>
  withLinks(to, texts.alreadyMember[locale], [loginLink, forgotLink]);

export function codeMail(to: string, code: string, locale: Locale): Mail {
  const t = texts.code[locale];
  return {
    to,
    subject: t.subject,
    text: t.line(code),
    html: `<p>${esc(t.line(code))}</p><p style="font-size:24px;letter-spacing:4px"><b>${code}</b></p>`,
  };
}

export function resetMail(to: string, link: string, locale: Locale): Mail {
  const t = texts.reset[locale];
  return {
    to,
    subject: t.subject,
    text: `${t.line}\n${link}`,
    html: `<p>${esc(t.line)}</p><p><a href="${esc(link)}">${esc(link)}</a></p>`,
  };
}
