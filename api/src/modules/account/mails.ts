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
  changed: {
    tw: {
      subject: '您的密碼已變更',
      line: '您的帳號密碼剛剛已變更，所有裝置都需要重新登入。若這不是您本人操作，請立即透過以下連結重設密碼：',
    },
    cn: {
      subject: '您的密码已修改',
      line: '您的账号密码刚刚已修改，所有设备都需要重新登录。若这不是您本人操作，请立即通过以下链接重设密码：',
    },
    en: {
      subject: 'Your password was changed',
      line: "Your account's password was just changed, and every device must sign in again. If this wasn't you, reset your password now:",
    },
  },
} as const;

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

/** After a signed-in member changed or set their password: who did not do it can take the account back at once. */
export function passwordChangedMail(to: string, forgotLink: string, locale: Locale): Mail {
  const t = texts.changed[locale];
  return {
    to,
    subject: t.subject,
    text: `${t.line}\n${forgotLink}`,
    html: `<p>${esc(t.line)}</p><p><a href="${esc(forgotLink)}">${esc(forgotLink)}</a></p>`,
  };
}
